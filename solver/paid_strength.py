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
from solver.paid_beside import Beside, paid_beside
from solver.paid_discards import discard_sources, most_with_discards
from solver.paid_star import priced

__all__ = ["with_paid_strength"]


def plain_sources(
    view: View, player: str, exclude: frozenset[str] = frozenset()
) -> tuple[gold.Source, ...]:
    """``player``'s Gold sources with no other cost, no card choice and no "may only pay for"
    (the cards in ``exclude``, taken by another cost of the action, left out)."""
    from solver.production import gold_sources  # it imports the cost readers (no cycle)

    return tuple(
        s
        for s in gold_sources(view, player, tuple(sorted(exclude)))
        if s.only_for is None and s.extra_cost is None and not s.unproven
    )


def most_gold(
    view: View,
    player: str,
    beside: tuple[gold.Payment, ...] = (),
    exclude: frozenset[str] = frozenset(),
) -> int:
    """The most Gold ``player``'s plain sources (``plain_sources``, less ``exclude``) can pay
    for one payment while the payments ``beside`` it are paid too (a lower bound on what the
    player can pay: sources with another cost or a restriction left out); 0 when no amount can
    be paid with them."""
    plain = plain_sources(view, player, exclude)
    low, high = 0, sum(s.gold for s in plain)
    while low < high:  # the largest amount a plan is found for
        mid = (low + high + 1) // 2
        problem = gold.PaymentProblem(plain, (*beside, gold.Payment("paid", mid)))
        if gold.solve(problem, time_limit_s=0.5).feasible:
            low = mid
        else:
            high = mid - 1
    return low


def most_paid(view: View, player: str, beside: Beside, card: str, ab: Ability) -> int:
    """The most Gold the ":gstar:" payment of ``ab`` (of ``card``) surely takes beyond its
    change (``beside.delta``): ``most_gold`` for the best way the action's other costs may take
    Gold sources (Costs and restrictions: the player chooses how each cost is paid), with the
    producers that discard a card counted (``solver.paid_discards``, h43adv5 U7)."""
    most = 0
    for taken in beside.taken:
        low = most_gold(view, player, beside.others, taken)
        if extra := discard_sources(view, player, card, ab, taken):
            plain = plain_sources(view, player, taken)
            low = most_with_discards(*(view, player, card, plain, extra, beside.others, taken, low))
        most = max(most, low)
    return most - beside.delta


def _zero(spec: TargetSpec) -> str:
    """The strict Force limit the card-text reader writes for a strength it does not read."""
    return f"{spec.name}.force <= 0"


def with_paid_strength(view: View, player: str, ab: Ability, card: str) -> Ability:
    """``ab`` (of ``card``) with its strict Force limit "<= 0" read as the most Gold ``player``
    can pay, less the offset, when its one effect is such an attack and its one cost is
    ":gstar:", and the state settles the action's other payments; the ":gstar:" cost priced
    at the least amount reaching the target (``solver.paid_star.priced``), so the witness pays
    it; with a payment the state does not settle (``Beside.exact``) no limit is written and the
    planner settles each target's payment."""
    from solver.paid_target_limit import with_paid_target  # it reads ``most_gold`` here

    ab = with_paid_target(view, player, ab, card)  # "a target attachment with a Gold Cost <="
    if (off := paid_offset(ab)) is None or (beside := paid_beside(view, player, card, ab)) is None:
        return ab
    names = [
        s.name
        for s in ab.targets
        if isinstance(s, TargetSpec) and f"{s.name}.force <= 0" in s.where
    ]
    if len(names) != 1:
        return ab
    name = names[0]
    zero = f"{name}.force <= 0"
    limit = None if beside.exact else max(0, most_paid(view, player, beside, card, ab) - off)
    specs: list[TargetSpec | TargetChoice] = []
    for spec in ab.targets:
        if isinstance(spec, TargetSpec) and spec.name == name:
            where = tuple(
                f"{name}.force <= {limit}" if w == zero else w
                for w in spec.where
                if w != zero or limit is not None
            )
            spec = replace(spec, where=where)
        specs.append(spec)
    return priced(replace(ab, targets=tuple(specs)), name, "force", off + beside.lowered)
