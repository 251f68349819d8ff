"""Does an action bring into play a card whose text the state may not hold? A card brought from
a deck, or one matching a selector, may be any card of the game; a card brought that is the
action's own target, chosen out of a discard pile, a Province or a hand, is one of the state's
cards (Good Faith: targets are chosen among the cards there), so its text is on the board
(Reference 05, Areas; ``solver.traits_in_play``'s keyword test reads every card of the state).
"""

from __future__ import annotations

from model.abilities import Ability, BringIntoPlay
from model.common import nested
from model.selectors import SOURCE

__all__ = ["brings_other", "brings_unseen", "self_grant_spared"]

#: Origins whose cards the state lists ("Recruit your target dead ... Personality").
_LISTED = frozenset({"discard", "province", "hand", "hand_or_discard"})


def brings_unseen(ab: Ability | None) -> bool:
    """Does ``ab`` bring into play a card other than its own, not a target chosen among the
    state's cards (``BringIntoPlay.card`` naming a target slot, from a listed area)?"""
    if ab is None:
        return False
    slots = {spec.name for spec in ab.all_target_specs()}
    return any(
        isinstance(o, BringIntoPlay)
        and o.card != SOURCE
        and not (o.card in slots and o.from_zone in _LISTED)
        for o in nested(ab)
    )


def brings_other(ab: Ability | None) -> bool:
    """Does ``ab`` bring into play a card other than its own (from anywhere)?"""
    return ab is not None and any(
        isinstance(o, BringIntoPlay) and o.card != SOURCE for o in nested(ab)
    )


def self_grant_spared(ab: Ability | None, source: str, only: frozenset[str] | None) -> bool:
    """A sentence of ``source`` about ``source`` alone ("Genichi has Resilient while ...")
    while ``ab`` brings only targets chosen among the state's cards: the grant can't reach the
    card brought (it comes from out of play), whose text is on the board."""
    return only == frozenset({source}) and not brings_unseen(ab)
