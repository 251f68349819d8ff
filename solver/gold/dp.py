"""Solver 1: only one payment needs Gold -> an exact subset-sum DP over source classes (the
best plan only; Costs and restrictions / Gold production).
"""

from __future__ import annotations

import itertools
import math

from solver.gold.aggregation import ClassPlan, Prep, card_scalar, lexkey, primary


def dp_branches(prep: Prep, pay: int) -> list[list[int | None]]:
    groups: dict[str, list[int | None]] = {}
    for ci, cls in enumerate(prep.classes):
        g = cls.give[pay]
        if cls.group is not None and g is not None and g > 0:
            groups.setdefault(cls.group, [None]).append(ci)
    return list(groups.values())


def dp_best(prep: Prep, pay: int) -> ClassPlan | None:
    """Best class plan when only payment ``pay`` needs Gold (exact).

    f[i][r]: least order key of classes i.. producing at least r Gold. Keys add up, and every
    card's key is positive, so the DP is exact; the reconstruction takes as many sources of
    each class as possible (tie-break). Groups: one branch per choice of mode."""
    need = prep.need[pay]
    n_pay = prep.n_payments
    free: list[int] = []
    for ci, cls in enumerate(prep.classes):
        g = cls.give[pay]
        if cls.group is None and g is not None and g > 0:
            free.append(ci)
    best: tuple[int, tuple[int, ...], ClassPlan] | None = None
    for choice in itertools.product(*dp_branches(prep, pay)):
        allowed = sorted(free + [c for c in choice if c is not None])
        counts = _dp_single(prep, pay, allowed, need)
        if counts is None:
            continue
        plan = tuple(
            tuple(counts.get(ci, 0) if p == pay else 0 for p in range(n_pay))
            for ci in range(len(prep.classes))
        )
        key = (primary(prep, plan), lexkey(plan), plan)
        if best is None or key[:2] < best[:2]:
            best = key
    return None if best is None else best[2]


def _dp_single(prep: Prep, pay: int, allowed: list[int], need: int) -> dict[int, int] | None:
    inf = math.inf
    items: list[tuple[int, int, int, int]] = []  # class, count, gold, key per card
    for ci in allowed:
        cls = prep.classes[ci]
        g = cls.give[pay]
        assert g is not None
        items.append((ci, cls.n, g, card_scalar(prep, cls.weight, g)))
    m = len(items)
    table: list[list[float]] = [[inf] * (need + 1) for _ in range(m + 1)]
    table[m][0] = 0
    for i in range(m - 1, -1, -1):
        _, n, g, key = items[i]
        nxt = table[i + 1]
        cur = table[i]
        for r in range(need + 1):
            best = nxt[r]
            for x in range(1, min(n, -(-r // g)) + 1):
                cand = x * key + nxt[max(0, r - x * g)]
                if cand < best:
                    best = cand
            cur[r] = best
    if table[0][need] == inf:
        return None
    counts: dict[int, int] = {}
    r = need
    for i, (ci, n, g, key) in enumerate(items):
        target = table[i][r]
        nxt = table[i + 1]
        for x in range(min(n, -(-r // g)), -1, -1):
            if x * key + nxt[max(0, r - x * g)] == target:
                if x:
                    counts[ci] = x
                r = max(0, r - x * g)
                break
    return counts


def any_single(prep: Prep, pay: int) -> ClassPlan | None:
    """Any plan when only payment ``pay`` needs Gold (``solve(any_plan=True)``): every source
    gives 0 or more and overpaying is allowed, so the payment can be paid exactly when all its
    sources together (the best mode of each card with modes) cover it; the sources are taken
    most productive first until they do. None: it can't be paid (proven)."""
    need = prep.need[pay]
    best_mode: dict[str, int] = {}
    picks: list[int] = []
    for ci, cls in enumerate(prep.classes):
        g = cls.give[pay]
        if g is None or g <= 0:
            continue
        if cls.group is None:
            picks.append(ci)
        elif cls.group not in best_mode or g > (prep.classes[best_mode[cls.group]].give[pay] or 0):
            best_mode[cls.group] = ci
    picks += best_mode.values()
    picks.sort(key=lambda ci: -(prep.classes[ci].give[pay] or 0))
    counts: dict[int, int] = {}
    got = 0
    for ci in picks:
        if got >= need:
            break
        give = prep.classes[ci].give[pay] or 0
        take = min(prep.classes[ci].n, -(-(need - got) // give))
        counts[ci] = take
        got += take * give
    if got < need:
        return None
    n_pay = prep.n_payments
    return tuple(
        tuple(counts.get(ci, 0) if p == pay else 0 for p in range(n_pay))
        for ci in range(len(prep.classes))
    )
