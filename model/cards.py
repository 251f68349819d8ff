"""Printed cards: type, stats, clan alignment, keywords, Gold production and abilities.

Reference 03 (card types) and 04 (stats). A stat the card does not have is ``None``, which
differs from 0: a Ring has no Gold cost, so no Gold may be paid for it (Costs and restrictions /
Gold production). For a Personality, ``honor_requirement=None`` is the printed dash ("-"), an
infinitely low Honor Requirement.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Literal

from model.abilities import Ability
from model.common import STRICT, Stat, Word, Words
from model.selectors import Condition, Selector


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


@dataclass(frozen=True, slots=True)
class PaySelector:
    """What a Gold payment must be for to get a bonus or to use an "only for" source.

    Every given field must match, case-insensitively; ``keyword`` is membership. ``unique``:
    the card paid for is (or is not) Unique. ``action``: True for the Gold cost of an action
    (an ability, a Strategy card: "a Kharmic action", "a Sensei action"; ``type``/``keyword``
    then describe the action's card / the action's keywords), False for a card's Gold cost as
    it enters play (Recruit, Equip, "bring into play"); None: either. ``min_gold_cost``: the
    card paid for has a *printed* Gold Cost of at least this much ("a card with a printed Gold
    Cost of 9 or more"); an action, or a card without a Gold Cost, never matches.

    ``recruit``: True for the Gold paid to Recruit the card (Reference 02, "Dynasty: Recruit";
    "when it pays to Recruit a single Farm"), False for any other payment; a card brought into
    play otherwise, or an action, is not a Recruit. ``not_type``: the card paid for has a known
    type other than this ("a non-Personality card"); a payment whose type is unknown never
    matches. ``from_card_in_play``: True for an action whose card is in play under your control
    ("a single action from your card in play"), False for anything else (a Strategy played
    from hand, a card entering play).
    """

    __pydantic_config__: ClassVar = STRICT

    type: Word | None = None
    clan: Word | None = None
    keyword: Word | None = None
    title: str | None = None
    unique: bool | None = None
    action: bool | None = None
    min_gold_cost: int | None = None
    recruit: bool | None = None
    not_type: Word | None = None
    from_card_in_play: bool | None = None


@dataclass(frozen=True, slots=True)
class GoldBonus:
    """Extra Gold when paying for something matching ``when`` ("or 3 Gold for a Nonhuman").

    ``max_total``: the bonus never takes the source's Gold for that payment above this ("your
    Stronghold produces one more Gold, to a maximum of 5"): the source gives
    ``max(before, min(max_total, before + gold))``, ``before`` being its Gold with every
    uncapped bonus (capped bonuses apply after those, in order); so it never lowers a source
    that already produces more. Only for a bonus that adds Gold (``gold >= 0``).
    """

    __pydantic_config__: ClassVar = STRICT

    when: PaySelector
    gold: int
    max_total: int | None = None

    def __post_init__(self) -> None:
        if self.max_total is not None and (self.max_total < 0 or self.gold < 0):
            raise ValueError("'max_total' needs a bonus 'gold' >= 0 and a 'max_total' >= 0")


@dataclass(frozen=True, slots=True)
class ConditionalGold:
    """ "Produce 2 Gold, or 3 Gold if <condition>": the amount when the state condition holds."""

    __pydantic_config__: ClassVar = STRICT

    condition: Condition
    gold: int


@dataclass(frozen=True, slots=True)
class PerCardGold:
    """+``gold`` for each card matching ``select`` (e.g. each other Mine you control)."""

    __pydantic_config__: ClassVar = STRICT

    select: Selector
    gold: int = 1
    max: int | None = None


@dataclass(frozen=True, slots=True)
class ProductionMode:
    """One way a card produces Gold (Costs and restrictions / Gold production).

    ``gold`` is a fixed amount; ``from_stat`` produces Gold equal to a stat of the card
    (a Stronghold's Gold Production); ``from_tokens`` produces Gold equal to the number of
    tokens of that name on the card (``CardInstance.tokens``, compared case-insensitively:
    Moneylender's "Remove one or more Wealth tokens from this Holding to produce Gold equal to
    the number of tokens removed" is ``from_tokens="wealth"``). A mode gives exactly one of
    the three. With ``from_tokens`` the source is taken as removing every such token: overpaying
    is allowed (Costs and restrictions / Gold production), so producing all of them pays
    whatever fewer would; with no such token the mode is not a source. Each use of a mode is
    one source: its Gold goes to one payment only.

    ``bow`` (default): the mode is used by bowing the card, so the card must be unbowed and
    free to bow, and a card with several bowing modes uses at most one of them per bow.
    ``bow=False``: the card produces without bowing (a Reaction such as "When paying a Gold
    Cost, produce 1 Gold", a trait such as "Once per game, produce 2 Gold"): such a mode is a
    source of its own, usable together with a bowing mode of the same card, and it leaves the
    card as it is. It needs the card unbowed, as every ability does (Abilities and actions:
    abilities on a bowed card may not be used), unless ``while_bowed`` (a Tireless ability or a
    trait), and a bow prevention doesn't stop it.

    ``once_per_turn`` / ``once_per_game``: usage limits kept in card memory (``GameState.memory``)
    under the ability index ``production_memory_index(i)`` of mode ``i`` (see there).
    ``conditional``: the whole amount while a condition holds ("or 3 Gold if ..."; "produces 4
    Gold on your first turn"); ``conditional_delta``: Gold added (negative: taken away) while
    a condition holds ("+2GP if you didn't go first"). ``only_if``: the mode may be used only
    while the condition holds ("When going second, you may ... produce 2 Gold"). Bonuses
    (``GoldBonus.gold``) may be negative ("produces 1 less Gold when paying for a
    Personality"); a source never produces less than 0 Gold. ``per_title``: +``gold`` for each
    different title, other than this card's own, among the cards matching ``select``, up to
    ``max`` ("+1GP for each different title among your Barracks Holdings, other than Mess
    Hall, maximum +2GP").
    """

    __pydantic_config__: ClassVar = STRICT

    gold: int | None = None
    from_stat: Stat | None = None
    bonuses: tuple[GoldBonus, ...] = ()
    only_for: PaySelector | None = None
    conditional: tuple[ConditionalGold, ...] = ()
    per_card: tuple[PerCardGold, ...] = ()
    lose_honor: int = 0
    extra_cost: str | None = None
    once_per_turn: bool = False
    bow: bool = True
    while_bowed: bool = False
    once_per_game: bool = False
    only_if: Condition | None = None
    conditional_delta: tuple[ConditionalGold, ...] = ()
    per_title: tuple[PerCardGold, ...] = ()
    from_tokens: Word | None = None

    def __post_init__(self) -> None:
        given = sum(x is not None for x in (self.gold, self.from_stat, self.from_tokens))
        if given != 1:
            raise ValueError(
                "a production mode gives exactly one of 'gold' or 'from_stat' (or 'from_tokens')"
            )
        if self.gold is not None and self.gold < 0:
            raise ValueError("'gold' must be >= 0")
        if self.bow and self.while_bowed:
            raise ValueError("'while_bowed' is for a mode that does not bow (bow: false)")


def production_memory_index(mode: int) -> int:
    """The ``UsageRecord.ability`` under which card memory counts the uses of production mode
    ``mode`` (its index in ``CardDef.production``): ``-1 - mode``, negative so that it never
    collides with an ability's index. E.g. ``{card: port, ability: -1, this_game: 1}``: the
    first production mode of ``port`` was used this game."""
    return -1 - mode


@dataclass(frozen=True, slots=True)
class AttachRules:
    """Restrictions on what an attachment may attach to (Reference 03, attachments)."""

    __pydantic_config__: ClassVar = STRICT

    only_to: Selector | None = None
    weapon: bool = False
    two_handed: bool = False


Provenance = Literal["oracle", "sets", "implied"]


@dataclass(frozen=True, slots=True)
class CardDef:
    """A printed card. Stats absent from the card are ``None``.

    ``provenance`` says where the stats come from: the Oracle export, the set files, or
    ``implied`` (the card is in neither; stats as the rules text implies).

    ``stronghold_bonuses``: Gold bonuses this card gives, while in play, to every production
    mode of each Stronghold its controller controls (Plantation: "Your Stronghold produces one
    more Gold, to a maximum of 5, when paying for a non-Personality card"; Costs and
    restrictions / Gold production). A trait of the card: it works while the card is bowed.
    """

    __pydantic_config__: ClassVar = STRICT

    title: str
    type: CardType
    clan: Words = ()
    keywords: Words = ()
    unique: bool = False
    gold_cost: int | None = None
    force: int | None = None
    chi: int | None = None
    honor_requirement: int | None = None
    personal_honor: int | None = None
    gold_production: int | None = None
    province_strength: int | None = None
    starting_honor: int | None = None
    focus: int | None = None
    production: tuple[ProductionMode, ...] = ()
    abilities: tuple[Ability, ...] = ()
    attach: AttachRules | None = None
    loyal: bool = False
    singular: bool = False
    provenance: Provenance = "oracle"
    stronghold_bonuses: tuple[GoldBonus, ...] = ()

    def __post_init__(self) -> None:
        if not self.title.strip():
            raise ValueError("a card needs a non-empty title")
        if self.attach is not None and self.type not in ATTACHMENT_TYPES:
            raise ValueError(f"only attachments have 'attach' rules, not a {self.type.value}")

    def stat(self, stat: Stat) -> int | None:
        """The printed value of a stat, or None when the card has no such stat."""
        value: int | None = getattr(self, stat.value)
        return value

    def has_keyword(self, keyword: str) -> bool:
        return keyword.lower() in self.keywords

    @property
    def is_attachment(self) -> bool:
        return self.type in ATTACHMENT_TYPES

    @property
    def produces_gold(self) -> bool:
        return bool(self.production)


def keywords_with_clan(card: CardDef) -> frozenset[str]:
    """Keywords including the clan-alignment keywords later printings imply (Reference 03)."""
    return frozenset(card.keywords) | frozenset(card.clan)
