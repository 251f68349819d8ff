"""The other payments of a ":gstar:" action, paid beside it (Costs and restrictions / Mandatory
costs, "separate payments": a cost added by a separate effect is a separate payment, and one
source's Gold is not split between payments; Changes to costs and payments; NOTES-gold.md;
h42gstar, h43gold): "Battle, :gstar:: Ranged Attack with strength equal to the Gold paid."
(Yoritomo Hiromi • Experienced) under a stated Political tax (an ``added_cost`` effect), a
Strategy's own Gold Cost, a Discipline's, a stated cost bowing a Holding.

The most the ":gstar:" payment can take is counted with every other Gold payment of the action
paid too, in one payment problem (``solver.paid_strength.most_gold``), and without the Gold
sources a non-Gold cost of the action must take (``solver.paid_star.taken_sources``). Each other
payment is taken at its amount as the state settles it. One the state can't settle before the
targets are chosen (a Gold Cost read from a target, an "or" cost with a Gold alternative, a
surcharge on targeting a card: The Abbot, a cost taking a target's card) leaves the most
uncounted (``Beside.exact``): the planner then pays the ":gstar:" amount the target bound needs
(``solver.paid_star.priced``) with every other payment of that binding, the target surcharge
among them, in its one payment problem."""

from __future__ import annotations

from dataclasses import dataclass

from model.abilities import Ability
from model.state import View
from solver import gold
from solver.costs import mandatory_costs
from solver.paid_star import taken_sources
from solver.targeting_surcharge import surcharge_possible

__all__ = ["Beside", "paid_beside"]


@dataclass(frozen=True, slots=True)
class Beside:
    """The other Gold payments of the action (``others``), the change to its ":gstar:" payment
    (``delta``: "actions cost 1 more Gold", the Gold paid is the payment less it), the ways its
    non-Gold costs may take plain Gold sources (``taken``), and ``exact``: the most is not
    counted (the planner settles each binding's payment)."""

    others: tuple[gold.Payment, ...] = ()
    delta: int = 0
    taken: tuple[frozenset[str], ...] = (frozenset(),)
    exact: bool = False
    #: a lowering of the ":gstar:" payment ("actions cost 1 less Gold"): the Gold paid is what
    #: is paid, so the priced payment adds it back (``solver.paid_star.priced``)
    lowered: int = 0


def paid_beside(view: View, player: str, card: str, ab: Ability) -> Beside | None:
    """The action's other payments beside its ":gstar:" one, or None when the card's one
    ":gstar:" cost is not found or a second ":gstar:" is added (what "the Gold paid" counts is
    not read). ``ab``'s one Gold cost is ":gstar:" (``paid_offset``/``paid_target_limit``)."""
    from solver.paid_strength import plain_sources  # it reads this module (no cycle)

    others: list[gold.Payment] = []
    rest = []
    delta = 0
    star = False
    exact = surcharge_possible(view, player)  # "actions targeting The Abbot cost 2 more Gold"
    for i, mc in enumerate(mandatory_costs(view, player, card, ab)):
        g = mc.cost.gold
        if any(a.gold is not None for a in mc.cost.any_of):
            exact = True  # "lose 1 Honor or pay 3 Gold": which is paid is the player's choice
        elif g is None:
            rest.append(mc.cost)
        elif g == "*" and mc.origin == "card" and not star:
            star, delta = True, mc.gold_delta
        elif isinstance(g, int) and not isinstance(g, bool):
            others.append(gold.Payment(f"beside{i}", max(0, g + mc.gold_delta)))
        elif g == "*":
            return None  # a second ":gstar:"
        else:
            exact = True  # a Gold Cost read from a target
    if not star:
        return None
    taken = None if exact else taken_sources(view, player, card, rest, plain_sources(view, player))
    lowered = max(0, -delta)
    if taken is None:
        return Beside(exact=True, lowered=lowered)
    return Beside(tuple(others), max(0, delta), tuple(taken), lowered=lowered)
