"""Shared building blocks of the model: the pydantic config for frozen dataclasses and coercions.

Model values are frozen, slotted standard-library dataclasses; pydantic validates them only at
the I/O boundary (``model.load``) through ``TypeAdapter``. Every dataclass sets
``__pydantic_config__`` so unknown keys are errors on load.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator, Sequence
from enum import StrEnum
from typing import Annotated, Any, TypeVar

from pydantic import BeforeValidator, ConfigDict

from model.nested_walk import nested_walk

STRICT = ConfigDict(extra="forbid", populate_by_name=True)

T = TypeVar("T")


def _as_tuple(value: Any) -> Any:
    """Accept one value where a list is expected (``keyword: samurai``)."""
    if value is None:
        return ()
    if isinstance(value, str | dict | int):
        return (value,)
    return value


def _lower_tuple(value: Any) -> Any:
    value = _as_tuple(value)
    if isinstance(value, list | tuple):
        return tuple(v.lower() if isinstance(v, str) else v for v in value)
    return value


def _lower(value: Any) -> Any:
    return value.lower() if isinstance(value, str) else value


#: A tuple that accepts a single scalar in data files.
Many = Annotated[tuple[T, ...], BeforeValidator(_as_tuple)]
#: Lower-cased words (keywords, clans): matching is case-insensitive.
Words = Annotated[tuple[str, ...], BeforeValidator(_lower_tuple)]
Word = Annotated[str, BeforeValidator(_lower)]


class Designator(StrEnum):
    """When an ability may be used (Abilities and actions / Designators)."""

    LIMITED = "limited"
    OPEN = "open"
    BATTLE = "battle"
    REACTION = "reaction"
    INTERRUPT = "interrupt"
    ENGAGE = "engage"
    DYNASTY = "dynasty"


class Stat(StrEnum):
    """Printed stats (Reference 03 / 04). A missing stat is ``None`` and differs from 0."""

    GOLD_COST = "gold_cost"
    FORCE = "force"
    CHI = "chi"
    HONOR_REQUIREMENT = "honor_requirement"
    PERSONAL_HONOR = "personal_honor"
    GOLD_PRODUCTION = "gold_production"
    PROVINCE_STRENGTH = "province_strength"
    STARTING_HONOR = "starting_honor"
    FOCUS = "focus"


#: Stat minimums (Costs and restrictions / Costs and changes: "Give Daizu -2C" needs 2 Chi).
STAT_MINIMUM: dict[Stat, int | None] = {
    Stat.CHI: 0,
    Stat.FORCE: 0,
    Stat.GOLD_COST: 0,
    Stat.GOLD_PRODUCTION: 0,
    Stat.FOCUS: 0,
    Stat.PERSONAL_HONOR: 0,
    Stat.PROVINCE_STRENGTH: 0,
    Stat.STARTING_HONOR: None,
    Stat.HONOR_REQUIREMENT: None,
}


class CardType(StrEnum):
    """Card types (Reference 03)."""

    STRONGHOLD = "stronghold"
    SENSEI = "sensei"
    WIND = "wind"
    HOLDING = "holding"
    REGION = "region"
    EVENT = "event"
    CELESTIAL = "celestial"
    PERSONALITY = "personality"
    FOLLOWER = "follower"
    ITEM = "item"
    SPELL = "spell"
    STRATEGY = "strategy"
    RING = "ring"
    ANCESTOR = "ancestor"
    OTHER = "other"


#: Card types named by their plural in card text ("Your Holdings enter play ...", "actions from
#: Events"), lower case (Reference 03).
TYPE_PLURALS: dict[str, CardType] = {
    "strongholds": CardType.STRONGHOLD,
    "senseis": CardType.SENSEI,
    "winds": CardType.WIND,
    "holdings": CardType.HOLDING,
    "regions": CardType.REGION,
    "events": CardType.EVENT,
    "celestials": CardType.CELESTIAL,
    "personalities": CardType.PERSONALITY,
    "followers": CardType.FOLLOWER,
    "items": CardType.ITEM,
    "spells": CardType.SPELL,
    "strategies": CardType.STRATEGY,
    "rings": CardType.RING,
    "ancestors": CardType.ANCESTOR,
}


#: Card types whose cards print no Force or Chi (Reference 03: only Personalities, Followers and
#: Items have them, an Item's as a modifier; "Spell: No Force or Chi stats or modifiers").
NO_FORCE_OR_CHI = frozenset(
    {
        CardType.STRONGHOLD,
        CardType.SENSEI,
        CardType.WIND,
        CardType.HOLDING,
        CardType.REGION,
        CardType.EVENT,
        CardType.CELESTIAL,
        CardType.SPELL,
        CardType.STRATEGY,
        CardType.RING,
    }
)


#: Card types printed with no Gold Cost (Reference 03: a Stronghold's stats are Province
#: Strength, Gold Production and Starting Family Honor, a Sensei's are modifiers of them; no
#: Event, Region, Celestial, Ring or Wind of the card data has one).
NO_GOLD_COST = frozenset(
    {
        CardType.STRONGHOLD,
        CardType.SENSEI,
        CardType.WIND,
        CardType.REGION,
        CardType.EVENT,
        CardType.CELESTIAL,
        CardType.RING,
    }
)


def absent_stat(card_type: CardType, stat: Stat) -> bool:
    """Is ``stat`` absent on the card type? An effect that checks it reads zero (Reference 04,
    Absent stats: "for example, a Spell's Force, the value is zero")."""
    if stat in (Stat.FORCE, Stat.CHI):
        return card_type in NO_FORCE_OR_CHI
    return stat is Stat.GOLD_COST and card_type in NO_GOLD_COST


DYNASTY_TYPES = frozenset(
    {CardType.HOLDING, CardType.REGION, CardType.EVENT, CardType.CELESTIAL, CardType.PERSONALITY}
)
FATE_TYPES = frozenset(
    {
        CardType.FOLLOWER,
        CardType.ITEM,
        CardType.SPELL,
        CardType.STRATEGY,
        CardType.RING,
        CardType.ANCESTOR,
    }
)
ATTACHMENT_TYPES = frozenset({CardType.FOLLOWER, CardType.ITEM, CardType.SPELL, CardType.ANCESTOR})


#: A card type in a data file, matched case-insensitively ("Personality" or "personality").
TypeWord = Annotated[CardType, BeforeValidator(_lower)]
#: Card types in a data file (one or a list), matched case-insensitively.
TypeWords = Annotated[tuple[CardType, ...], BeforeValidator(_lower_tuple)]


#: The Clan Alignments legal in Twenty Festivals (Reference 02, Clan Alignment).
RULES_CLANS = (
    "crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn",
)  # fmt: skip
#: Every other clan a printed card carries: read once from the Oracle of the Void export's
#: ``clan`` and the set files' ``clans`` (every printing, 130 sets; "X Clan" spelt "x"), minus
#: the markers "unaligned" (no clan) and "all clans" (a Sensei any clan may use). They are
#: Clan Alignments only where an effect gives them (Reference 02).
OTHER_CLANS = (
    "akasha", "badger", "bat", "boar", "brotherhood of shinsei", "centipede", "dragonfly",
    "falcon", "firefly", "fox", "hare", "imperial", "monkey", "moto", "naga", "ninja", "oriole",
    "ox", "ratling", "shadowlands", "snake", "sparrow", "spirit", "tanuki", "toturi's army",
    "tortoise", "wasp",
)  # fmt: skip
CLANS: frozenset[str] = frozenset(RULES_CLANS + OTHER_CLANS)
#: Clan words in card data that name no clan.
NOT_A_CLAN = frozenset({"unaligned", "all clans", ""})


def clan_word(text: str) -> str:
    """A clan as the vocabulary spells it: lower case, without a trailing "Clan"."""
    word = " ".join(text.lower().split())
    return word.removesuffix(" clan") if word != "clan" else word


def _clan(value: Any) -> Any:
    if not isinstance(value, str):
        return value
    word = clan_word(value)
    if word not in CLANS:
        close = difflib.get_close_matches(word, sorted(CLANS), n=1, cutoff=0.6)
        hint = f"did you mean {close[0]!r}? " if close else ""
        raise ValueError(
            f"{value!r} is not a clan; {hint}clans: {', '.join(RULES_CLANS)} "
            f"(and {len(OTHER_CLANS)} more the card data uses, e.g. {', '.join(OTHER_CLANS[:4])})"
        )
    return word


def _clans(value: Any) -> Any:
    value = _as_tuple(value)
    if isinstance(value, list | tuple):
        return tuple(_clan(v) for v in value)
    return value


#: A clan of the vocabulary (case-insensitive; "Crab Clan" reads as "crab").
ClanWord = Annotated[str, BeforeValidator(_clan)]
#: Clans of the vocabulary.
Clans = Annotated[tuple[str, ...], BeforeValidator(_clans)]


#: The turn's phases as a data file names them (``model.state.Phase``; Reference: turn structure).
PHASE_WORDS = ("straighten", "events", "action", "attack", "dynasty", "discard", "draw", "end")


def _phase(value: Any) -> Any:
    if isinstance(value, str) and value.lower() not in PHASE_WORDS:
        raise ValueError(f"{value!r} is not a phase; phases: {', '.join(PHASE_WORDS)}")
    return value.lower() if isinstance(value, str) else value


#: A phase word (a condition's "it is the Action Phase"): misspelt, refused (h38adv1 H1).
PhaseWord = Annotated[str, BeforeValidator(_phase)]


#: Numbers written as words in card text ("discard two cards", "a card"): the word's value.
#: Each reader's own pattern says which words it takes; this only gives their values.
NUMBER_WORDS: dict[str, int] = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
}


def first_few(items: Sequence[str], shown: int = 2, sep: str = " / ") -> str:
    """The first ``shown`` of ``items`` joined, and how many more there are ("a / b (and 3
    more)"): a reason that names what is not modelled without listing everything."""
    more = f" (and {len(items) - shown} more)" if len(items) > shown else ""
    return sep.join(items[:shown]) + more


def nested(obj: object) -> Iterator[object]:
    """``obj`` and every dataclass value nested in it through dataclass fields and tuples (an
    ability's targets, selectors, conditions, costs ...), depth first; plain values (strings,
    numbers, enums) are not listed. The walk of a frozen value is
    kept (``model.nested_walk``): card text is walked many times per check."""
    return iter(nested_walk(obj))
