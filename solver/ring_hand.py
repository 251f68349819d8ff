"""Whether a Ring in its owner's hand may be discarded to use an ability without cost
("You may discard this Ring from your hand to use its ability without cost."; Reference 03,
Ring; ``model.cardtext.ring_discard_use``): where the ability is usable (``solver.timing``),
its costs ignored (``solver.ring_discard``)."""

from __future__ import annotations

from model.abilities import Ability
from model.cards import CardType
from model.cardtext.ring_discard_use import discard_use_applies
from model.state import View
from model.zones import Zone

__all__ = ["ring_discard_names", "ring_in_hand"]


def ring_discard_names(view: View, card: str, ab: Ability) -> bool:
    """Is ``card`` a Ring whose text lets its owner discard it to use ``ab`` without cost?"""
    definition = view.definition(card)
    return definition.type is CardType.RING and discard_use_applies(
        definition.printed_text, ab.keywords
    )


def ring_in_hand(view: View, player: str, card: str, ab: Ability) -> bool:
    """Is Ring ``card`` in ``player``'s own hand, its text letting him discard it to use ``ab``
    without cost?"""
    inst = view.card(card)
    return inst.zone is Zone.HAND and inst.owner == player and ring_discard_names(view, card, ab)
