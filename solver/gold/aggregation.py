"""Aggregation (NOTES-gold.md): sources grouped into classes of interchangeable sources, the
order key of a plan, and the expansion of class-level plans into card-level ones in tie-break
order (Costs and restrictions / Gold production).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from solver.gold.problem import PaymentProblem, Plan

ClassPlan = tuple[tuple[int, ...], ...]  # per class, per payment: how many of its sources


@dataclass(frozen=True, slots=True)
class SourceClass:
    members: tuple[int, ...]  # source indices, input order
    give: tuple[int | None, ...]  # per payment; None = may not go to it
    weight: int
    group: str | None  # grouped sources are singleton classes

    @property
    def n(self) -> int:
        return len(self.members)


@dataclass(frozen=True, slots=True)
class Prep:
    problem: PaymentProblem
    objective: str
    weighted: bool
    give: tuple[tuple[int | None, ...], ...]  # per source, per payment
    need: tuple[int, ...]  # per payment (None cost -> 0)
    classes: tuple[SourceClass, ...]
    blocked: tuple[int, ...]  # source indices in tie-break order (class by class)
    radix_g: int
    radix_u: int

    @property
    def n_payments(self) -> int:
        return len(self.need)

    def scalar(self, w: int, g: int, u: int) -> int:
        """Order key of (weight, Gold produced, sources used) as one integer (same order)."""
        if self.objective == "waste":
            return (w * self.radix_g + g) * self.radix_u + u
        return (w * self.radix_u + u) * self.radix_g + g

    def decode(self, value: int) -> tuple[int, int, int]:
        if self.objective == "waste":
            rest, u = divmod(value, self.radix_u)
            w, g = divmod(rest, self.radix_g)
        else:
            rest, g = divmod(value, self.radix_g)
            w, u = divmod(rest, self.radix_u)
        return w, g, u


def prepare(problem: PaymentProblem, objective: str, *, drop_zero: bool) -> Prep:
    """Gold per (source, payment) and the classes of interchangeable sources.

    ``drop_zero``: no source may go to a 0-cost payment (valid for the single best plan:
    overpaying a 0 cost only adds waste and sources)."""
    payments = problem.payments
    # Classes (and so the tie-break order) follow the rules' eligibility, whatever drop_zero is.
    full_rows = [
        tuple(None if p.cost is None else s.gold_for(p.paid_for) for p in payments)
        for s in problem.sources
    ]
    give_rows = [
        tuple(None if drop_zero and p.cost == 0 else g for p, g in zip(payments, row, strict=True))
        for row in full_rows
    ]
    weighted = any(s.weight is not None for s in problem.sources)
    index: dict[tuple[Any, ...], int] = {}
    members: list[list[int]] = []
    for i, s in enumerate(problem.sources):
        key: tuple[Any, ...] = (full_rows[i], s.weight or 0, s.extra_cost, s.bows)
        if s.group is not None:
            key = ("group", i)
        if key not in index:
            index[key] = len(members)
            members.append([])
        members[index[key]].append(i)
    classes = tuple(
        SourceClass(
            members=tuple(m),
            give=give_rows[m[0]],
            weight=problem.sources[m[0]].weight or 0,
            group=problem.sources[m[0]].group,
        )
        for m in members
    )
    max_g = sum(max((g for g in row if g is not None), default=0) for row in give_rows)
    return Prep(
        problem=problem,
        objective=objective,
        weighted=weighted,
        give=tuple(give_rows),
        need=tuple(p.cost or 0 for p in payments),
        classes=classes,
        blocked=tuple(i for c in classes for i in c.members),
        radix_g=max_g + 1,
        radix_u=len(problem.sources) + 1,
    )


def card_scalar(prep: Prep, weight: int, give: int) -> int:
    return prep.scalar(weight, give, 1)


def primary(prep: Prep, plan: ClassPlan) -> int:
    total = 0
    for cls, row in zip(prep.classes, plan, strict=True):
        for p, x in enumerate(row):
            if x:
                g = cls.give[p]
                assert g is not None
                total += x * card_scalar(prep, cls.weight, g)
    return total


def lexkey(plan: ClassPlan) -> tuple[int, ...]:
    return tuple(-x for row in plan for x in row)


def canonical(prep: Prep, plan: ClassPlan) -> list[list[int]]:
    """Per class, the sorted payment positions of its members (unused = n_payments)."""
    n_pay = prep.n_payments
    blocks: list[list[int]] = []
    for cls, row in zip(prep.classes, plan, strict=True):
        block: list[int] = []
        for p, x in enumerate(row):
            block.extend([p] * x)
        block.extend([n_pay] * (cls.n - len(block)))
        blocks.append(block)
    return blocks


def _multiset_perms(items: list[int]) -> Iterator[tuple[int, ...]]:
    """Distinct permutations of a sorted list, in lexicographic order."""
    a = list(items)
    n = len(a)
    while True:
        yield tuple(a)
        i = n - 2
        while i >= 0 and a[i] >= a[i + 1]:
            i -= 1
        if i < 0:
            return
        j = n - 1
        while a[j] <= a[i]:
            j -= 1
        a[i], a[j] = a[j], a[i]
        a[i + 1 :] = reversed(a[i + 1 :])


def _card_vectors(blocks: list[list[int]], start: int = 0) -> Iterator[tuple[int, ...]]:
    """Card-level expansions of one class plan, in tie-break order (lazily)."""
    if start == len(blocks):
        yield ()
        return
    for head in _multiset_perms(blocks[start]):
        for tail in _card_vectors(blocks, start + 1):
            yield head + tail


@dataclass(slots=True)
class Outcome:
    vectors: list[tuple[int, tuple[int, ...]]]  # (primary, card vector in blocked order)
    proven: bool  # the listed plans are proven first in the order
    infeasible: bool  # proven: no plan at all
    method: str


def merge(
    prep: Prep, class_plans: Iterator[ClassPlan], k: int
) -> list[tuple[int, tuple[int, ...]]]:
    """The k first card-level plans, given class plans in (primary, tie-break) order.

    A class plan's smallest card plan is its canonical expansion, so keeping the canonical of
    the latest fetched class plan in the heap makes every pop safe."""
    heap: list[tuple[int, tuple[int, ...], int, Iterator[tuple[int, ...]]]] = []
    out: list[tuple[int, tuple[int, ...]]] = []
    latest = -1
    latest_popped = True
    exhausted = False
    seq = 0
    while len(out) < k:
        if latest_popped and not exhausted:
            nxt = next(class_plans, None)
            if nxt is None:
                exhausted = True
            else:
                gen = _card_vectors(canonical(prep, nxt))
                heapq.heappush(heap, (primary(prep, nxt), next(gen), seq, gen))
                latest, latest_popped, seq = seq, False, seq + 1
        if not heap:
            break
        key, vector, ident, gen = heapq.heappop(heap)
        out.append((key, vector))
        if ident == latest:
            latest_popped = True
        following = next(gen, None)
        if following is not None:
            heapq.heappush(heap, (key, following, ident, gen))
    return out


def make_plan(prep: Prep, vector: tuple[int, ...]) -> Plan:
    problem = prep.problem
    n_pay = prep.n_payments
    per_payment: list[list[int]] = [[] for _ in range(n_pay)]
    for s, p in zip(prep.blocked, vector, strict=True):
        if p < n_pay:
            per_payment[p].append(s)
    gold = 0
    used: list[int] = []
    for p, members in enumerate(per_payment):
        members.sort()
        used.extend(members)
        for s in members:
            g = prep.give[s][p]
            assert g is not None
            gold += g
    used.sort()
    srcs = problem.sources
    return Plan(
        assignment=tuple(
            (pay.id, tuple(srcs[s].id for s in per_payment[p]))
            for p, pay in enumerate(problem.payments)
        ),
        gold_produced=gold,
        waste=gold - sum(prep.need),
        sources_used=len(used),
        weight=sum(srcs[s].weight or 0 for s in used),
        extra_costs=tuple(e for s in used if (e := srcs[s].extra_cost) is not None),
        unbowed=sum(1 for s in used if not srcs[s].bows),
    )
