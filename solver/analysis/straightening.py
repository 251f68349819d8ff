"""The goldfish's Straighten step and the card sentences that change it (Reference 02, the
turn's Straighten Phase: the player's cards straighten; Reference 03, Holdings enter play
bowed; h38adv2 F1).

Read: "This card will not straighten before your third turn." (Bamboo Harvesters •
Experienced, Temple to Fudo, Arms Smugglers; "your second turn": Bamboo Harvesters): a bowed
card with that trait stays bowed in the Straighten of each of its controller's turns before
the Nth (the goldfish plays one player, so its turn ``t`` is "your t-th turn"), wherever it
came from (bought, or a Pregame Holding bowed on turn 1). "This Holding/Fortification enters
play bowed." is the simulation's own rule for every Holding, read as such.

Every other sentence of a card the simulation puts in play that straightens a card, or lets
it enter or stay (un)bowed ("Enters play unbowed.", "After each phase begins: Straighten this
card.", "Before this Holding straightens, if it has any tokens on it, ...") is not used and is
listed by ``unread`` (``ModelGap`` kind ``straightening``), never silently
ignored."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Final

from model.cards import CardDef, CardType
from model.lazy_regex import lazy_regex
from model.state import CardInstance, CardLibrary
from solver.gold import Plan
from solver.production import source_mode

__all__ = [
    "EFFECT",
    "KIND",
    "bow_paid",
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


def straighten_step(
    cards: Iterable[CardInstance], library: CardLibrary, turn: int
) -> list[CardInstance]:
    """The Straighten of the player's turn ``turn`` (1-based): every card straightens but a
    bowed one that will not straighten before a later turn (module doc)."""
    out: list[CardInstance] = []
    for c in cards:
        later = not_before_turn(library[c.title]) if c.bowed else None
        stays = later is not None and turn < later
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
            out.append((title, said))
    return out


def slow_unbowed(cards: Iterable[CardInstance], library: CardLibrary) -> bool:
    """Is an unbowed card of ``cards`` one that "will not straighten before your Nth turn"?
    (the turn's Gold plan then says whether it bowed: ``bow_paid``)"""
    return any(not c.bowed and not_before_turn(library[c.title]) is not None for c in cards)


def bow_paid(
    cards: Sequence[CardInstance], library: CardLibrary, plan: Plan | None
) -> list[CardInstance]:
    """``cards`` with each card that will not straighten before a later turn bowed when a
    source of it bowed in ``plan`` (a Pregame Holding bowed on turn 1 stays bowed: module doc;
    h43adv1 W4). The other cards straighten in the next Straighten whatever they did."""
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
    return [
        replace(c, bowed=True)
        if c.id in bowed and not_before_turn(library[c.title]) is not None
        else c
        for c in cards
    ]
