"""A card's own ban on being chosen from its player's hand for a cost or effect (Hato-gurama:
"You may not choose this card to be discarded as a cost or effect of your actions if you have
other cards in your hand."). A trait works wherever its card is when it says so (Reference 04:
traits; Costs and restrictions: a cost is paid with the cards its player may choose), so such
a card is out of the choices of its player's discarding costs and Gold producers while another
card is in that hand.

``choice_ban`` reads the sentence; ``choice_doubt`` names any other trait sentence of a card
that speaks of the card itself being chosen, discarded, removed or shown with a restriction
word and is not read: a plan choosing that card from the hand is then ``unknown`` (never a
silent legal)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from model.cards import CardDef
from model.lazy_regex import lazy_regex

if TYPE_CHECKING:
    from model.state import View

__all__ = ["ChoiceBan", "choice_ban", "choice_ban_of", "choice_doubt", "hand_choosable"]

_SELF = r"(?:this (?:card|item|follower|spell|strategy|ring|ancestor|region|holding|celestial))"
_VERB = r"(?:discarded|removed from the game|shown|revealed)"
_BAN = lazy_regex(
    r"You may not choose " + _SELF + r" to be (?P<verbs>" + _VERB + r"(?: or " + _VERB + r")?)"
    r" as (?:a cost|an effect|a cost or (?:an )?effect) of your actions"
    r"(?P<alone> if you have (?:any )?other cards in your hand)?\.?",
    re.IGNORECASE,
)
#: a trait sentence about the card itself being chosen, discarded, removed or shown, with a
#: restriction word: one of these not read leaves a choice of that card unsettled
_DOUBT = lazy_regex(
    r"(?=.*\b(?:may not|cannot|can't|will not|must not|only)\b)"
    r"(?:.*\b(?:choos\w*|chos\w*|discard\w*|remov\w*|show\w*|reveal\w*) " + _SELF[3:-1] + r"\b"
    r"|.*\b" + _SELF[3:-1] + r" (?:may not|cannot|can't|will not|must not|may only|can only) "
    r"be (?:chosen|discarded|removed|shown|revealed)\b)",
    re.IGNORECASE,
)
#: an ability paragraph ("Limited: ...", "Battle, :g2:: ..."), not a trait
_ABILITY = lazy_regex(r"^[^.]{0,80}?:(?:\s|$)")


@dataclass(frozen=True, slots=True)
class ChoiceBan:
    """A card's ban on being chosen from the hand: for which of ``verbs`` ("discarded",
    "removed from the game", "shown"), and whether only while another card is in that hand
    (``unless_alone``); ``said``: the sentence."""

    verbs: frozenset[str]
    unless_alone: bool
    said: str


def choice_ban(said: str) -> ChoiceBan | None:
    """The ban ``said`` states, or None when it is not that sentence shape."""
    m = _BAN.fullmatch(said.strip())
    if m is None:
        return None
    verbs = frozenset(v.strip().lower() for v in re.split(r"\bor\b", m.group("verbs")))
    return ChoiceBan(verbs, bool(m.group("alone")), said.strip())


def _trait_sentences(text: str) -> list[str]:
    """The sentences of the trait paragraphs of a printed text (not abilities)."""
    out: list[str] = []
    for para in text.splitlines():
        para = para.strip()
        if not para or _ABILITY.match(para):
            continue
        out += [s.strip() for s in re.split(r"(?<=[.!])\s+", para) if s.strip()]
    return out


@functools.lru_cache(maxsize=4096)
def _read(text: str) -> tuple[tuple[ChoiceBan, ...], tuple[str, ...]]:
    bans: list[ChoiceBan] = []
    doubts: list[str] = []
    for said in _trait_sentences(text):
        if (ban := choice_ban(said)) is not None:
            bans.append(ban)
        elif _DOUBT.search(said):
            doubts.append(said)
    return tuple(bans), tuple(doubts)


def choice_ban_of(card: CardDef) -> tuple[ChoiceBan, ...]:
    """The choice bans ``card``'s traits state."""
    return _read(card.printed_text or "")[0]


def choice_doubt(card: CardDef) -> str | None:
    """A trait sentence of ``card`` that may ban choosing it and is not read, or None."""
    doubts = _read(card.printed_text or "")[1]
    return doubts[0] if doubts else None


def hand_choosable(view: View, hand: list[str]) -> list[str] | None:
    """The cards of ``hand`` (one player's whole hand) its player may choose to be discarded:
    a card banning it while another card is in the hand left out when one is; None when a
    trait not read may bar a choice (``choice_doubt``)."""
    if any(choice_doubt(view.definition(c)) is not None for c in hand):
        return None
    return [
        c
        for c in hand
        if not any(
            "discarded" in b.verbs and (not b.unless_alone or len(hand) > 1)
            for b in choice_ban_of(view.definition(c))
        )
    ]
