"""The least Gold a set of payments costs, as a value (no plan): the fast exact search the
purchase planner asks thousands of times (Costs and restrictions / Gold production: a source
pays one payment, excess is lost, modes sharing a ``group`` are one card's, used at most once).

Least (Gold produced, sources used) is the planner's "waste" order without the tie-break, so
``solve`` is the reference and the fallback past the search budget.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from solver.gold.problem import Payment, PaymentProblem, Source
from solver.gold.solve import solve

#: Entries kept in the memo of answers before it is cleared.
_MEMO_LIMIT: Final = 200_000

Pay = tuple[int, int] | None  # (Gold produced, sources used), or None: can't be paid
_MEMO: dict[tuple[Any, ...], Pay] = {}
#: Search nodes ``min_gold`` may visit before handing the problem to ``solver.gold.solve``.
_DP_BUDGET: Final = 20_000


class _Budget(Exception):
    """``min_gold`` ran out of nodes: the Gold planner answers instead."""


def clear_memo() -> None:
    """Forget the memoised Gold answers (benchmarks time cold calls with it)."""
    _MEMO.clear()


def _problem_key(sources: Sequence[Source], payments: Sequence[Payment]) -> tuple[Any, ...]:
    """What the least (Gold produced, sources used) depends on: each source's Gold per payment
    and its group, and the costs (ids and tie-breaks don't change the optimum)."""
    rows = sorted(
        (tuple(-1 if (g := s.gold_for(p.paid_for)) is None else g for p in payments), s.group or "")
        for s in sources
    )
    return (tuple(p.cost or 0 for p in payments), tuple(rows))


def min_gold(
    sources: Sequence[Source], payments: Sequence[Payment], budget: int = _DP_BUDGET
) -> Pay:
    """Least (Gold produced, sources used) that pays every payment, None when impossible
    (Costs and restrictions / Gold production: a source pays one payment, excess is lost,
    modes sharing a ``group`` are one card's, used at most once).

    Exact search: payments one by one (largest first), each covered by a cover built in a
    fixed order of source classes that stops as soon as the cost is met (every minimal
    cover is such a cover), memoised on (payment, sources left). Raises ``_Budget`` after
    ``budget`` nodes."""
    pays = sorted((p for p in payments if (p.cost or 0) > 0), key=lambda p: -(p.cost or 0))
    if not pays:
        return (0, 0)
    # resources: classes of identical ungrouped sources (count), and groups (one mode each)
    class_index: dict[tuple[int | None, ...], int] = {}
    class_rows: list[tuple[int | None, ...]] = []
    class_n: list[int] = []
    group_index: dict[str, int] = {}
    group_rows: list[list[tuple[int | None, ...]]] = []
    for s in sources:
        row = tuple(s.gold_for(p.paid_for) for p in pays)
        if s.group is None:
            k = class_index.setdefault(row, len(class_rows))
            if k == len(class_rows):
                class_rows.append(row)
                class_n.append(0)
            class_n[k] += 1
        else:
            g = group_index.setdefault(s.group, len(group_rows))
            if g == len(group_rows):
                group_rows.append([])
            group_rows[g].append(row)
    # per payment: the items that give it Gold, largest first: (gold, class k | -1-group g)
    items: list[list[tuple[int, int]]] = []
    for p in range(len(pays)):
        its: list[tuple[int, int]] = []
        for k, row in enumerate(class_rows):
            if (amount := row[p] or 0) > 0:
                its.append((amount, k))
        for g, rows in enumerate(group_rows):
            its.extend((amount, -1 - g) for row in rows if (amount := row[p] or 0) > 0)
        its.sort(key=lambda t: (-t[0], t[1]))
        items.append(its)
    needs = [p.cost or 0 for p in pays]
    memo: dict[tuple[int, tuple[int, ...], int], tuple[int, int] | None] = {}
    nodes = 0
    inf = (1 << 60, 1 << 60)

    def best(p: int, left: tuple[int, ...], free: int) -> tuple[int, int] | None:
        nonlocal nodes
        if p == len(pays):
            return (0, 0)
        key = (p, left, free)
        if key in memo:
            return memo[key]
        nodes += 1
        if nodes > budget:
            raise _Budget
        found = inf
        its = items[p]
        need = needs[p]
        counts = list(left)

        def cover(j: int, got: int, gold_sum: int, n_used: int, mask: int) -> None:
            nonlocal found
            if got >= need:
                rest = best(p + 1, tuple(counts), mask)
                if rest is not None:
                    total = (gold_sum + rest[0], n_used + rest[1])
                    if total < found:
                        found = total
                return
            if j == len(its):
                return
            amount, who = its[j]
            if gold_sum >= found[0]:
                return  # can't improve on Gold (the first criterion)
            if who >= 0:
                most = min(counts[who], -(-(need - got) // amount))
                for x in range(most, -1, -1):
                    counts[who] -= x
                    cover(j + 1, got + x * amount, gold_sum + x * amount, n_used + x, mask)
                    counts[who] += x
            else:
                g = -1 - who
                if mask >> g & 1:
                    cover(j + 1, got + amount, gold_sum + amount, n_used + 1, mask & ~(1 << g))
                cover(j + 1, got, gold_sum, n_used, mask)

        cover(0, 0, 0, 0, free)
        answer = None if found == inf else found
        memo[key] = answer
        return answer

    return best(0, tuple(class_n), (1 << len(group_rows)) - 1)


def least_gold_and_sources(
    sources: Sequence[Source],
    payments: Sequence[Payment],
    time_limit_s: float,
    memo: bool = True,
) -> tuple[Pay, bool]:
    """Least (Gold produced, sources used) paying every payment, and whether proven:
    ``min_gold`` (memoised on the problem's shape), the Gold planner past its budget."""
    if not any((p.cost or 0) > 0 for p in payments):
        return (0, 0), True
    key = _problem_key(sources, payments) if memo else None
    if key is not None and key in _MEMO:
        return _MEMO[key], True
    try:
        answer = min_gold(sources, payments)
    except _Budget:
        result = solve(
            PaymentProblem(tuple(sources), tuple(payments)),
            time_limit_s=max(time_limit_s, 1e-3),
        )
        if result.feasible and result.best is not None:
            return (result.best.gold_produced, result.best.sources_used), result.optimal
        return None, result.status == "infeasible"
    if key is not None:
        if len(_MEMO) >= _MEMO_LIMIT:
            _MEMO.clear()
        _MEMO[key] = answer
    return answer, True
