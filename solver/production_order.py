"""Sources used one after another within one payment (Costs and restrictions / Gold production:
Gold may be produced from any number of sources; each source's production is its own cost and
effect, so a source's amount is read when it is used). A source whose Gold counts bowed cards
("Produce an amount of Gold equal to the number of bowed Personalities you control, plus 1.",
Sycophant) also counts the cards that sources used before it in the same payment bowed (Shrine
to Benten's "bow one of your Personalities to produce 4 Gold"). h27adv2 F12.

The planner reads each source's amount on the board before the payment: a plan it finds is
valid as it is (the counting sources used first: bowing more only raises their count). When it
finds none, the counting sources are given the most they could count (every matching card
another source of the payment could bow): still short, the shortfall is proven; otherwise each
plan so found is checked with the counting sources used last, counting only the cards the
plan's other sources bow. A plan that pays is the witness (never proven cheapest); else the
answer is ``unknown`` (the order is not modelled further)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from model.cards import ProductionMode
from model.evaluate import matches_unary
from model.state import View
from solver import gold
from solver.production import source_card

__all__ = ["in_order", "in_order_problem"]


@dataclass(frozen=True, slots=True)
class _Counter:
    """A source counting bowed cards: the cards it could still count (unbowed now, matching
    its selector once bowed), per card and at most."""

    could: frozenset[str]
    per: int
    most: int | None


def _mode(view: View, sid: str) -> ProductionMode | None:
    modes = view.definition(source_card(sid)).production
    m = re.match(r"[^:]+:(\d+)", sid)
    i = int(m.group(1)) if m is not None else 0
    one = m is None and len(modes) == 1 and ":" not in sid  # not a reduction (``card:reduceN``)
    return modes[i] if 0 <= i < len(modes) and (m is not None or one) else None


def _counters(view: View, player: str, sources: Sequence[gold.Source]) -> dict[str, _Counter]:
    out: dict[str, _Counter] = {}
    for s in sources:
        mode = _mode(view, s.id)
        if mode is None:
            continue
        for per in mode.per_card:
            if per.select.bowed is not True or per.only_if is not None:
                continue
            unbowed = replace(per.select, bowed=False)
            could = frozenset(
                c.id
                for c in view.state.cards
                if c.in_play
                and c.id != source_card(s.id)
                and matches_unary(view, player, c.id, unbowed)
            )
            if could:
                out[s.id] = _Counter(could, per.gold, per.max)
    return out


def _bows(s: gold.Source) -> frozenset[str]:
    """The cards using ``s`` bows: its own card (a bowing mode), the card its cost bows."""
    cards = {source_card(s.id)} if s.bows else set()
    other = s.id.rsplit("@", 1)[1] if "@" in s.id else None
    if other and re.search(rf"(?:^|; )bow [^;]*\({re.escape(other)}\)", s.extra_cost or ""):
        cards.add(other)
    return frozenset(cards)


def _raised(counter: _Counter, bowed: frozenset[str]) -> int:
    extra = counter.per * len(counter.could & bowed)
    return extra if counter.most is None else min(extra, counter.most)


def in_order(
    view: View,
    player: str,
    problem: gold.PaymentProblem,
    result: gold.PaymentResult,
    time_limit_s: float,
) -> gold.PaymentResult:
    """``result`` for ``problem`` with the order of sources within one payment: unchanged
    without a counting source another can raise; a found plan not proven cheapest; a shortfall
    proven, paid in order (a plan), or ``unknown``."""
    counters = _counters(view, player, problem.sources)
    others = {s.id: _bows(s) for s in problem.sources}
    reach = {
        sid: frozenset().union(*(b for o, b in others.items() if o != sid and o not in counters))
        & c.could
        for sid, c in counters.items()
    }
    reach = {sid: r for sid, r in reach.items() if r}
    if not reach:
        return result
    if result.feasible:
        return replace(result, optimal=False)
    if result.status == "unknown":
        return result
    most = gold.PaymentProblem(
        tuple(
            replace(s, gold=s.gold + _raised(counters[s.id], reach[s.id])) if s.id in reach else s
            for s in problem.sources
        ),
        problem.payments,
    )
    best = gold.solve(most, top_k=8, time_limit_s=time_limit_s)
    if not best.feasible:
        return result if best.status != "unknown" else best
    for plan in best.plans:
        paid = _paid(view, player, problem, plan)
        if paid is not None:
            return gold.PaymentResult(True, False, None, (paid,), "feasible", "in-order")
    names = ", ".join(sorted({view.definition(source_card(s)).title for s in reach}))
    why = (
        f"the Gold may suffice: {names} counts cards other sources of the same payment bow "
        "first; that order of sources is not modelled here"
    )
    return gold.PaymentResult(False, False, why, (), "unknown", "in-order")


def _real(view: View, player: str, problem: gold.PaymentProblem, plan: gold.Plan) -> dict[str, int]:
    """The extra Gold each counting source of ``plan`` gets, used after its other sources."""
    counters = _counters(view, player, problem.sources)
    used = {sid for _, srcs in plan.assignment for sid in srcs}
    bowed = frozenset().union(
        *(_bows(s) for s in problem.sources if s.id in used and s.id not in counters)
    )
    return {sid: _raised(c, bowed) for sid, c in counters.items() if sid in used}


def _paid(
    view: View, player: str, problem: gold.PaymentProblem, plan: gold.Plan
) -> gold.Plan | None:
    """``plan`` with the counting sources used last: the plan with its real Gold, or None when
    a payment is then short."""
    extra = _real(view, player, problem, plan)
    by_id = {s.id: s for s in problem.sources}
    total = cost = 0
    for payment in problem.payments:
        srcs = dict(plan.assignment).get(payment.id, ())
        got = 0
        for sid in srcs:
            s = replace(by_id[sid], gold=by_id[sid].gold + extra.get(sid, 0))
            got += s.gold_for(payment.paid_for) or 0
        if got < (payment.cost or 0):
            return None
        total, cost = total + got, cost + (payment.cost or 0)
    last = tuple(
        f"use {view.definition(source_card(sid)).title} ({sid}) last: +{n} Gold for the cards "
        "the other sources bow"
        for sid, n in extra.items()
        if n
    )
    return replace(
        plan, gold_produced=total, waste=total - cost, extra_costs=plan.extra_costs + last
    )


def in_order_problem(
    view: View, player: str, problem: gold.PaymentProblem, plan: gold.Plan | None
) -> gold.PaymentProblem:
    """The witness's problem for a plan paid in order (``in_order``): only ``plan``'s sources,
    each counting source with the Gold it gets used last. Whatever that problem pays, the whole
    plan pays too (every source of the plan used: the counts are then those given; more
    sources only overpay), so a later question on it (``pays_more``, the plans offered) never
    claims more than the board gives. Any other plan: ``problem`` unchanged."""
    if plan is None or not any("last:" in e for e in plan.extra_costs):
        return problem
    extra = _real(view, player, problem, plan)
    used = {sid for _, srcs in plan.assignment for sid in srcs}
    return replace(
        problem,
        sources=tuple(
            replace(s, gold=s.gold + extra.get(s.id, 0)) for s in problem.sources if s.id in used
        ),
    )
