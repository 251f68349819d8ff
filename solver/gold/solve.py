"""The Gold planner's entry points: choose an exact solver, run it within the time limit, and
word the reason when no plan exists (Costs and restrictions / Gold production).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import Final

from solver.gold.aggregation import Outcome, Prep, make_plan, merge, prepare
from solver.gold.branch_and_bound import enum_size, enum_top
from solver.gold.cpsat_load import load_cpsat, loaded_seconds
from solver.gold.dp import any_single, dp_best, dp_branches
from solver.gold.problem import METHODS, OBJECTIVES, Payment, PaymentProblem, PaymentResult, Source
from solver.gold.reasons import costs_text, count_text, gold_ceiling, precheck

#: Above this many class-level distributions (before pruning) ``auto`` leaves enumeration.
ENUM_LIMIT: Final = 20_000
#: ``auto`` uses the DP for one payment when the groups give at most this many branches.
DP_GROUP_BRANCHES: Final = 256
#: The DP handles costs up to this much Gold (its table has one cell per Gold of the cost).
DP_MAX_COST: Final = 5_000


def _choose(prep: Prep, k: int) -> str:
    needing = [p for p in range(prep.n_payments) if prep.need[p] > 0]
    if k == 1 and len(needing) == 1 and prep.need[needing[0]] <= DP_MAX_COST:
        branches = 1
        for options in dp_branches(prep, needing[0]):
            branches *= len(options)
        if branches <= DP_GROUP_BRANCHES:
            return "dp"
    if enum_size(prep) <= ENUM_LIMIT:
        return "enum"
    return "cp-sat"


#: Below this much subset-sum work (``_dp_work``), ``any_plan`` still takes the DP's best plan
#: (as cheap as any plan, and what a reader of the witness expects); above it, any plan.
ANY_PLAN_DP_WORK: Final = 20_000


def _dp_work(prep: Prep, pay: int) -> int:
    """The one-payment DP's inner steps: the cost times the counts it tries per class."""
    need = prep.need[pay]
    return need * sum(
        min(cls.n, -(-need // g))
        for cls in prep.classes
        if (g := cls.give[pay]) is not None and g > 0
    )


def _run(prep: Prep, k: int, method: str, deadline: float, any_plan: bool = False) -> Outcome:
    """Solve without reasons: the first k plans in order, and what was proven (with
    ``any_plan``, CP-SAT looks for a plan and nothing is optimised)."""
    needing = [p for p in range(prep.n_payments) if prep.need[p] > 0]
    if k == 1 and not needing:
        empty = tuple((0,) * prep.n_payments for _ in prep.classes)
        return Outcome(merge(prep, iter([empty]), 1), True, False, "trivial")
    if (
        any_plan
        and k == 1
        and len(needing) == 1
        and method == "auto"
        and _dp_work(prep, needing[0]) > ANY_PLAN_DP_WORK
    ):
        plan = any_single(prep, needing[0])  # greedy is exact for feasibility here
        vectors = merge(prep, iter([plan] if plan is not None else []), 1)
        return Outcome(vectors, False, plan is None, "greedy")
    if method == "auto":
        method = _choose(prep, k)
    if method == "dp":
        if k != 1 or len(needing) != 1:
            raise ValueError("method 'dp' needs top_k=1 and exactly one payment that needs Gold")
        best = dp_best(prep, needing[0])
        if best is None:
            return Outcome([], True, True, method)
        return Outcome(merge(prep, iter([best]), 1), True, False, method)
    if method == "enum":
        found, complete = enum_top(prep, k, deadline)
        vectors = merge(prep, iter(found), k)
        return Outcome(vectors, complete, complete and not found, method)
    if method == "cp-sat":
        # OR-Tools loads only when CP-SAT is needed, once, outside the time limit (README)
        deadline += load_cpsat()
        from solver.gold.cpsat import CpSat

        cp = CpSat(prep, deadline)
        if any_plan and k == 1:
            plan = cp.any_plan()
            vectors = merge(prep, iter([plan] if plan is not None else []), 1)
            return Outcome(vectors, False, cp.infeasible, method)
        vectors = merge(prep, cp.plans(), k)
        return Outcome(vectors, cp.proven and not cp.timed_out, cp.infeasible, method)
    raise ValueError(f"unknown method {method!r}; expected one of {', '.join(METHODS)}")


def _subset_infeasible(prep: Prep, keep: Sequence[int], deadline: float) -> bool:
    """Proven: the payments ``keep`` alone can't all be covered."""
    problem = prep.problem
    sub = PaymentProblem(problem.sources, tuple(problem.payments[p] for p in keep))
    sub_prep = prepare(sub, prep.objective, drop_zero=True)
    if precheck(sub_prep) is not None:
        return True
    return _run(sub_prep, 1, "auto", deadline).infeasible


def _interaction_reason(prep: Prep, deadline: float) -> str:
    """Why payments that are each coverable can't all be covered: a minimal set of them
    (deletion filter while time is left; otherwise every payment that needs Gold)."""
    core = [p for p in range(prep.n_payments) if prep.need[p] > 0]
    for p in list(core):
        if time.perf_counter() > deadline:
            break
        trial = [q for q in core if q != p]
        if trial and _subset_infeasible(prep, trial, deadline):
            core = trial
    total_need = sum(prep.need[p] for p in core)
    most, parts = gold_ceiling(prep, core)
    head = costs_text(prep, core) + "; the sources that may pay for them produce "
    if most < total_need:
        return head + f"at most {most} Gold in total ({', '.join(parts)})" + count_text(prep, core)
    return head + (
        f"{most} Gold in total ({', '.join(parts)}), but Gold from one source can't be split "
        "between payments and a payment's excess is lost, so no assignment covers them all"
    )


def solve(
    problem: PaymentProblem,
    *,
    top_k: int = 1,
    time_limit_s: float = 2.0,
    objective: str = "waste",
    method: str = "auto",
    any_plan: bool = False,
) -> PaymentResult:
    """The first ``top_k`` payment plans in the documented order (Costs and restrictions /
    Gold production). ``method`` forces a solver ("dp", "enum", "cp-sat"; default "auto").
    ``any_plan``: only whether the costs can be paid is asked (a Good Faith check that does not
    want the cheapest plan): where the answer would need CP-SAT, any plan it finds is returned
    (status ``feasible``, not claimed optimal) without optimising or breaking ties.
    ``time_limit_s`` bounds the search; OR-Tools' one-time load, when this call makes it, moves
    the deadline by the time it took (``solver.gold.cpsat_load``)."""
    if top_k < 1:
        raise ValueError("top_k must be at least 1")
    if time_limit_s <= 0:
        raise ValueError("time_limit_s must be positive")
    if objective not in OBJECTIVES:
        raise ValueError(f"unknown objective {objective!r}; expected one of {OBJECTIVES}")
    if method not in METHODS:
        raise ValueError(f"unknown method {method!r}; expected one of {', '.join(METHODS)}")
    deadline = time.perf_counter() + time_limit_s
    prep = prepare(problem, objective, drop_zero=top_k == 1)
    reason = precheck(prep)
    if reason is not None:
        return PaymentResult(False, False, reason, (), "infeasible", "precheck")
    before = loaded_seconds()
    outcome = _run(prep, top_k, method, deadline, any_plan)
    if before is None and (spent := loaded_seconds()) is not None:
        deadline += spent  # OR-Tools loaded in this call: not part of its time limit
    if outcome.vectors:
        plans = tuple(make_plan(prep, v) for _, v in outcome.vectors)
        unproven = {s.id for s in problem.sources if s.unproven}
        proven = outcome.proven and not any(
            sid in unproven for plan in plans for _, ids in plan.assignment for sid in ids
        )  # a source whose Gold rests on a choice made before the plan (``Source.unproven``)
        status = "optimal" if proven else "feasible"
        return PaymentResult(True, proven, None, plans, status, outcome.method)
    if outcome.infeasible:
        reason = _interaction_reason(prep, deadline)
        return PaymentResult(False, False, reason, (), "infeasible", outcome.method)
    return PaymentResult(
        False,
        False,
        f"the time limit ({time_limit_s:g} s) was hit before a plan was found or shown not "
        "to exist",
        (),
        "unknown",
        outcome.method,
    )


def min_waste_plan(
    sources: Iterable[Source], payments: Iterable[Payment], time_limit_s: float = 2.0
) -> PaymentResult:
    """The Good Faith Gold check: the best plan (if any) for these payments.

    Callers remove the sources that are not available (bowed as a cost, interfered with)."""
    return solve(PaymentProblem(tuple(sources), tuple(payments)), time_limit_s=time_limit_s)
