"""The Gold plans offered for an announcement (Costs and restrictions / Gold production): "A Gold
cost of zero does not need to be paid by Gold production; it is always considered to have been
paid." Overpaying it is permitted, but a plan that bows sources for a zero payment only adds
waste to the plan that pays it with none: such plans are not offered (h25adv2 D1: a 0-Gold
Strategy listed with eight plans bowing Holdings, even the Stronghold, to "pay 0 Gold").
A source whose Gold changes with what it pays (a bonus "when it pays for a Follower") may give
overpaying a purpose (FAQ, Imperial Artificer): plans using one are kept.
"""

from __future__ import annotations

from collections.abc import Sequence

from solver import gold

__all__ = ["plans_offered"]


def _pays_zero_for_nothing(problem: gold.PaymentProblem, plan: gold.Plan) -> bool:
    """Does ``plan`` bow a source with no bonus for a payment whose Gold cost is 0?"""
    zero = {p.id for p in problem.payments if p.cost == 0}
    plain = {s.id for s in problem.sources if not s.bonuses}
    return any(pid in zero and set(used) & plain for pid, used in plan.assignment)


def plans_offered(
    problem: gold.PaymentProblem, plans: Sequence[gold.Plan]
) -> tuple[gold.Plan, ...]:
    """``plans`` (the planner's order) without those that bow plain sources to pay 0 Gold; all of
    them if that would leave none."""
    kept = tuple(p for p in plans if not _pays_zero_for_nothing(problem, p))
    return kept or tuple(plans)
