"""A Ring's "You may discard this Ring from your hand to use its ability without cost." (Ring
of Earth, Fire, Air; "its Void ability", Ring of the Void) read for where the Ring is
(Reference 03, Ring: "A Ring's text may also let a player discard it from his or her hand for
an effect. Normally this effect uses the Ring's ability without cost";
``model.cardtext.ring_discard_use``).

In play, the sentence is not about the Ring's ability used there: the ability is checked as
printed (its costs, designators and triggers). In its owner's hand, the ability is used by the
discard, without cost, but at its own time (Reference 04: "The designator tells when the action
can be taken"): when none of its designators fits now it is ``illegal``; otherwise it is checked
with its costs ignored (Costs and restrictions / Changes to costs: an ignored cost need not be
paid), its targets and conditions as printed. In another player's hand, or elsewhere out of
play, it can't be used."""

from __future__ import annotations

import dataclasses

from model.abilities import Ability
from model.cardtext.ring_discard_use import DISCARD_USE
from model.state import View
from model.zones import Zone
from solver.keyword_timing import designator_fits, not_now
from solver.ring_hand import ring_discard_names

__all__ = ["ring_reading"]


def _read(ab: Ability) -> Ability:
    """``ab`` without the discard sentence among its texts not read (a printing imported
    before the sentence was read)."""
    left = tuple(t for t in ab.not_understood if not DISCARD_USE.fullmatch(t.strip()))
    return ab if left == ab.not_understood else dataclasses.replace(ab, not_understood=left)


def ring_reading(view: View, player: str, card: str, ab: Ability) -> Ability | str | None:
    """The reading of Ring ``card``'s action ``ab`` for where it is: as printed (in play), its
    costs ignored (in its owner's hand, a designator fitting now), why it can't be used now (in
    its owner's hand, no designator fitting; in another player's hand), or None (not a Ring's
    ability its discard sentence names)."""
    if not ring_discard_names(view, card, ab):
        return None
    inst = view.card(card)
    if inst.in_play:
        return _read(ab)
    if inst.zone is Zone.HAND and inst.owner != player:  # "from your hand"
        return f"{view.definition(card).title} is in another player's hand"
    if inst.zone is not Zone.HAND or not ab.designators:
        return None
    if not any(designator_fits(view, player, d) for d in ab.designators):
        return not_now(view, player, ab.designators, "its discard from the hand")
    lenient = ab.lenient
    if lenient is not None:
        lenient = dataclasses.replace(lenient, costs=(), read_costs=())
    return dataclasses.replace(_read(ab), costs=(), read_costs=(), lenient=lenient)
