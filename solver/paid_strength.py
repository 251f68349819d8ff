"""A Ranged Attack whose strength is the Gold paid for its action (Costs and restrictions /
Mandatory costs; Reference 04, the Gold icon ":gstar:": pay any amount of Gold; h41adv7 W1):
"Battle, :gstar:: Ranged Attack with strength equal to the Gold paid." (Yoritomo Hiromi •
Experienced), "... equal to the amount you paid minus two." (Deliberations).

The reader takes the strict reading's Force limit of a strength it does not read as the
lowest it can be, 0 (``model.cardtext.ranged_strength``). Here the player chooses the amount
as the action is announced, so the strict reading is met when some amount the player can pay
reaches the target's Force: its Force limit is the most Gold the player's sources can surely
pay, less the offset. That most is counted only from sources with no other cost, no card
choice and no "may only pay for" (a lower bound), with every other Gold payment of the action
paid too (a Political tax: a separate payment, ``solver.paid_beside``), so the limit never
passes the truth; another payment the state does not settle leaves the strict limit at 0."""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability, TargetChoice, TargetSpec
from model.paid_strength import paid_offset
from model.state import View
from solver import gold
from solver.paid_beside import paid_beside

__all__ = ["with_paid_strength"]


def most_gold(view: View, player: str, beside: tuple[gold.Payment, ...] = ()) -> int:
    """The most Gold ``player``'s plain sources can pay for one payment while the payments
    ``beside`` it are paid too (a lower bound on what the player can pay: sources with another
    cost or a restriction left out); 0 when no amount can be paid with them."""
    from solver.production import gold_sources  # it imports the cost readers (no cycle)

    plain = tuple(
        s
        for s in gold_sources(view, player)
        if s.only_for is None and s.extra_cost is None and not s.unproven
    )
    low, high = 0, sum(s.gold for s in plain)
    while low < high:  # the largest amount a plan is found for
        mid = (low + high + 1) // 2
        problem = gold.PaymentProblem(plain, (*beside, gold.Payment("paid", mid)))
        if gold.solve(problem, time_limit_s=0.5).feasible:
            low = mid
        else:
            high = mid - 1
    return low


def with_paid_strength(view: View, player: str, ab: Ability, card: str) -> Ability:
    """``ab`` (of ``card``) with its strict Force limit "<= 0" read as the most Gold ``player``
    can pay, less the offset, when its one effect is such an attack and its one cost is
    ":gstar:", and the state settles the action's other Gold payments."""
    from solver.paid_target_limit import with_paid_target  # it reads ``most_gold`` here

    ab = with_paid_target(view, player, ab, card)  # "a target attachment with a Gold Cost <="
    if (off := paid_offset(ab)) is None or (beside := paid_beside(view, player, card, ab)) is None:
        return ab
    limit = max(0, most_gold(view, player, beside[0]) - beside[1] - off)
    specs: list[TargetSpec | TargetChoice] = []
    for spec in ab.targets:
        if not isinstance(spec, TargetSpec):
            specs.append(spec)
            continue
        zero = f"{spec.name}.force <= 0"
        where = tuple(f"{spec.name}.force <= {limit}" if w == zero else w for w in spec.where)
        specs.append(replace(spec, where=where))
    return replace(ab, targets=tuple(specs))
