"""A card with Discipline read (``CardDef.discipline``, ``model.cardtext.discipline``: its
reminder text is the rule, the keyword's reference being absent from the rules files) is played
by its owner from his discard pile for that much Gold more: its actions are usable there
(Reference 05, Areas: a reference to a card in an out-of-play area overrides "abilities on them
may not be used"; ``solver.timing``) and the Gold is a cost added to the action, a separate
payment (``solver.costs``)."""

from __future__ import annotations

from model.state import View
from model.zones import ORIGIN_ZONES

__all__ = ["discipline_gold_now"]


def discipline_gold_now(view: View, player: str, card_id: str) -> int | None:
    """The Gold ``player`` pays more to use an action of ``card_id`` now by its Discipline: the
    card in his own discard pile; None when it is not played so."""
    amount = view.definition(card_id).discipline
    inst = view.card(card_id)
    if amount is None or inst.owner != player or inst.zone not in ORIGIN_ZONES["discard"]:
        return None
    return amount
