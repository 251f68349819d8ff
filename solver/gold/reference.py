"""The slow reference: every assignment of each source to a payment or to nothing, the first
valid ones in the documented order. Exponential: tests and benchmarks compare against it.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Iterator
from typing import Any

from solver.gold.problem import PaymentProblem, PaymentResult, Plan


def _order_tuple(objective: str, weighted: bool, w: int, g: int, u: int) -> tuple[int, ...]:
    main = (g, u) if objective == "waste" else (u, g)
    return (w, *main) if weighted else main


def brute_force(
    problem: PaymentProblem, top_k: int = 1, *, objective: str = "waste"
) -> PaymentResult:
    """Enumerate every assignment of each source to a payment or to nothing; the first
    ``top_k`` valid ones in the documented order. Exponential: tests and benchmarks only."""
    srcs = problem.sources
    pays = problem.payments
    n_pay = len(pays)
    give = [[None if p.cost is None else s.gold_for(p.paid_for) for p in pays] for s in srcs]
    weighted = any(s.weight is not None for s in srcs)
    # tie-break order: classes of interchangeable sources by first appearance
    first: dict[tuple[Any, ...], int] = {}
    rank: list[tuple[int, int]] = []
    for i, s in enumerate(srcs):
        key: tuple[Any, ...] = (
            ("group", i)
            if s.group is not None
            else (tuple(give[i]), s.weight or 0, s.extra_cost, s.bows)
        )
        first.setdefault(key, i)
        rank.append((first[key], i))
    order = [i for _, i in sorted(rank)]
    options = [[p for p in range(n_pay) if give[i][p] is not None] + [n_pay] for i in order]
    need = [p.cost or 0 for p in pays]

    def keyed() -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
        for choice in itertools.product(*options):
            got = [0] * n_pay
            groups: set[str] = set()
            w = g = u = 0
            ok = True
            for i, p in zip(order, choice, strict=True):
                if p == n_pay:
                    continue
                group = srcs[i].group
                if group is not None:
                    if group in groups:
                        ok = False
                        break
                    groups.add(group)
                amount = give[i][p]
                assert amount is not None
                got[p] += amount
                g += amount
                u += 1
                w += srcs[i].weight or 0
            if ok and all(got[p] >= need[p] for p in range(n_pay)):
                yield _order_tuple(objective, weighted, w, g, u), choice

    best = heapq.nsmallest(top_k, keyed())
    plans: list[Plan] = []
    for _, choice in best:
        assigned: list[list[int]] = [[] for _ in range(n_pay)]
        for i, p in zip(order, choice, strict=True):
            if p < n_pay:
                assigned[p].append(i)
        used = sorted(i for a in assigned for i in a)
        gold = sum(give[i][p] or 0 for p in range(n_pay) for i in assigned[p])
        plans.append(
            Plan(
                assignment=tuple(
                    (pays[p].id, tuple(srcs[i].id for i in sorted(assigned[p])))
                    for p in range(n_pay)
                ),
                gold_produced=gold,
                waste=gold - sum(need),
                sources_used=len(used),
                weight=sum(srcs[i].weight or 0 for i in used),
                extra_costs=tuple(e for i in used if (e := srcs[i].extra_cost) is not None),
                unbowed=sum(1 for i in used if not srcs[i].bows),
            )
        )
    if not plans:
        return PaymentResult(
            False, False, "no assignment covers every payment", (), "infeasible", "brute-force"
        )
    return PaymentResult(True, True, None, tuple(plans), "optimal", "brute-force")
