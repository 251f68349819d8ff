"""Unread sentences kept with a card's own action that can't change that action now (issue 13,
needless ``unknown``): "Your Stronghold has no abilities." on a card that is no Stronghold
(Kagako's Second Lesson: it takes the Stronghold's abilities, ``solver.traits_in_play`` asks
it of the Stronghold's actions; h29adv1 F7), and a Tireless given to the card's own ability
("This Stronghold's ability has Tireless if you bow your Fortification ...": Reference 04,
Tireless only lets a bowed card's ability be used; README "Tireless and Reserve given by text
not read") while that card is unbowed (h29adv1 F2), or while its condition "if you bow your
<Keyword>" has no such card to bow (``solver.bow_keyword_condition``; h37adv1 U2). Any other
unread sentence stays."""

from __future__ import annotations

import dataclasses

from model.abilities import Ability
from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver.bow_keyword_condition import bow_condition_unmet

__all__ = ["without_inert_unread"]

#: a sentence about the Stronghold's abilities alone
_STRONGHOLD = lazy_regex(r"^Your Stronghold has no abilities\.?$")
#: Tireless given to the card's own ability, under a condition or not
_OWN_TIRELESS = lazy_regex(
    r"^This (?:card|Personality|Follower|Item|Spell|Holding|Stronghold|Sensei)'s (?:printed )?"
    r"ability has Tireless(?: (?:if|while) [^.;]+)?\.?$"
)


def _inert(view: View, card: str, said: str) -> bool:
    inst = view.card(card)
    if _STRONGHOLD.match(said):
        return view.definition(card).type is not CardType.STRONGHOLD
    if _OWN_TIRELESS.match(said) is None or not inst.in_play:
        return False
    # unbowed: Tireless changes nothing; "if you bow your Fortification" with none to bow
    return not inst.bowed or bow_condition_unmet(view, card, said)


def without_inert_unread(view: View, card: str, ab: Ability) -> Ability:
    """``ab`` of ``card`` without the unread sentences that can't change it now (``_inert``);
    the ability itself when its timing is not read or no sentence is such."""
    if not ab.not_understood or not ab.timing_understood:
        return ab
    kept = tuple(t for t in ab.not_understood if not _inert(view, card, t))
    if len(kept) == len(ab.not_understood):
        return ab
    return dataclasses.replace(ab, not_understood=kept)
