"""Gold-producing Reactions read as production modes ("Reaction: When paying for an action,
produce 3 Gold which may only pay for that action.", Yasuki Tanimura; Luxurious Silk's;
Seaside Bazaar's "Reaction: When paying a Gold Cost, produce 1 Gold.") beside a state's effect
that may bar or tax that Reaction (a ``may_not: announce`` on Reactions, a ``cost_change`` or
``added_cost`` its filter can match: ``solver.reaction_effect_reach``, the rule Truce and Coin
Pouch follow). A Reaction is an action of its card (Abilities and actions), so such an effect
may stop it or make it cost more: the mode is not offered, and a Gold shortfall names it
(``unknown``, never a plan resting on it; h40adv7 W1, W2)."""

from __future__ import annotations

from model.state import View
from solver.reaction_effect_reach import stated_effect_reaches

__all__ = ["reached_reactions", "reaction_reached"]


def reaction_reached(view: View, card: str) -> bool:
    """Does ``card`` print a Reaction, which a state's effect may bar or tax?"""
    return "Reaction:" in (view.definition(card).printed_text or "") and stated_effect_reaches(
        view, card
    )


def reached_reactions(view: View, player: str) -> tuple[str, ...]:
    """``player``'s cards in play whose Gold-producing Reaction a state's effect may bar or tax,
    as "Title (id): ..." for a shortfall's doubt."""
    return tuple(
        f"{d.title} ({inst.id}): its Gold-producing Reaction, which a stated effect may bar or "
        "tax (Reactions are actions)"
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player
        for d in (view.definition(inst.id),)
        if any(not m.bow for m in d.production) and reaction_reached(view, inst.id)
    )
