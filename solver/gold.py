"""Gold payment planner (Costs and restrictions / Gold production).

The rules encoded (Costs and restrictions / Gold production, Changes to costs and payments):

- Gold comes from sources: bowing the Stronghold, Holdings, other producers. A source gives a
  payment its Gold plus every bonus whose selector matches what is paid for (all matching
  bonuses add; a negative bonus, "1 less Gold when paying for a Personality", takes Gold
  away, never below 0; a capped bonus, "one more Gold, to a maximum of 5", never takes the
  source above its cap); a source with ``only_for`` may pay only for what its selector
  matches. The Gold a source gives each payment is fixed before planning, so every solver and
  the class aggregation see bonuses and caps only through ``Source.gold_for``.
- The production of one source can't be split between payments: each source goes to at most
  one payment, or stays unused. Sources sharing a ``group`` are alternative production modes of
  one card: at most one of them is used.
- What a payment receives beyond its cost is lost ("taxed by the Emperor"): that is *waste*.
- A Gold cost added by a separate effect is a separate payment (4 + an added 2 is not one 6).
- A Gold cost of 0 needs no Gold, yet overpaying it is allowed (pure waste, so the best plans
  never do it). Nothing may be paid for something with no Gold cost (``cost=None``): no source
  may go to it, and it always counts as paid.
- If one source is interfered with, the others may be used instead: callers drop it (and any
  source already bowed as a cost) before calling.

Order of plans (``objective="waste"``, the default): least waste (Gold produced beyond the
costs), then fewest sources bowed, then the tie-break below. When any source has a ``weight``
(weighted mode; a missing weight counts 0) the order is least total weight of the sources used,
then waste, then sources, then the tie-break. ``objective="sources"`` swaps the first two
criteria (fewest sources, then waste); weight, when present, still comes first.

Tie-break: sources are grouped into *classes* of interchangeable sources (same Gold for every
payment, same eligibility, same weight and extra cost, no group); classes are ordered by their
first source in the input and sources within a class keep input order. Listing every source in
that order with the position of the payment it goes to (unused = after the last payment), the
lexicographically smaller sequence comes first: earlier sources are bowed first, and for
earlier payments. Top-k plans are distinct assignments (payment -> set of sources).

Solvers, all exact: a subset-sum DP when only one payment needs Gold (``method="dp"``), a
branch-and-bound enumeration over source classes for small problems (``"enum"``), and
otherwise OR-Tools CP-SAT on the aggregated model: one integer per (class of identical
sources, payment), as NOTES-gold.md measured. Top-k lists class-level plans in order (CP-SAT:
optimum level, then a lexicographic maximisation, then no-goods; next level) and expands each
into card-level plans, merged in order. Every call is bounded by ``time_limit_s``; a result is
``optimal`` only when the listed plans are proven to be the first ones in the order above, and
"infeasible" is only ever said when proven (a time-out is status ``"unknown"``).

``brute_force`` enumerates every assignment of each source to a payment or to nothing: the slow
reference the tests and benchmarks compare against.
"""

from __future__ import annotations

import heapq
import itertools
import json
import math
import time
from bisect import insort
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import yaml
from ortools.sat.python import cp_model
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from model.errors import GoodFaithError, format_loc

__all__ = [
    "OBJECTIVES",
    "Bonus",
    "GoldInputError",
    "PaidFor",
    "PaySelector",
    "Payment",
    "PaymentProblem",
    "PaymentResult",
    "Plan",
    "Source",
    "brute_force",
    "load_problem",
    "min_waste_plan",
    "parse_problem",
    "solve",
]

OBJECTIVES: Final = ("waste", "sources")
METHODS: Final = ("auto", "dp", "enum", "cp-sat")

#: Above this many class-level distributions (before pruning) ``auto`` leaves enumeration.
ENUM_LIMIT: Final = 20_000
#: ``auto`` uses the DP for one payment when the groups give at most this many branches.
DP_GROUP_BRANCHES: Final = 256
#: Lexicographic tie-break objectives are packed into CP-SAT objectives up to this range.
_PACK_LIMIT: Final = 1 << 40
#: Largest Gold, cost, bonus or weight accepted (printed values are far smaller); keeps every
#: order key inside CP-SAT's 64-bit integers.
MAX_VALUE: Final = 100_000
#: The DP handles costs up to this much Gold (its table has one cell per Gold of the cost).
DP_MAX_COST: Final = 5_000
#: CP-SAT models with at most this many variables are solved with one worker.
_SMALL_MODEL: Final = 24


class GoldInputError(GoodFaithError, ValueError):
    """Invalid Gold payment input: names the file and path inside it when read from a file."""


# --------------------------------------------------------------------------------------------
# Plain values
# --------------------------------------------------------------------------------------------


def _same(a: str, b: str) -> bool:
    return a.casefold() == b.casefold()


@dataclass(frozen=True, slots=True)
class PaidFor:
    """What a payment pays for: a card's type, clan, keywords and title (all optional).

    ``action``: the payment is an action's Gold cost (then the fields describe the action's
    card and ``keywords`` the action's keywords), not a card's Gold cost as it enters play.
    ``unique``: the card paid for is Unique. ``gold_cost``: its *printed* Gold Cost (None: an
    action, or a card without a Gold Cost). ``recruit``: the payment is for Recruiting the card
    (Reference 02, "Dynasty: Recruit"; the Clan Honor Rule's surcharge too).
    ``from_card_in_play``: an action whose card is in play under the payer's control (not a
    Strategy from hand)."""

    type: str | None = None
    clan: str | None = None
    keywords: tuple[str, ...] = ()
    title: str | None = None
    unique: bool = False
    action: bool = False
    gold_cost: int | None = None
    recruit: bool = False
    from_card_in_play: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "keywords", tuple(self.keywords))


@dataclass(frozen=True, slots=True)
class PaySelector:
    """Matches a ``PaidFor`` when every given field matches, case-insensitively.

    ``keyword`` matches when it is one of the payment's keywords; ``unique``, ``action``,
    ``recruit`` and ``from_card_in_play`` when equal to the payment's; ``min_gold_cost`` when
    the payment's printed ``gold_cost`` is at least that much (a payment without one never
    matches); ``not_type`` when the payment's type is known and differs from it ("a
    non-Personality card")."""

    type: str | None = None
    clan: str | None = None
    keyword: str | None = None
    title: str | None = None
    unique: bool | None = None
    action: bool | None = None
    min_gold_cost: int | None = None
    recruit: bool | None = None
    not_type: str | None = None
    from_card_in_play: bool | None = None

    def matches(self, paid_for: PaidFor) -> bool:
        for want, have in (
            (self.type, paid_for.type),
            (self.clan, paid_for.clan),
            (self.title, paid_for.title),
        ):
            if want is not None and (have is None or not _same(want, have)):
                return False
        if self.unique is not None and paid_for.unique != self.unique:
            return False
        if self.action is not None and paid_for.action != self.action:
            return False
        if self.recruit is not None and paid_for.recruit != self.recruit:
            return False
        if self.from_card_in_play is not None and paid_for.from_card_in_play != (
            self.from_card_in_play
        ):
            return False
        if self.not_type is not None and (
            paid_for.type is None or _same(self.not_type, paid_for.type)
        ):
            return False
        if self.min_gold_cost is not None and (
            paid_for.gold_cost is None or paid_for.gold_cost < self.min_gold_cost
        ):
            return False
        return self.keyword is None or any(_same(self.keyword, k) for k in paid_for.keywords)


@dataclass(frozen=True, slots=True)
class Bonus:
    """Extra Gold a source produces when paying for something ``when`` matches; negative:
    less Gold ("produces 1 less Gold when paying for a Personality").

    ``max_total``: a cap on what the bonus brings the source to ("your Stronghold produces one
    more Gold, to a maximum of 5"): the source's Gold becomes ``max(before, min(max_total,
    before + gold))``, where ``before`` counts the uncapped bonuses (capped ones apply after
    them, in order). It never lowers a source already above the cap. Needs ``gold >= 0``."""

    when: PaySelector
    gold: int
    max_total: int | None = None


@dataclass(frozen=True, slots=True)
class Source:
    """One Gold source (Costs and restrictions / Gold production).

    ``only_for``: it may pay only for what the selector matches. ``extra_cost``: text of what
    else using it costs ("lose 1 Honor"), carried through to the plan. ``weight``: how much the
    player minds using it (weighted mode; a missing weight counts 0). ``group``: sources sharing
    a group are alternative modes of one card, at most one of them is used. ``bows``: False for
    a source that produces without bowing its card (a Reaction, a trait); it still goes to one
    payment only, and a plan using it leaves its card unbowed."""

    id: str
    gold: int
    bonuses: tuple[Bonus, ...] = ()
    only_for: PaySelector | None = None
    extra_cost: str | None = None
    weight: int | None = None
    group: str | None = None
    bows: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "bonuses", tuple(self.bonuses))

    def gold_for(self, paid_for: PaidFor) -> int | None:
        """Gold this source gives a payment for ``paid_for`` (never below 0, whatever negative
        bonuses take away; capped bonuses after the others, see ``Bonus``); None when it may
        not pay it."""
        if self.only_for is not None and not self.only_for.matches(paid_for):
            return None
        matching = [b for b in self.bonuses if b.when.matches(paid_for)]
        total = self.gold + sum(b.gold for b in matching if b.max_total is None)
        for b in matching:
            if b.max_total is not None:
                total = max(total, min(b.max_total, total + b.gold))
        return max(0, total)


@dataclass(frozen=True, slots=True)
class Payment:
    """One separate Gold payment. ``cost=None``: no Gold cost, so no Gold may be paid for it."""

    id: str
    cost: int | None
    paid_for: PaidFor = field(default_factory=PaidFor)


def _in_range(value: object) -> bool:
    """An integer (not a bool) from 0 to MAX_VALUE."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_VALUE


@dataclass(frozen=True, slots=True)
class PaymentProblem:
    """Sources and the separate payments they may pay, validated on construction."""

    sources: tuple[Source, ...]
    payments: tuple[Payment, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "sources", tuple(self.sources))
        object.__setattr__(self, "payments", tuple(self.payments))
        _validate(self)


def _validate(problem: PaymentProblem) -> None:
    seen: set[str] = set()
    for i, s in enumerate(problem.sources):
        where = f"sources[{i}]"
        if not isinstance(s, Source):
            raise GoldInputError(f"{where}: expected a Source, got {type(s).__name__}")
        if not isinstance(s.id, str) or not s.id:
            raise GoldInputError(f"{where}.id: expected a non-empty string")
        if s.id in seen:
            raise GoldInputError(f"{where}.id: duplicate source id {s.id!r}")
        seen.add(s.id)
        if not _in_range(s.gold):
            raise GoldInputError(
                f"{where}.gold: expected an integer from 0 to {MAX_VALUE}, got {s.gold!r}"
            )
        if s.weight is not None and not _in_range(s.weight):
            raise GoldInputError(
                f"{where}.weight: expected an integer from 0 to {MAX_VALUE}, got {s.weight!r}"
            )
        for j, b in enumerate(s.bonuses):
            if not (_in_range(b.gold) or _in_range(-b.gold)):
                raise GoldInputError(
                    f"{where}.bonus[{j}].gold: expected an integer from -{MAX_VALUE} to "
                    f"{MAX_VALUE}, got {b.gold!r}"
                )
            if b.max_total is not None:
                if not _in_range(b.max_total):
                    raise GoldInputError(
                        f"{where}.bonus[{j}].max_total: expected an integer from 0 to "
                        f"{MAX_VALUE} or null, got {b.max_total!r}"
                    )
                if b.gold < 0:
                    raise GoldInputError(
                        f"{where}.bonus[{j}].max_total: only a bonus that adds Gold (gold >= 0) "
                        f"may have a cap, got gold {b.gold}"
                    )
    seen = set()
    for i, p in enumerate(problem.payments):
        where = f"payments[{i}]"
        if not isinstance(p, Payment):
            raise GoldInputError(f"{where}: expected a Payment, got {type(p).__name__}")
        if not isinstance(p.id, str) or not p.id:
            raise GoldInputError(f"{where}.id: expected a non-empty string")
        if p.id in seen:
            raise GoldInputError(f"{where}.id: duplicate payment id {p.id!r}")
        seen.add(p.id)
        if p.cost is not None and not _in_range(p.cost):
            raise GoldInputError(
                f"{where}.cost: expected an integer from 0 to {MAX_VALUE} or null, got {p.cost!r}"
            )


@dataclass(frozen=True, slots=True)
class Plan:
    """One way to pay: every payment (input order) with the sources bowed for it (input order).

    ``gold_produced`` counts bonuses; ``waste`` is Gold produced beyond the costs (lost);
    ``weight`` is the total weight of the sources used (missing weights count 0);
    ``extra_costs`` are the ``extra_cost`` texts of the sources used."""

    assignment: tuple[tuple[str, tuple[str, ...]], ...]
    gold_produced: int
    waste: int
    sources_used: int
    weight: int
    extra_costs: tuple[str, ...]

    @property
    def payments(self) -> dict[str, tuple[str, ...]]:
        """Payment id -> source ids bowed for it (a fresh dict)."""
        return dict(self.assignment)

    def to_json(self) -> dict[str, Any]:
        return {
            "payments": {p: list(s) for p, s in self.assignment},
            "gold_produced": self.gold_produced,
            "waste": self.waste,
            "sources_used": self.sources_used,
            "weight": self.weight,
            "extra_costs": list(self.extra_costs),
        }


@dataclass(frozen=True, slots=True)
class PaymentResult:
    """The answer. ``status``: "optimal", "feasible" (plans valid, order not proven),
    "infeasible" (proven: ``reason`` says why) or "unknown" (time limit hit; never a false
    "infeasible"). ``optimal``: the plans are proven to be the first ones in the documented
    order (False when there is no plan). ``method``: which exact solver answered
    ("precheck", "trivial", "dp", "enum", "cp-sat")."""

    feasible: bool
    optimal: bool
    reason: str | None
    plans: tuple[Plan, ...]
    status: str
    method: str = ""

    @property
    def best(self) -> Plan | None:
        return self.plans[0] if self.plans else None

    def to_json(self) -> dict[str, Any]:
        return {
            "feasible": self.feasible,
            "optimal": self.optimal,
            "reason": self.reason,
            "status": self.status,
            "method": self.method,
            "plans": [p.to_json() for p in self.plans],
        }


# --------------------------------------------------------------------------------------------
# The aggregated model
# --------------------------------------------------------------------------------------------

ClassPlan = tuple[tuple[int, ...], ...]  # per class, per payment: how many of its sources


@dataclass(frozen=True, slots=True)
class _Class:
    members: tuple[int, ...]  # source indices, input order
    give: tuple[int | None, ...]  # per payment; None = may not go to it
    weight: int
    group: str | None  # grouped sources are singleton classes

    @property
    def n(self) -> int:
        return len(self.members)


@dataclass(frozen=True, slots=True)
class _Prep:
    problem: PaymentProblem
    objective: str
    weighted: bool
    give: tuple[tuple[int | None, ...], ...]  # per source, per payment
    need: tuple[int, ...]  # per payment (None cost -> 0)
    classes: tuple[_Class, ...]
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


def _prepare(problem: PaymentProblem, objective: str, *, drop_zero: bool) -> _Prep:
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
        _Class(
            members=tuple(m),
            give=give_rows[m[0]],
            weight=problem.sources[m[0]].weight or 0,
            group=problem.sources[m[0]].group,
        )
        for m in members
    )
    max_g = sum(max((g for g in row if g is not None), default=0) for row in give_rows)
    return _Prep(
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


def _card_scalar(prep: _Prep, weight: int, give: int) -> int:
    return prep.scalar(weight, give, 1)


def _primary(prep: _Prep, plan: ClassPlan) -> int:
    total = 0
    for cls, row in zip(prep.classes, plan, strict=True):
        for p, x in enumerate(row):
            if x:
                g = cls.give[p]
                assert g is not None
                total += x * _card_scalar(prep, cls.weight, g)
    return total


def _lexkey(plan: ClassPlan) -> tuple[int, ...]:
    return tuple(-x for row in plan for x in row)


def _canonical(prep: _Prep, plan: ClassPlan) -> list[list[int]]:
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
class _Outcome:
    vectors: list[tuple[int, tuple[int, ...]]]  # (primary, card vector in blocked order)
    proven: bool  # the listed plans are proven first in the order
    infeasible: bool  # proven: no plan at all
    method: str


def _merge(
    prep: _Prep, class_plans: Iterator[ClassPlan], k: int
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
                gen = _card_vectors(_canonical(prep, nxt))
                heapq.heappush(heap, (_primary(prep, nxt), next(gen), seq, gen))
                latest, latest_popped, seq = seq, False, seq + 1
        if not heap:
            break
        primary, vector, ident, gen = heapq.heappop(heap)
        out.append((primary, vector))
        if ident == latest:
            latest_popped = True
        following = next(gen, None)
        if following is not None:
            heapq.heappush(heap, (primary, following, ident, gen))
    return out


def _make_plan(prep: _Prep, vector: tuple[int, ...]) -> Plan:
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
    )


# --------------------------------------------------------------------------------------------
# Exact proofs of infeasibility that need no search, with reasons a player understands
# --------------------------------------------------------------------------------------------


def _max_gold(prep: _Prep, payments: Sequence[int]) -> tuple[int, list[str]]:
    """Most Gold the sources may give the payments in total (each source to its best one;
    one source of each group) and the sources listed as "id gold"."""
    srcs = prep.problem.sources
    best: dict[int, int] = {}
    for i in range(len(srcs)):
        gives = [g for p in payments if (g := prep.give[i][p]) is not None]
        if gives:
            best[i] = max(gives)
    total = 0
    parts: list[str] = []
    seen_groups: set[str] = set()
    for i, g in best.items():
        group = srcs[i].group
        if group is None:
            total += g
            parts.append(f"{srcs[i].id} {g}")
        elif group not in seen_groups:
            seen_groups.add(group)
            alts = [j for j in best if srcs[j].group == group]
            total += max(best[j] for j in alts)
            if len(alts) == 1:
                parts.append(f"{srcs[i].id} {g}")
            else:
                parts.append("one of " + " or ".join(f"{srcs[j].id} {best[j]}" for j in alts))
    return total, parts


def _precheck(prep: _Prep) -> str | None:
    """Reason when a payment alone, or all of them, can't be covered even ignoring sharing."""
    names = prep.problem.payments
    reasons: list[str] = []
    for p, need in enumerate(prep.need):
        if need <= 0:
            continue
        most, parts = _max_gold(prep, [p])
        if most < need:
            head = f"payment {names[p].id!r} needs {need} Gold; "
            if parts:
                reasons.append(
                    head + f"the sources that may pay for it produce at most {most} "
                    f"({', '.join(parts)})"
                )
            else:
                reasons.append(head + "no source may pay for it")
    if reasons:
        return "; ".join(reasons)
    needing = [p for p in range(prep.n_payments) if prep.need[p] > 0]
    most, parts = _max_gold(prep, needing)
    if most < sum(prep.need):
        return (
            _costs_text(prep, needing) + "; the sources that may pay for them produce at most "
            f"{most} Gold in total ({', '.join(parts)})"
        )
    return None


def _costs_text(prep: _Prep, payments: Sequence[int]) -> str:
    """Text like: the costs need 8 Gold in separate payments: 'a' 4 and 'b' 4."""
    names = [f"{prep.problem.payments[p].id!r} {prep.need[p]}" for p in payments]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    total = sum(prep.need[p] for p in payments)
    return f"the costs need {total} Gold in separate payments: {listed}"


# --------------------------------------------------------------------------------------------
# Solver 1: one payment needs Gold -> subset-sum DP over classes (best plan only)
# --------------------------------------------------------------------------------------------


def _dp_branches(prep: _Prep, pay: int) -> list[list[int | None]]:
    groups: dict[str, list[int | None]] = {}
    for ci, cls in enumerate(prep.classes):
        g = cls.give[pay]
        if cls.group is not None and g is not None and g > 0:
            groups.setdefault(cls.group, [None]).append(ci)
    return list(groups.values())


def _dp_best(prep: _Prep, pay: int) -> ClassPlan | None:
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
    for choice in itertools.product(*_dp_branches(prep, pay)):
        allowed = sorted(free + [c for c in choice if c is not None])
        counts = _dp_single(prep, pay, allowed, need)
        if counts is None:
            continue
        plan = tuple(
            tuple(counts.get(ci, 0) if p == pay else 0 for p in range(n_pay))
            for ci in range(len(prep.classes))
        )
        key = (_primary(prep, plan), _lexkey(plan), plan)
        if best is None or key[:2] < best[:2]:
            best = key
    return None if best is None else best[2]


def _dp_single(prep: _Prep, pay: int, allowed: list[int], need: int) -> dict[int, int] | None:
    inf = math.inf
    items: list[tuple[int, int, int, int]] = []  # class, count, gold, key per card
    for ci in allowed:
        cls = prep.classes[ci]
        g = cls.give[pay]
        assert g is not None
        items.append((ci, cls.n, g, _card_scalar(prep, cls.weight, g)))
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


# --------------------------------------------------------------------------------------------
# Solver 2: branch and bound over class distributions (small problems, any k)
# --------------------------------------------------------------------------------------------


def _distributions(prep: _Prep, ci: int) -> list[tuple[int, ...]]:
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


def _enum_size(prep: _Prep) -> int:
    size = 1
    for cls in prep.classes:
        e = sum(1 for g in cls.give if g is not None)
        size *= math.comb(cls.n + e, e)
        if size > 10**12:
            break
    return size


def _enum_top(prep: _Prep, k: int, deadline: float) -> tuple[list[ClassPlan], bool]:
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
            key = (_primary(prep, plan), _lexkey(plan), plan)
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


# --------------------------------------------------------------------------------------------
# Solver 3: CP-SAT on the aggregated model
# --------------------------------------------------------------------------------------------


class _CpSat:
    """One integer per (class, payment it may pay); levels of the order key in turn."""

    def __init__(self, prep: _Prep, deadline: float) -> None:
        self.prep = prep
        self.deadline = deadline
        self.vars: list[tuple[int, int]] = [
            (ci, p)
            for ci, cls in enumerate(prep.classes)
            for p in range(prep.n_payments)
            if cls.give[p] is not None
        ]
        self.coef = [
            _card_scalar(prep, prep.classes[ci].weight, prep.classes[ci].give[p] or 0)
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
            model.add(primary == level_eq)
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

    def _lexmax(
        self, level: int, nogoods: list[list[int]], hint: list[int] | None
    ) -> list[int] | None:
        """First class plan at ``level`` in tie-break order (lexicographic maximum of the
        counts, class by class), excluding ``nogoods``; None when none or out of time."""
        n = len(self.vars)
        hi = self._bounds(level)
        lo = [0] * n
        current = hint
        start = 0
        first = True
        while start < n:
            end = start
            span = 1
            while end < n and span * (hi[end] + 1) <= _PACK_LIMIT:
                span *= hi[end] + 1
                end += 1
            end = max(end, start + 1)
            objective = [0] * n
            radix = 1
            for i in range(end - 1, start - 1, -1):
                objective[i] = radix
                radix *= hi[i] + 1
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
            for i in range(start, end):
                lo[i] = hi[i] = values[i]
            start = end
            first = False
        return current

    def plans(self) -> Iterator[ClassPlan]:
        """Class plans in (primary, tie-break) order, lazily."""
        n = len(self.vars)
        zeros = [0] * n
        ub = [self.prep.classes[ci].n for ci, _ in self.vars]
        level_ge: int | None = None
        while True:
            status, values = self._solve(
                lo=zeros,
                hi=ub,
                objective=self.coef,
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
                yield self._to_plan(values)
                return
            level = self._level(values)
            at_level: list[list[int]] = []
            found = self._lexmax(level, at_level, values)
            if found is None:  # out of time: the optimum is known, its tie-break not
                yield self._to_plan(values)
                return
            while found is not None:
                at_level.append(found)
                yield self._to_plan(found)
                if self.timed_out:
                    return
                found = self._lexmax(level, at_level, None)
            if self.timed_out:
                return
            level_ge = level + 1


# --------------------------------------------------------------------------------------------
# Entry points
# --------------------------------------------------------------------------------------------


def _choose(prep: _Prep, k: int) -> str:
    needing = [p for p in range(prep.n_payments) if prep.need[p] > 0]
    if k == 1 and len(needing) == 1 and prep.need[needing[0]] <= DP_MAX_COST:
        branches = 1
        for options in _dp_branches(prep, needing[0]):
            branches *= len(options)
        if branches <= DP_GROUP_BRANCHES:
            return "dp"
    if _enum_size(prep) <= ENUM_LIMIT:
        return "enum"
    return "cp-sat"


def _run(prep: _Prep, k: int, method: str, deadline: float) -> _Outcome:
    """Solve without reasons: the first k plans in order, and what was proven."""
    needing = [p for p in range(prep.n_payments) if prep.need[p] > 0]
    if k == 1 and not needing:
        empty = tuple((0,) * prep.n_payments for _ in prep.classes)
        return _Outcome(_merge(prep, iter([empty]), 1), True, False, "trivial")
    if method == "auto":
        method = _choose(prep, k)
    if method == "dp":
        if k != 1 or len(needing) != 1:
            raise ValueError("method 'dp' needs top_k=1 and exactly one payment that needs Gold")
        best = _dp_best(prep, needing[0])
        if best is None:
            return _Outcome([], True, True, method)
        return _Outcome(_merge(prep, iter([best]), 1), True, False, method)
    if method == "enum":
        found, complete = _enum_top(prep, k, deadline)
        vectors = _merge(prep, iter(found), k)
        return _Outcome(vectors, complete, complete and not found, method)
    if method == "cp-sat":
        cp = _CpSat(prep, deadline)
        vectors = _merge(prep, cp.plans(), k)
        return _Outcome(vectors, cp.proven and not cp.timed_out, cp.infeasible, method)
    raise ValueError(f"unknown method {method!r}; expected one of {', '.join(METHODS)}")


def _subset_infeasible(prep: _Prep, keep: Sequence[int], deadline: float) -> bool:
    """Proven: the payments ``keep`` alone can't all be covered."""
    problem = prep.problem
    sub = PaymentProblem(problem.sources, tuple(problem.payments[p] for p in keep))
    sub_prep = _prepare(sub, prep.objective, drop_zero=True)
    if _precheck(sub_prep) is not None:
        return True
    return _run(sub_prep, 1, "auto", deadline).infeasible


def _interaction_reason(prep: _Prep, deadline: float) -> str:
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
    most, parts = _max_gold(prep, core)
    head = _costs_text(prep, core) + "; the sources that may pay for them produce "
    if most < total_need:
        return head + f"at most {most} Gold in total ({', '.join(parts)})"
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
) -> PaymentResult:
    """The first ``top_k`` payment plans in the documented order (Costs and restrictions /
    Gold production). ``method`` forces a solver ("dp", "enum", "cp-sat"; default "auto")."""
    if top_k < 1:
        raise ValueError("top_k must be at least 1")
    if time_limit_s <= 0:
        raise ValueError("time_limit_s must be positive")
    if objective not in OBJECTIVES:
        raise ValueError(f"unknown objective {objective!r}; expected one of {OBJECTIVES}")
    if method not in METHODS:
        raise ValueError(f"unknown method {method!r}; expected one of {', '.join(METHODS)}")
    deadline = time.perf_counter() + time_limit_s
    prep = _prepare(problem, objective, drop_zero=top_k == 1)
    reason = _precheck(prep)
    if reason is not None:
        return PaymentResult(False, False, reason, (), "infeasible", "precheck")
    outcome = _run(prep, top_k, method, deadline)
    if outcome.vectors:
        plans = tuple(_make_plan(prep, v) for _, v in outcome.vectors)
        status = "optimal" if outcome.proven else "feasible"
        return PaymentResult(True, outcome.proven, None, plans, status, outcome.method)
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


# --------------------------------------------------------------------------------------------
# Brute force reference
# --------------------------------------------------------------------------------------------


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
            )
        )
    if not plans:
        return PaymentResult(
            False, False, "no assignment covers every payment", (), "infeasible", "brute-force"
        )
    return PaymentResult(True, True, None, tuple(plans), "optimal", "brute-force")


# --------------------------------------------------------------------------------------------
# Loading the file format (pydantic at the boundary)
# --------------------------------------------------------------------------------------------


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _SelectorIn(_Strict):
    type: StrictStr | None = None
    clan: StrictStr | None = None
    keyword: StrictStr | None = None
    title: StrictStr | None = None
    unique: StrictBool | None = None
    action: StrictBool | None = None
    min_gold_cost: StrictInt | None = Field(default=None, ge=0, le=MAX_VALUE)
    recruit: StrictBool | None = None
    not_type: StrictStr | None = None
    from_card_in_play: StrictBool | None = None


class _PaidForIn(_Strict):
    type: StrictStr | None = None
    clan: StrictStr | None = None
    keywords: list[StrictStr] = []
    title: StrictStr | None = None
    unique: StrictBool = False
    action: StrictBool = False
    gold_cost: StrictInt | None = Field(default=None, ge=0, le=MAX_VALUE)
    recruit: StrictBool = False
    from_card_in_play: StrictBool = False


class _BonusIn(_Strict):
    when: _SelectorIn
    gold: StrictInt = Field(ge=-MAX_VALUE, le=MAX_VALUE)
    max_total: StrictInt | None = Field(default=None, ge=0, le=MAX_VALUE)


class _SourceIn(_Strict):
    id: StrictStr = Field(min_length=1)
    gold: StrictInt = Field(ge=0)
    bonus: list[_BonusIn] = []
    only_for: _SelectorIn | None = None
    extra_cost: StrictStr | None = None
    weight: StrictInt | None = Field(default=None, ge=0)
    group: StrictStr | None = None
    bows: StrictBool = True


class _PaymentIn(_Strict):
    id: StrictStr = Field(min_length=1)
    cost: StrictInt | None = Field(ge=0)
    paid_for: _PaidForIn = Field(default_factory=_PaidForIn, alias="for")


class _ProblemIn(_Strict):
    sources: list[_SourceIn]
    payments: list[_PaymentIn]


def _selector(s: _SelectorIn) -> PaySelector:
    return PaySelector(
        type=s.type,
        clan=s.clan,
        keyword=s.keyword,
        title=s.title,
        unique=s.unique,
        action=s.action,
        min_gold_cost=s.min_gold_cost,
        recruit=s.recruit,
        not_type=s.not_type,
        from_card_in_play=s.from_card_in_play,
    )


def parse_problem(data: Any, name: str = "<data>") -> PaymentProblem:
    """Validate plain data (the file format) into a ``PaymentProblem``; errors name ``name``
    and the path inside it (``sources[2].gold``).

    The format (YAML or JSON; examples/payments)::

        sources:
          - id: stronghold          # required, unique
            gold: 5                 # required, 0 to MAX_VALUE
            bonus: [{when: SELECTOR, gold: 1}]   # gold may be negative ("1 less Gold")
            # a capped bonus, "one more Gold, to a maximum of 5": {when: ..., gold: 1, max_total: 5}
            only_for: SELECTOR      # may pay only for what it matches
            extra_cost: lose 1 Honor
            weight: 2               # weighted mode
            group: treasury         # alternative modes of one card: at most one is used
            bows: false             # produces without bowing its card (default true)
        payments:
          - id: recruit             # required, unique
            cost: 7                 # required: 0 to MAX_VALUE, or null (no Gold cost)
            for: {type: personality, clan: crab, keywords: [samurai], title: ...,
                  unique: true, action: false, gold_cost: 7, recruit: true,
                  from_card_in_play: false}

    A SELECTOR has any of ``type``, ``clan``, ``keyword``, ``title``, ``not_type`` (strings),
    ``unique``, ``action``, ``recruit``, ``from_card_in_play`` (booleans) and
    ``min_gold_cost`` (printed Gold Cost at least this); ``for`` defaults to nothing known
    (``unique``/``action``/``recruit``/``from_card_in_play`` false, ``gold_cost`` null). A
    bonus's ``max_total`` (see ``Bonus``) needs a ``gold`` of 0 or more."""
    try:
        parsed = _ProblemIn.model_validate(data)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            path = format_loc(err["loc"]) or "(top level)"
            msg = str(err["msg"])
            if err["type"] == "extra_forbidden":
                msg = "unexpected key"
            elif err["type"] == "missing":
                msg = "required key missing"
            problems.append(f"{path}: {msg}")
        more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
        raise GoldInputError(f"{name}: " + "; ".join(problems[:3]) + more) from None
    for kind, ids in (
        ("source", [s.id for s in parsed.sources]),
        ("payment", [p.id for p in parsed.payments]),
    ):
        seen: set[str] = set()
        for i, ident in enumerate(ids):
            if ident in seen:
                raise GoldInputError(f"{name}: {kind}s[{i}].id: duplicate {kind} id {ident!r}")
            seen.add(ident)
    sources = tuple(
        Source(
            id=s.id,
            gold=s.gold,
            bonuses=tuple(Bonus(_selector(b.when), b.gold, b.max_total) for b in s.bonus),
            only_for=None if s.only_for is None else _selector(s.only_for),
            extra_cost=s.extra_cost,
            weight=s.weight,
            group=s.group,
            bows=s.bows,
        )
        for s in parsed.sources
    )
    payments = tuple(
        Payment(
            id=p.id,
            cost=p.cost,
            paid_for=PaidFor(
                type=p.paid_for.type,
                clan=p.paid_for.clan,
                keywords=tuple(p.paid_for.keywords),
                title=p.paid_for.title,
                unique=p.paid_for.unique,
                action=p.paid_for.action,
                gold_cost=p.paid_for.gold_cost,
                recruit=p.paid_for.recruit,
                from_card_in_play=p.paid_for.from_card_in_play,
            ),
        )
        for p in parsed.payments
    )
    try:
        return PaymentProblem(sources, payments)
    except GoldInputError as exc:
        raise GoldInputError(f"{name}: {exc}") from None


def load_problem(path: Path) -> PaymentProblem:
    """Read a payment problem from a YAML or JSON file (format: see the CLI ``pay``)."""
    name = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise GoldInputError(f"{name}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise GoldInputError(f"{name}: cannot read the file ({exc.__class__.__name__})") from None
    data: Any
    try:
        data = json.loads(text) if path.suffix.lower() == ".json" else yaml.safe_load(text)
    except json.JSONDecodeError as exc:
        raise GoldInputError(f"{name}: line {exc.lineno}: invalid JSON: {exc.msg}") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}: " if mark is not None else ""
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise GoldInputError(f"{name}: {where}invalid YAML: {problem}") from None
    return parse_problem(data, name)
