"""The goldfish's Straighten step and the card sentences that change it (Reference 02, the
turn's Straighten Phase: the player's cards straighten; Reference 03, Holdings enter play
bowed; h38adv2 F1).

Read: "This card will not straighten before your third turn." (Bamboo Harvesters •
Experienced, Temple to Fudo, Arms Smugglers; "your second turn": Bamboo Harvesters): a bowed
card with that trait stays bowed in the Straighten of each of its controller's turns before
the Nth (the goldfish plays one player, so its turn ``t`` is "your t-th turn"), wherever it
came from (bought, or a Pregame Holding bowed on turn 1). "This Holding/Fortification enters
play bowed." is the simulation's own rule for every Holding, read as such.

Read too, as the check reads it (``model.oracle.production_optional``): "When this Holding
produces Gold, you may give it +1GP (this turn); if you do, it will not straighten until after
your next Action Phase." (Jade Mine) is a second production mode, the stat plus 1, carrying
what it causes. A card whose mode of that kind pays in a turn's Gold plan (``bow_paid``) stays
bowed in the next turn's Straighten, which comes before that turn's Action Phase, the "next"
one whether the Gold paid an Equip (Action Phase) or a Recruit (Dynasty Phase, later in the
turn), and straightens in the one after (Reference 02, the turn's phases; Effects, Delayed
effects: "next" is the next to begin). ``Straightening`` keeps that for one game.

Every other sentence of a card the simulation puts in play that straightens a card, or lets
it enter or stay (un)bowed ("Enters play unbowed.", "After each phase begins: Straighten this
card.", "Before this Holding straightens, if it has any tokens on it, ...") is not used and is
listed by ``unread`` (``ModelGap`` kind ``straightening``), never silently
ignored."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Final

from model.cards import CardDef, CardType, ProductionMode
from model.lazy_regex import lazy_regex
from model.oracle.production_optional import HOLDS_BOWED, optional_gold
from model.state import CardInstance, CardLibrary
from solver.gold import Plan
from solver.production import source_mode

__all__ = [
    "EFFECT",
    "KIND",
    "Straightening",
    "bow_paid",
    "holds_bowed",
    "not_before_turn",
    "slow_unbowed",
    "straighten_step",
    "unread",
]

#: a ``ModelGap`` kind (``solver.analysis.goldfish``): a straightening sentence not used
KIND: Final = "straightening"
EFFECT: Final = (
    "the simulation does not use it (every card straightens in each Straighten Phase; a "
    "Holding enters play bowed)"
)
_ORDINALS: Final = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
}
_NOT_BEFORE: Final = lazy_regex(
    r"this (?:card|holding) will not straighten before your (?P<n>\w+) turn\.?", re.IGNORECASE
)
#: "This Holding enters play bowed." and its reminder: the simulation's own rule
_ENTERS_BOWED: Final = lazy_regex(
    r"(?:this (?:holding|fortification|card) )?enters play bowed\.?"
    r"|\(it straightens normally on your first turn\.\)"
    r"|\(fortifications attach,? (?:bowed|straightened)?,? ?to the province[^)]*\)",
    re.IGNORECASE,
)
_STRAIGHTENING: Final = lazy_regex(
    r"\bstraighten|\bunbowed\b|\benters? play bowed\b|\bremains? bowed\b", re.IGNORECASE
)
#: ... of a Gold source: the card itself, a Holding or a Stronghold, or one entering play
_SOURCE_WORDS: Final = lazy_regex(
    r"\bthis (?:card|holding|stronghold|fortification)\b|\bholdings?\b|\bstrongholds?\b"
    r"|\benters? play\b",
    re.IGNORECASE,
)
#: an action ("Battle, :bow:: Destroy an unbowed Holding you control ...", Chamber of the
#: Damned): the simulation takes no action (module doc of ``solver.analysis.goldfish``); only
#: its words on straightening make it a straightening gap (h44adv4 G5)
_ACTION: Final = lazy_regex(
    r"^(?:[A-Z][\w']* )*(?:Battle|Limited|Open|Engage|Dynasty|Reaction|Interrupt)\b[^:]*:"
)
_STRAIGHTENS: Final = lazy_regex(r"\bstraighten|\benters? play bowed\b|\bremains? bowed\b", re.I)
_SENTENCE: Final = lazy_regex(r"\([^)]*\)|[^.()]+(?:\([^)]*\)[^.()]*)*\.?")
#: the types the simulation puts in play whose text it does not otherwise play
_SOURCES: Final = frozenset({CardType.HOLDING, CardType.STRONGHOLD, CardType.SENSEI, CardType.WIND})


def _sentences(text: str) -> list[str]:
    out: list[str] = []
    for line in text.splitlines():
        out.extend(m.group(0).strip() for m in _SENTENCE.finditer(line) if m.group(0).strip())
    return out


def not_before_turn(card: CardDef) -> int | None:
    """N of its "This card will not straighten before your Nth turn.", or None."""
    for said in _sentences(card.printed_text or ""):
        m = _NOT_BEFORE.fullmatch(said)
        if m is not None and m.group("n").lower() in _ORDINALS:
            return _ORDINALS[m.group("n").lower()]
    return None


def holds_bowed(mode: ProductionMode) -> bool:
    """Does producing with ``mode`` keep its card bowed past the next Straighten ("if you do,
    it will not straighten until after your next Action Phase": module doc)?"""
    return HOLDS_BOWED in (mode.extra_cost or "").split("; ")


def straighten_step(
    cards: Iterable[CardInstance],
    library: CardLibrary,
    turn: int,
    held: Mapping[str, int] | None = None,
) -> list[CardInstance]:
    """The Straighten of the player's turn ``turn`` (1-based): every card straightens but a
    bowed one that will not straighten before a later turn, its own trait's or the turn
    ``held`` names for its id (module doc)."""
    out: list[CardInstance] = []
    for c in cards:
        later = not_before_turn(library[c.title]) if c.bowed else None
        stays = later is not None and turn < later
        stays = stays or (c.bowed and held is not None and turn < held.get(c.id, 0))
        out.append(
            CardInstance(
                id=c.id,
                title=c.title,
                owner=c.owner,
                zone=c.zone,
                attached_to=c.attached_to,
                bowed=stays,
            )
        )
    return out


def unread(cards: Sequence[tuple[str, CardDef]]) -> list[tuple[str, str]]:
    """(title, sentence) for each sentence of these cards (Holdings, Strongholds, Sensei,
    Winds) about straightening or entering/staying (un)bowed that the simulation does not
    read (module doc), in order."""
    out: list[tuple[str, str]] = []
    for title, card in cards:
        if card.type not in _SOURCES:
            continue
        for said in _sentences(card.printed_text or ""):
            if not (_STRAIGHTENING.search(said) and _SOURCE_WORDS.search(said)):
                continue
            if _ACTION.match(said) and not _STRAIGHTENS.search(said):
                continue  # "an unbowed Holding" an action targets or costs: not straightening
            if _NOT_BEFORE.fullmatch(said) and not_before_turn(card) is not None:
                continue
            if _ENTERS_BOWED.fullmatch(said):
                continue
            if _read_holding_choice(card, said):
                continue
            out.append((title, said))
    return out


def _read_holding_choice(card: CardDef, said: str) -> bool:
    """Is ``said`` the +1GP choice that keeps the card bowed, read as one of its production
    modes (module doc)? A card without its Gold Production stat has no such mode: listed."""
    choice = optional_gold(said)
    return (
        choice is not None
        and choice.later == HOLDS_BOWED
        and any(map(holds_bowed, card.production))
    )


def _slow(card: CardDef) -> bool:
    """Can bowing ``card`` for Gold leave it bowed past the next Straighten?"""
    return not_before_turn(card) is not None or any(map(holds_bowed, card.production))


def slow_unbowed(cards: Iterable[CardInstance], library: CardLibrary) -> bool:
    """Is an unbowed card of ``cards`` one that "will not straighten before your Nth turn", or
    with a mode that keeps it bowed? (the turn's Gold plan then says whether it bowed:
    ``bow_paid``)"""
    return any(not c.bowed and _slow(library[c.title]) for c in cards)


def bow_paid(
    cards: Sequence[CardInstance],
    library: CardLibrary,
    plan: Plan | None,
    turn: int = 0,
    held: dict[str, int] | None = None,
) -> list[CardInstance]:
    """``cards`` with each card that will not straighten before a later turn bowed when a
    source of it bowed in ``plan`` (a Pregame Holding bowed on turn 1 stays bowed: module doc;
    h43adv1 W4), and each card whose mode that keeps it bowed paid in turn ``turn`` bowed and
    ``held`` (its id: the first turn it straightens, ``turn + 2``). The other cards straighten
    in the next Straighten whatever they did."""
    if plan is None:
        return list(cards)
    titles = {c.id: c.title for c in cards}
    bowed = set()
    for _, ids in plan.assignment:
        for source in ids:
            card, mode, _ = source_mode(source)
            modes = library[titles[card]].production if card in titles else ()
            if 0 <= mode < len(modes) and modes[mode].bow:  # a mode that bows its card
                bowed.add(card)
                if held is not None and holds_bowed(modes[mode]):
                    held[card] = turn + 2  # bowed through the next Straighten
    return [
        replace(c, bowed=True)
        if c.id in bowed and (not_before_turn(library[c.title]) is not None or c.id in (held or {}))
        else c
        for c in cards
    ]


class Straightening:
    """One game's Straighten steps (the goldfish's): its library and the cards a mode keeps
    bowed, by id, with the first turn each straightens again (module doc)."""

    def __init__(self, library: CardLibrary) -> None:
        self.library = library
        self.held: dict[str, int] = {}

    def step(self, cards: Iterable[CardInstance], turn: int) -> list[CardInstance]:
        """The Straighten of turn ``turn`` (``straighten_step``)."""
        return straighten_step(cards, self.library, turn, self.held)

    def slow_unbowed(self, cards: Iterable[CardInstance]) -> bool:
        """``slow_unbowed`` of this game's library."""
        return slow_unbowed(cards, self.library)

    def bow_paid(
        self, cards: Sequence[CardInstance], plan: Plan | None, turn: int
    ) -> list[CardInstance]:
        """``bow_paid`` of turn ``turn``'s plan, the cards kept bowed remembered."""
        return bow_paid(cards, self.library, plan, turn, self.held)
