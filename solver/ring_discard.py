"""A Ring's "You may discard this Ring from your hand to use its ability without cost." (Ring
of Earth, Fire, Air; "its Void ability", Ring of the Void) read for where the Ring is
(Reference 03, Ring: "A Ring's text may also let a player discard it from his or her hand for
an effect. Normally this effect uses the Ring's ability without cost").

In play, the sentence is not about the Ring's ability used there: the ability is checked as
printed (its costs, designators and triggers), the sentence set aside. In its owner's hand, the
ability is used by the discard, without cost, but at its own time (Reference 04: "The
designator tells when the action can be taken"): when none of its designators fits now it is
``illegal``; otherwise still ``unknown`` (the discard is not modelled)."""

from __future__ import annotations

import dataclasses

from model.abilities import Ability
from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.keyword_timing import designator_fits, not_now

__all__ = ["ring_reading"]

_DISCARD = lazy_regex(
    r"You may discard this Ring from your hand to use its (?:[A-Z]\w* )?ability without cost\.?",
)


def _only_the_discard(ab: Ability) -> bool:
    """Is the discard sentence all the action's text not read?"""
    return bool(ab.not_understood) and all(_DISCARD.fullmatch(t.strip()) for t in ab.not_understood)


def ring_reading(view: View, player: str, card: str, ab: Ability) -> Ability | str | None:
    """The reading of Ring ``card``'s action ``ab`` for where it is: the action without the
    discard sentence (in play), why it can't be used now (in its owner's hand, no designator
    fitting), or None (not a Ring's discard sentence alone, or unsettled)."""
    if view.definition(card).type is not CardType.RING or not _only_the_discard(ab):
        return None
    inst = view.card(card)
    if inst.in_play:
        return dataclasses.replace(ab, not_understood=())
    if inst.zone is Zone.HAND and inst.owner != player:  # "from your hand"
        return f"{view.definition(card).title} is in another player's hand"
    if inst.zone is not Zone.HAND or not ab.designators:
        return None
    if any(designator_fits(view, player, d) for d in ab.designators):
        return None
    return not_now(view, player, ab.designators, "its discard from the hand")
