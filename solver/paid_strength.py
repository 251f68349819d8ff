"""A Ranged Attack whose strength is the Gold paid for its action (Costs and restrictions /
Mandatory costs; Reference 04, the Gold icon ":gstar:": pay any amount of Gold; h41adv7 W1):
"Battle, :gstar:: Ranged Attack with strength equal to the Gold paid." (Yoritomo Hiromi •
Experienced), "... equal to the amount you paid minus two." (Deliberations).

The reader takes the strict reading's Force limit of a strength it does not read as the
lowest it can be, 0 (``model.cardtext.ranged_strength``). Here the player chooses the amount
as the action is announced, so the strict reading is met when some amount the player can pay
reaches the target's Force: its Force limit is the most Gold the player's sources can surely
pay, less the offset. That most is counted only from sources with no other cost, no card
choice and no "may only pay for" (a lower bound), so the limit never passes the truth."""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Ability, TargetChoice, TargetSpec
from model.state import View
from solver import gold

__all__ = ["with_paid_strength"]

_PAID = re.compile(
    r"(?:Make an? )?Ranged Attack with strength equal to the (?:Gold paid|amount (?:of Gold )?"
    r"you paid)(?: minus (?P<off>\d+|one|two|three|four|five))?\.?",
    re.IGNORECASE,
)
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _offset(ab: Ability) -> int | None:
    """The offset of the one such attack of ``ab`` ("minus two": 2), None when none."""
    found = [m for e in ab.effects if e.step and (m := _PAID.fullmatch(e.step.strip()))]
    if len(found) != 1 or len(ab.effects) != 1:
        return None
    off = (found[0].group("off") or "0").lower()
    return _WORDS[off] if off in _WORDS else int(off)


def most_gold(view: View, player: str) -> int:
    """The most Gold ``player``'s plain sources can pay for one payment (a lower bound on what
    the player can pay: sources with another cost or a restriction left out)."""
    from solver.production import gold_sources  # it imports the cost readers (no cycle)

    plain = tuple(
        s
        for s in gold_sources(view, player)
        if s.only_for is None and s.extra_cost is None and not s.unproven
    )
    low, high = 0, sum(s.gold for s in plain)
    while low < high:  # the largest amount a plan is found for
        mid = (low + high + 1) // 2
        problem = gold.PaymentProblem(plain, (gold.Payment("paid", mid),))
        if gold.solve(problem, time_limit_s=0.5).feasible:
            low = mid
        else:
            high = mid - 1
    return low


def with_paid_strength(view: View, player: str, ab: Ability) -> Ability:
    """``ab`` with its strict Force limit "<= 0" read as the most Gold ``player`` can pay, less
    the offset, when its one effect is such an attack and its one cost is ":gstar:"."""
    if ab.not_understood or ab.lenient is None or (off := _offset(ab)) is None:
        return ab
    if [c.gold for c in ab.costs if c.gold is not None] != ["*"]:
        return ab
    limit = max(0, most_gold(view, player) - off)
    specs: list[TargetSpec | TargetChoice] = []
    for spec in ab.targets:
        if not isinstance(spec, TargetSpec):
            specs.append(spec)
            continue
        zero = f"{spec.name}.force <= 0"
        where = tuple(f"{spec.name}.force <= {limit}" if w == zero else w for w in spec.where)
        specs.append(replace(spec, where=where))
    return replace(ab, targets=tuple(specs))
