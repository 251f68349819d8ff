"""Solver 3: OR-Tools CP-SAT on the aggregated model, one integer per (source class, payment),
levels of the order key in turn, then a lexicographic tie-break and no-goods for top-k
(NOTES-gold.md; Costs and restrictions / Gold production).
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Final

from ortools.sat.python import cp_model

from solver.gold.aggregation import ClassPlan, Prep, SourceClass, card_scalar
from solver.gold.problem import GoldInputError

#: Lexicographic tie-break objectives are packed into CP-SAT objectives up to this range.
_PACK_LIMIT: Final = 1 << 40
#: ``_first`` settles the tie-break source by source (small coarse checks) when its checks
#: times the coarse model's size are at most this many times the full model's size; past it
#: ``_lexmax`` packs the tie-break into a few objectives on the full model. Measured on
#: 200 x 10 problems: all-distinct sources (ratio 1.4, 20x faster), distinct with weights
#: (5.5 and 18: 25x and 5x faster), mostly groups (45): 2-4x slower. Without chains (the
#: coarse model is the full one) the packed objectives are always used (2x faster at 11 x 3).
GREEDY_RATIO = 30
#: CP-SAT models with at most this many variables are solved with one worker.
_SMALL_MODEL: Final = 24


class CpSat:
    """One integer per (class, payment it may pay); levels of the order key in turn."""

    def __init__(self, prep: Prep, deadline: float, *, coarse: bool = True) -> None:
        self.prep = prep
        self.deadline = deadline
        self.vars: list[tuple[int, int]] = [
            (ci, p)
            for ci, cls in enumerate(prep.classes)
            for p in range(prep.n_payments)
            if cls.give[p] is not None
        ]
        self.coef = [
            card_scalar(prep, prep.classes[ci].weight, prep.classes[ci].give[p] or 0)
            for ci, p in self.vars
        ]
        self.proven = True
        self.timed_out = False
        self.infeasible = False
        largest = sum(
            c * prep.classes[ci].n for c, (ci, _) in zip(self.coef, self.vars, strict=True)
        )
        if largest >= 1 << 62:
            raise GoldInputError("the Gold amounts are too large to plan exactly")
        self._chains(coarse)

    def _chains(self, coarse: bool) -> None:
        """Chains: classes interchangeable for every constraint and the order key (same Gold
        per payment, same weight, no group; extra costs and bowing may differ), and the coarse
        model with one class per chain. ``chain_of[ci]``: the chain of class ``ci`` (-1: it
        may pay nothing); ``offset[ci]``: how many sources of its chain come before it."""
        prep = self.prep
        index: dict[tuple[object, ...], int] = {}
        chains: list[list[int]] = []
        self.chain_of: list[int] = []
        self.offset: list[int] = []
        for ci, cls in enumerate(prep.classes):
            if all(g is None for g in cls.give):
                self.chain_of.append(-1)
                self.offset.append(0)
                continue
            key: tuple[object, ...] = (cls.give, cls.weight) if cls.group is None else (ci,)
            k = index.setdefault(key, len(chains))
            if k == len(chains):
                chains.append([])
            self.offset.append(sum(prep.classes[c].n for c in chains[k]))
            chains[k].append(ci)
            self.chain_of.append(k)
        self.chains = chains
        self.coarse = self
        self.coarse_chain = self.chain_of  # coarse class -> its chain
        if coarse and any(len(c) > 1 for c in chains):
            merged = tuple(
                SourceClass(
                    members=tuple(i for c in chain for i in prep.classes[c].members),
                    give=prep.classes[chain[0]].give,
                    weight=prep.classes[chain[0]].weight,
                    group=prep.classes[chain[0]].group,
                )
                for chain in chains
            )
            self.coarse = CpSat(replace(prep, classes=merged), self.deadline, coarse=False)
            self.coarse_chain = list(range(len(chains)))

    def _solve(
        self,
        *,
        lo: Sequence[int],
        hi: Sequence[int],
        objective: Sequence[int],
        maximize: bool,
        level_eq: int | None = None,
        level_ge: int | None = None,
        nogoods: Sequence[Sequence[int]] = (),
        hint: Sequence[int] | None = None,
        at_least: tuple[Sequence[int], int] | None = None,
    ) -> tuple[str, list[int] | None]:
        left = self.deadline - time.perf_counter()
        if left <= 0.001:
            return "unknown", None
        prep = self.prep
        model = cp_model.CpModel()
        xs = [model.new_int_var(lo[i], hi[i], f"x{i}") for i in range(len(self.vars))]
        by_class: dict[int, list[int]] = {}
        by_pay: dict[int, list[int]] = {}
        by_group: dict[str, list[int]] = {}
        for i, (ci, p) in enumerate(self.vars):
            by_class.setdefault(ci, []).append(i)
            by_pay.setdefault(p, []).append(i)
            group = prep.classes[ci].group
            if group is not None:
                by_group.setdefault(group, []).append(i)
        for ci, idx in by_class.items():
            if len(idx) > 1:
                model.add(sum(xs[i] for i in idx) <= prep.classes[ci].n)
        for p, idx in by_pay.items():
            if prep.need[p] > 0:
                model.add(
                    cp_model.LinearExpr.weighted_sum(
                        [xs[i] for i in idx],
                        [prep.classes[self.vars[i][0]].give[p] or 0 for i in idx],
                    )
                    >= prep.need[p]
                )
        for idx in by_group.values():
            if len(idx) > 1:
                model.add(sum(xs[i] for i in idx) <= 1)
        primary = cp_model.LinearExpr.weighted_sum(xs, self.coef)
        if level_eq is not None:
            # the level's weight, Gold and sources each fixed (the same as fixing the packed
            # key, whose digits stay below their radices, and it propagates far better)
            w, g, u = prep.decode(level_eq)
            weights = [prep.classes[ci].weight for ci, _ in self.vars]
            if any(weights):
                model.add(cp_model.LinearExpr.weighted_sum(xs, weights) == w)
            golds = [prep.classes[ci].give[p] or 0 for ci, p in self.vars]
            model.add(cp_model.LinearExpr.weighted_sum(xs, golds) == g)
            model.add(sum(xs) == u)
        if at_least is not None:
            model.add(sum(xs[i] for i in at_least[0]) >= at_least[1])
        if level_ge is not None:
            model.add(primary >= level_ge)
        for bad in nogoods:
            if any(not lo[i] <= v <= hi[i] for i, v in enumerate(bad)):
                continue  # already excluded by the domains
            lits = []
            for i, v in enumerate(bad):
                if lo[i] < hi[i]:
                    b = model.new_bool_var(f"d{i}")
                    model.add(xs[i] != v).only_enforce_if(b)
                    lits.append(b)
            model.add_bool_or(lits)
        expr = cp_model.LinearExpr.weighted_sum(xs, list(objective))
        if maximize:
            model.maximize(expr)
        else:
            model.minimize(expr)
        if hint is not None:
            for x, v in zip(xs, hint, strict=True):
                model.add_hint(x, v)
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = left
        # One worker is fastest on small models; a portfolio cuts the heavy tail on large ones.
        solver.parameters.num_workers = 1 if len(self.vars) <= _SMALL_MODEL else 8
        status = solver.solve(model)
        if status == cp_model.OPTIMAL:
            return "optimal", [int(solver.value(x)) for x in xs]
        if status == cp_model.FEASIBLE:
            return "feasible", [int(solver.value(x)) for x in xs]
        if status == cp_model.INFEASIBLE:
            return "infeasible", None
        if status == cp_model.UNKNOWN:
            return "unknown", None
        raise RuntimeError(f"CP-SAT rejected the Gold model: {solver.status_name(status)}")

    def _to_plan(self, values: Sequence[int]) -> ClassPlan:
        rows = [[0] * self.prep.n_payments for _ in self.prep.classes]
        for (ci, p), v in zip(self.vars, values, strict=True):
            rows[ci][p] = v
        return tuple(tuple(r) for r in rows)

    def _level(self, values: Sequence[int]) -> int:
        return sum(c * v for c, v in zip(self.coef, values, strict=True))

    def _bounds(self, level: int) -> list[int]:
        """Upper bounds on each variable valid for every plan at this level."""
        prep = self.prep
        _, g, u = prep.decode(level)
        waste = g - sum(prep.need)
        out: list[int] = []
        for ci, p in self.vars:
            cls = prep.classes[ci]
            bound = min(cls.n, u)
            give = cls.give[p] or 0
            if give > 0:
                bound = min(bound, (prep.need[p] + waste) // give)
            out.append(max(bound, 0))
        return out

    def _digits(self, hi: Sequence[int]) -> list[tuple[list[int], list[int], int]]:
        """The tie-break's digits in order, each (variable indices, coefficients, largest
        value): a class of one source is one digit, ``n_payments - p`` when it pays payment
        ``p`` and 0 when unused (the lexicographic maximum of its counts, which are a unit
        vector or zero, in one number); a larger class has one digit per count."""
        m = self.prep.n_payments
        by_class: dict[int, list[int]] = {}
        for i, (ci, _) in enumerate(self.vars):
            by_class.setdefault(ci, []).append(i)
        out: list[tuple[list[int], list[int], int]] = []
        for ci, idx in by_class.items():  # vars are class-major: classes in order
            if self.prep.classes[ci].n == 1:
                coefs = [m - self.vars[i][1] for i in idx]
                top = max((c for c, i in zip(coefs, idx, strict=True) if hi[i] > 0), default=0)
                out.append((idx, coefs, top))
            else:
                out.extend(([i], [1], hi[i]) for i in idx)
        return out

    def _lexmax(
        self, level: int, nogoods: list[list[int]], hint: list[int] | None
    ) -> list[int] | None:
        """First class plan at ``level`` in tie-break order (lexicographic maximum of the
        counts, class by class), excluding ``nogoods``; None when none or out of time. Digits
        are packed into one objective up to ``_PACK_LIMIT``, then fixed, chunk by chunk."""
        n = len(self.vars)
        hi = self._bounds(level)
        lo = [0] * n
        digits = self._digits(hi)
        _, _, used_at_level = self.prep.decode(level)
        current = hint
        start = 0
        first = True
        while start < len(digits):
            if not first and current is not None:
                fixed = sum(current[i] for d in digits[:start] for i in d[0])
                if fixed >= used_at_level:
                    # every source the level uses is placed: the rest stay unused (as in
                    # ``current``, a plan at this level), nothing is left to break ties on
                    return current
            end = start
            span = 1
            while end < len(digits) and span * (digits[end][2] + 1) <= _PACK_LIMIT:
                span *= digits[end][2] + 1
                end += 1
            end = max(end, start + 1)
            objective = [0] * n
            radix = 1
            for d in range(end - 1, start - 1, -1):
                idx, coefs, top = digits[d]
                for i, c in zip(idx, coefs, strict=True):
                    objective[i] += radix * c
                radix *= top + 1
            status, values = self._solve(
                lo=lo,
                hi=hi,
                objective=objective,
                maximize=True,
                level_eq=level,
                nogoods=nogoods,
                hint=current,
            )
            if status == "infeasible":
                if first:
                    return None
                raise RuntimeError("CP-SAT lost a known solution while breaking ties")
            if values is None:  # out of time
                self.proven = False
                self.timed_out = True
                if first or current is None:
                    return None
                return current
            if status != "optimal":
                self.proven = False
            current = values
            for d in range(start, end):
                for i in digits[d][0]:
                    lo[i] = hi[i] = values[i]
            start = end
            first = False
        return current

    def _expand(self, values: Sequence[int]) -> list[int]:
        """Values of the coarse model as values of this one: each chain's sources, in order,
        take its payments in order (the first of the plans the coarse values stand for)."""
        coarse = self.coarse
        if coarse is self:
            return list(values)
        m = self.prep.n_payments
        pools = [[0] * m for _ in self.chains]
        for (k, p), v in zip(coarse.vars, values, strict=True):
            pools[self.coarse_chain[k]][p] += v
        left = [cls.n for cls in self.prep.classes]
        out: list[int] = []
        for ci, p in self.vars:
            pool = pools[self.chain_of[ci]]
            take = min(left[ci], pool[p])
            pool[p] -= take
            left[ci] -= take
            out.append(take)
        return out

    def _checks(self) -> int:
        """Most coarse checks ``_first`` may need besides its improvements: one per place where
        a chain's sources, in order, move on to a later payment or to none."""
        classes = self.coarse.prep.classes
        eligible: dict[int, int] = {}
        for k, _ in self.coarse.vars:
            eligible[k] = eligible.get(k, 0) + 1
        return sum(min(classes[k].n, e + 1) for k, e in eligible.items())

    def _first(self, level: int, values: list[int]) -> tuple[list[int], bool]:
        """The first plan at ``level`` in tie-break order, as coarse values (``values``: one
        at that level), and whether it is proven first (False: out of time, the best plan
        found so far).

        Each chain's sources take its payments in order (any plan at the level can be so
        rearranged, which keeps it at the level and makes it no later in the order), so the
        sources are settled one by one in tie-break order, each at the earliest payment some
        plan at the level consistent with those settled gives it: one coarse feasibility
        check per source the current plan does not already place there. Checks only bound
        coarse variables, so they stay small models (Costs and restrictions / Gold
        production: the order of plans, NOTES-gold.md)."""
        coarse = self.coarse
        prep = self.prep
        m = prep.n_payments
        cvars: list[list[tuple[int, int]]] = [[] for _ in self.chains]
        for i, (k, p) in enumerate(coarse.vars):
            cvars[self.coarse_chain[k]].append((i, p))
        lo = [0] * len(coarse.vars)
        hi = [coarse.prep.classes[k].n for k, _ in coarse.vars]
        at = [ps[0][1] for ps in cvars]  # payment of the chain's last settled source
        done = [False] * len(self.chains)
        _, _, used = prep.decode(level)
        settled = 0

        def position(vals: Sequence[int], k: int, rank: int) -> int:
            cum = 0
            for i, p in cvars[k]:
                cum += vals[i]
                if cum > rank:
                    return p
            return m

        for ci, cls in enumerate(prep.classes):
            k = self.chain_of[ci]
            if k < 0 or done[k]:
                continue
            for r in range(cls.n):
                if settled >= used:
                    return values, True  # every source the level uses is placed
                rank = self.offset[ci] + r
                pos = position(values, k, rank)
                while pos > at[k]:
                    earlier = [i for i, p in cvars[k] if p < pos]
                    status, found = coarse._solve(
                        lo=lo,
                        hi=hi,
                        objective=[0] * len(lo),
                        maximize=False,
                        level_eq=level,
                        hint=values,
                        at_least=(earlier, rank + 1),
                    )
                    if status == "infeasible":
                        break
                    if found is None:
                        return values, False
                    values = found
                    pos = position(values, k, rank)
                # settle: this source at ``pos``
                for i, p in cvars[k]:
                    if at[k] <= p < pos or (p == at[k] and pos == m):
                        hi[i] = lo[i]  # closed: nothing more goes there
                    if p == pos:
                        lo[i] += 1
                if pos == m:
                    done[k] = True
                    break
                at[k] = pos
                settled += 1
        return values, True

    def any_plan(self) -> ClassPlan | None:
        """A plan, any plan (not the first in the order: nothing is optimised); None when
        there is none (``infeasible``) or the time ran out (``timed_out``). Asked of the
        coarse model: any of its plans is one of this model's."""
        coarse = self.coarse
        n = len(coarse.vars)
        ub = [coarse.prep.classes[k].n for k, _ in coarse.vars]
        status, values = coarse._solve(lo=[0] * n, hi=ub, objective=[0] * n, maximize=False)
        self.proven = False
        if status == "infeasible":
            self.infeasible = True
            return None
        if values is None:
            self.timed_out = True
            return None
        return self._to_plan(self._expand(values))

    def plans(self) -> Iterator[ClassPlan]:
        """Class plans in (primary, tie-break) order, lazily: each level found on the coarse
        model, its first plan by ``_first``, the next ones by ``_lexmax`` with no-goods."""
        coarse = self.coarse
        n = len(coarse.vars)
        ub = [coarse.prep.classes[k].n for k, _ in coarse.vars]
        level_ge: int | None = None
        while True:
            status, values = coarse._solve(
                lo=[0] * n,
                hi=ub,
                objective=coarse.coef,
                maximize=False,
                level_ge=level_ge,
            )
            if status == "infeasible":
                self.infeasible = level_ge is None
                return
            if values is None:
                self.proven = False
                self.timed_out = True
                return
            if status == "feasible":  # a valid plan, but not proven first
                self.proven = False
                yield self._to_plan(self._expand(values))
                return
            level = coarse._level(values)
            found: list[int] | None
            if (
                coarse is self  # no chain merges classes: nothing smaller to check on
                or self._checks() * len(coarse.vars) > GREEDY_RATIO * len(self.vars)
            ):
                found = self._lexmax(level, [], self._expand(values))
                if found is None:  # out of time: the optimum is known, its tie-break not
                    yield self._to_plan(self._expand(values))
                    return
            else:
                first, complete = self._first(level, values)
                found = self._expand(first)
                if not complete:  # out of time: the optimum is known, its tie-break not
                    self.proven = False
                    self.timed_out = True
                    yield self._to_plan(found)
                    return
            at_level: list[list[int]] = []
            while found is not None:
                at_level.append(found)
                yield self._to_plan(found)
                if self.timed_out:
                    return
                found = self._lexmax(level, at_level, None)
            if self.timed_out:
                return
            level_ge = level + 1
