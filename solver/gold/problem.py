"""The Gold planner's problem and answer values (Costs and restrictions / Gold production):
sources, separate payments, plans, results and their validation. What a payment is for and the
bonuses a source gets are ``model.payments`` (one definition for cards and planner).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from model.errors import GoodFaithError
from model.payments import GoldBonus, PaidFor, PaySelector, bonus_problem, gold_with_bonuses

__all__ = [
    "MAX_VALUE",
    "METHODS",
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
]

#: The planner's name for a source's bonus: ``model.payments.GoldBonus`` itself.
Bonus = GoldBonus

OBJECTIVES: Final = ("waste", "sources")
METHODS: Final = ("auto", "dp", "enum", "cp-sat")
#: Largest Gold, cost, bonus or weight accepted (printed values are far smaller); keeps every
#: order key inside CP-SAT's 64-bit integers.
MAX_VALUE: Final = 100_000


class GoldInputError(GoodFaithError, ValueError):
    """Invalid Gold payment input: names the file and path inside it when read from a file."""


@dataclass(frozen=True, slots=True)
class Source:
    """One Gold source (Costs and restrictions / Gold production).

    ``only_for``: it may pay only for what the selector matches. ``extra_cost``: text of what
    else using it costs ("lose 1 Honor"), carried through to the plan. ``weight``: how much the
    player minds using it (weighted mode; a missing weight counts 0). ``group``: sources sharing
    a group are alternative modes of one card, at most one of them is used. ``bows``: False for
    a source that produces without bowing its card (a Reaction, a trait); it still goes to one
    payment only, and a plan using it leaves its card unbowed. ``unproven``: its Gold rests on a
    choice made before the plan (which card it discards), so a plan using it is not claimed
    the cheapest."""

    id: str
    gold: int
    bonuses: tuple[GoldBonus, ...] = ()
    only_for: PaySelector | None = None
    extra_cost: str | None = None
    weight: int | None = None
    group: str | None = None
    bows: bool = True
    unproven: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "bonuses", tuple(self.bonuses))

    def gold_for(self, paid_for: PaidFor) -> int | None:
        """Gold this source gives a payment for ``paid_for`` (never below 0, whatever negative
        bonuses take away; capped bonuses after the others, see ``Bonus``); None when it may
        not pay it."""
        if self.only_for is not None and not self.only_for.matches(paid_for):
            return None
        return gold_with_bonuses(self.gold, self.bonuses, paid_for)


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
                if b.plus_gold_cost:
                    raise GoldInputError(
                        f"{where}.bonus[{j}].max_total: a bonus of the Gold Cost paid for "
                        "(plus_gold_cost) has no cap"
                    )
            if b.at_most is not None and (problem_said := bonus_problem(b)) is not None:
                raise GoldInputError(f"{where}.bonus[{j}].at_most: {problem_said}")
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
    ``extra_costs`` are the ``extra_cost`` texts of the sources used; ``sources_used`` counts
    every source used, one that bows nothing (``Source.bows`` False: a Reaction, a trait) too,
    as the order "fewest sources" does; ``unbowed`` counts those, so ``sources_bowed`` is the
    number of cards the plan bows."""

    assignment: tuple[tuple[str, tuple[str, ...]], ...]
    gold_produced: int
    waste: int
    sources_used: int
    weight: int
    extra_costs: tuple[str, ...]
    unbowed: int = 0

    @property
    def sources_bowed(self) -> int:
        """How many sources of the plan bow their card (``sources_used`` less ``unbowed``)."""
        return self.sources_used - self.unbowed

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
            "sources_bowed": self.sources_bowed,
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
