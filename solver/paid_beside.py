"""The other Gold payments of a ":gstar:" action, paid beside it (Costs and restrictions: a cost
added by a separate effect is a separate payment, and one source's Gold is not split between
payments; Changes to costs and payments; h42gstar): "Battle, :gstar:: Ranged Attack with
strength equal to the Gold paid." (Yoritomo Hiromi • Experienced) under a stated Political tax
(an ``added_cost`` effect), a Strategy's own Gold Cost, a Discipline's.

The most the ":gstar:" payment can take is counted with every other Gold payment of the action
paid too, in one payment problem (``solver.paid_strength.most_gold``). Each other payment is
taken at its amount as the state settles it; one the state can't settle before the targets are
chosen (a Gold Cost read from a target, an "or" cost with a Gold alternative, a second
":gstar:", a surcharge on targeting a card) leaves the strict limit unread (None)."""

from __future__ import annotations

from model.abilities import Ability
from model.state import View
from solver import gold
from solver.costs import mandatory_costs
from solver.targeting_surcharge import surcharge_possible

__all__ = ["paid_beside"]


def paid_beside(
    view: View, player: str, card: str, ab: Ability
) -> tuple[tuple[gold.Payment, ...], int] | None:
    """The action's other Gold payments and the change to its ":gstar:" payment ("actions cost 1
    more Gold": the Gold paid is at least the payment less it), or None when one is not settled
    by the state. ``ab``'s one Gold cost is ":gstar:" (``paid_offset``/``paid_target_limit``)."""
    if surcharge_possible(view, player):  # "actions targeting The Abbot cost 2 more Gold"
        return None
    others: list[gold.Payment] = []
    delta = 0
    star = False
    for i, mc in enumerate(mandatory_costs(view, player, card, ab)):
        g = mc.cost.gold
        if any(a.gold is not None for a in mc.cost.any_of):
            return None  # "lose 1 Honor or pay 3 Gold": which is paid is the player's choice
        if g is None:
            continue
        if g == "*" and mc.origin == "card" and not star:
            star, delta = True, max(0, mc.gold_delta)
        elif isinstance(g, int) and not isinstance(g, bool):
            others.append(gold.Payment(f"beside{i}", max(0, g + mc.gold_delta)))
        else:
            return None  # a Gold Cost read from a target, a second ":gstar:"
    return (tuple(others), delta) if star else None
