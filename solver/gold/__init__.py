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
costs), then fewest sources used (a source that bows nothing, a Reaction, counts as one:
``Plan.sources_used``; ``Plan.sources_bowed`` counts the cards bowed), then the tie-break
below. When any source has a ``weight`` (weighted mode; a missing weight counts 0) the order is
least total weight of the sources used, then waste, then sources, then the tie-break.
``objective="sources"`` swaps the first two criteria (fewest sources, then waste); weight, when
present, still comes first.

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
into card-level plans, merged in order. Every call's search is bounded by ``time_limit_s``
(OR-Tools' one-time load, the first CP-SAT use of a process, is not counted in it:
``solver.gold.cpsat_load``); a result is
``optimal`` only when the listed plans are proven to be the first ones in the order above, and
"infeasible" is only ever said when proven (a time-out is status ``"unknown"``).

``brute_force`` enumerates every assignment of each source to a payment or to nothing: the slow
reference the tests and benchmarks compare against.
"""

from __future__ import annotations

from solver.gold.fileformat import load_problem, parse_problem
from solver.gold.problem import (
    METHODS,
    OBJECTIVES,
    Bonus,
    GoldInputError,
    PaidFor,
    Payment,
    PaymentProblem,
    PaymentResult,
    PaySelector,
    Plan,
    Source,
)
from solver.gold.reference import brute_force
from solver.gold.solve import min_waste_plan, solve

__all__ = [
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
    "brute_force",
    "load_problem",
    "min_waste_plan",
    "parse_problem",
    "solve",
]
