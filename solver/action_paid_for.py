"""What paying an action's Gold cost is for (Costs and restrictions / Gold production: a source
that "may only pay for" something pays only a payment it matches): the action's card (its type,
Clans, title), the action's keywords, and where the card is: in play under the payer's control
("a single action from your card in play") or in the payer's hand ("an action on a Strategy
from your hand", Yoritomo Katoa; h42adv2 N7)."""

from __future__ import annotations

from model.abilities import Ability
from model.state import View
from model.zones import Zone
from solver import gold

__all__ = ["action_paid_for"]


def action_paid_for(view: View, player: str, card: str, ab: Ability) -> gold.PaidFor:
    """The ``PaidFor`` of ``player``'s action ``ab`` of ``card``."""
    definition = view.definition(card)
    inst = view.card(card)
    return gold.PaidFor(
        type=definition.type,
        clan=definition.clan[0] if definition.clan else None,
        also_clans=tuple(definition.clan[1:]),
        keywords=tuple(ab.keywords),
        title=definition.title,
        action=True,
        from_card_in_play=inst.in_play and inst.controlled_by == player,
        from_hand=inst.zone is Zone.HAND and inst.owner == player,
    )
