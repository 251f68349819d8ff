"""Solver 2: branch and bound over the distributions of each source class among the payments
(small problems, any top-k; Costs and restrictions / Gold production).
"""

from __future__ import annotations

import math
import time
from bisect import insort

from solver.gold.aggregation import ClassPlan, Prep, lexkey, primary


def _distributions(prep: Prep, ci: int) -> list[tuple[int, ...]]:
    """Every way to spread class ``ci`` over payments (per payment counts), most-first."""
    cls = prep.classes[ci]
    eligible = [p for p in range(prep.n_payments) if cls.give[p] is not None]
    out: list[tuple[int, ...]] = []
    row = [0] * prep.n_payments

    def rec(j: int, left: int) -> None:
        if j == len(eligible):
            out.append(tuple(row))
            return
        p = eligible[j]
        for x in range(left, -1, -1):
            row[p] = x
            rec(j + 1, left - x)
        row[p] = 0

    rec(0, cls.n)
    return out


def enum_size(prep: Prep) -> int:
    size = 1
    for cls in prep.classes:
        e = sum(1 for g in cls.give if g is not None)
        size *= math.comb(cls.n + e, e)
        if size > 10**12:
            break
    return size


def enum_top(prep: Prep, k: int, deadline: float) -> tuple[list[ClassPlan], bool]:
    """The k first class plans in (primary, tie-break) order; False when the time ran out."""
    classes = prep.classes
    n_cls = len(classes)
    n_pay = prep.n_payments
    need = prep.need
    dists = [_distributions(prep, ci) for ci in range(n_cls)]
    # per class, per distribution: (weight added, gold per payment, used)
    effects: list[list[tuple[int, tuple[int, ...], int]]] = []
    for ci, cls in enumerate(classes):
        eff: list[tuple[int, tuple[int, ...], int]] = []
        for row in dists[ci]:
            used = sum(row)
            gold = tuple(x * (cls.give[p] or 0) for p, x in enumerate(row))
            eff.append((used * cls.weight, gold, used))
        effects.append(eff)
    rem_max = [[0] * n_pay for _ in range(n_cls + 1)]
    for ci in range(n_cls - 1, -1, -1):
        cls = classes[ci]
        for p in range(n_pay):
            rem_max[ci][p] = rem_max[ci + 1][p] + cls.n * (cls.give[p] or 0)
    best: list[tuple[int, tuple[int, ...], ClassPlan]] = []
    received = [0] * n_pay
    chosen: list[tuple[int, ...]] = []
    groups_used: set[str] = set()
    state = {"nodes": 0, "timeout": False}

    def rec(ci: int, w: int, u: int) -> None:
        if ci == n_cls:
            plan = tuple(chosen)
            key = (primary(prep, plan), lexkey(plan), plan)
            insort(best, key)
            if len(best) > k:
                best.pop()
            return
        cls = classes[ci]
        nxt = rem_max[ci + 1]
        for row, (dw, dg, du) in zip(dists[ci], effects[ci], strict=True):
            if du and cls.group is not None and cls.group in groups_used:
                continue
            state["nodes"] += 1
            if state["nodes"] & 1023 == 0 and time.perf_counter() > deadline:
                state["timeout"] = True
                return
            ok = True
            lb_g = 0
            for p in range(n_pay):
                got = received[p] + dg[p]
                if got + nxt[p] < need[p]:
                    ok = False
                    break
                lb_g += got if got > need[p] else need[p]
            if not ok:
                continue
            if len(best) == k and prep.scalar(w + dw, lb_g, u + du) > best[-1][0]:
                continue
            for p in range(n_pay):
                received[p] += dg[p]
            chosen.append(row)
            if du and cls.group is not None:
                groups_used.add(cls.group)
            rec(ci + 1, w + dw, u + du)
            if du and cls.group is not None:
                groups_used.discard(cls.group)
            chosen.pop()
            for p in range(n_pay):
                received[p] -= dg[p]
            if state["timeout"]:
                return

    rec(0, 0, 0)
    return [b[2] for b in best], not state["timeout"]
