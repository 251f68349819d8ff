"""A Gold plan that loses no Honor, beside a card that may keep its player from losing Honor
("You do not gain or lose Honor; this is not negation.", The Shadowlands Horde; read nowhere:
``solver.conditional_costs._no_honor_loss``). Costs and restrictions, Example 1: an Honor loss
that is a cost can't then be paid; one after the colon is an effect that need not happen. Which
one a source's "lose 1 Honor" is may be unsettled, so a plan using it is ``unknown``. But a
Gold plan of the same payments using no such source is legal either way: the play is then
``legal`` with that plan (not proven cheapest: the Honor-losing plan may be legal and cheaper).

Asked only of the witness's own Gold problem (its sources and payments as found), solved again
without the sources whose extra cost loses Honor, in order as any plan is
(``solver.production_order``); a plan paid in order (its sources' Gold counted by position) is
left as it was (its problem holds only that plan's sources)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.state import View
from solver import gold
from solver.production_order import in_order
from solver.verdict import Verdict

__all__ = ["loses_honor", "lossless_plan"]


def loses_honor(extra: str | None) -> bool:
    """Does a source's or plan's extra cost ``extra`` lose Honor ("lose 1 Honor"; an erratum's
    "not a cost" aside)?"""
    return (
        extra is not None
        and bool(re.search(r"lose \d+ honor", extra, re.I))
        and ("not a cost" not in extra)
    )


def lossless_plan(view: View, player: str, found: Verdict) -> Verdict | None:
    """``found`` (legal) with a Gold plan that loses no Honor, or None when its costs lose
    Honor otherwise or no such plan pays (see the module)."""
    w = found.witness
    if w is None or w.plan is None or w.problem is None:
        return None
    if any(o.paid and o.kind == "lose_honor" for o in w.costs):
        return None  # an action's own cost, no Gold source
    if any("last:" in e for e in w.plan.extra_costs):
        return None  # paid in order: the problem holds that plan's sources only
    kept = tuple(s for s in w.problem.sources if not loses_honor(s.extra_cost))
    if len(kept) == len(w.problem.sources):
        return None
    problem = replace(w.problem, sources=kept)
    result = gold.solve(problem, time_limit_s=2.0)
    result = in_order(view, player, problem, result, 2.0)
    plan = result.best
    if not result.feasible or plan is None or any(loses_honor(e) for e in plan.extra_costs):
        return None
    witness = replace(w, plan=plan, plan_optimal=False, cheapest=False, problem=problem)
    return replace(found, witness=witness)
