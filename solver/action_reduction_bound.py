"""A bowed reduction of an action's Gold cost beside separate Gold payments (Costs and
restrictions / Changes to costs and payments, Gold production): ":bow:: When paying for an
action on a Strategy, it costs 3 less Gold." (Kaeru Contractor) next to an added cost (h37adv1
F5). The search offers the reduction only for one action payment (``action_reductions``): how
it splits over two is not read. Merging the action's payments (all paid for the same action) into
one payment of their sum is a relaxation of every split: if even that one payment, with the
reduction offered, can't be paid, the reduction can't close the shortfall.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.state import View
from solver import gold
from solver.action_reductions import with_action_reductions

__all__ = ["merged_short", "option_payment"]


def option_payment(i: int, amount: int, added: bool, paid_for: gold.PaidFor) -> gold.Payment:
    """The Gold payment of the action's ``i``-th cost: ``added`` (a Discipline's, its reminder
    text's cost added by a separate effect) is paid apart, marked added (h40adv3 W3)."""
    return gold.Payment(id=f"cost{i + 1}", cost=amount, paid_for=replace(paid_for, added=added))


def merged_short(
    view: View,
    player: str,
    card: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
) -> bool:
    """True when ``payments`` (the action's, all for the action itself) are short even merged
    into one payment with every bowed action reduction of ``player`` offered for it, or when
    no such reduction is offered at all. One payment of the action's own: the search settled it;
    one added payment alone (a Discipline's): whether the reduction lowers it is open too."""
    if len(payments) < 2 and not any(p.paid_for.added for p in payments):
        return True
    acting = next((p for p in payments if p.paid_for.action), None)
    if acting is None:
        return True  # no action payment: no action reduction concerns it
    # an added payment alone (a Discipline's): whether the reduction lowers it is open
    probe = gold.Payment("probe", 0, replace(acting.paid_for, added=False))
    if not any(
        ":reduce-action" in s.id
        for s in with_action_reductions(view, player, card, list(sources), (probe,))
    ):
        return True  # no bowed reduction to split: nothing left open by one
    own = replace(acting.paid_for, added=False)  # an added one (a surcharge) merges too
    if any(replace(p.paid_for, added=False) != own or p.cost is None for p in payments):
        return False  # a payment for something else: not merged
    merged = gold.Payment("merged", sum(p.cost or 0 for p in payments), own)
    offered = with_action_reductions(view, player, card, list(sources), (merged,))
    result = gold.solve(gold.PaymentProblem(tuple(offered), (merged,)), time_limit_s=1.0)
    return result.status == "infeasible"
