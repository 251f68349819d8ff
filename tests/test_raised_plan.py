"""The Gold plan shown for a legal Recruit whose cost an unread sentence may raise ("Your
non-Courtier Personalities enter play for 1 more Gold.", "Recruiting Personalities has a minimum
Gold Cost of 5 for you."): the verdict stands because the sources pay the worst case, so the
plan shown is that worst case's plan (Costs and restrictions / Changes to costs and payments:
overpaying is permitted, underpaying never), not proven cheapest, and ``goodfaith pay`` on the
witness's problem gives the same plan."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solver import gold
from solver.entering_increase import raised_witness
from solver.gold import PaymentProblem, brute_force
from solver.good_faith import check
from solver.verdict import Play, Witness
from tests.builders import KEEP_CARD, set_board, set_personality
from tests.test_gold import problems

MORE = "Your non-Courtier Personalities enter play for 1 more Gold."
MINIMUM = "Recruiting Personalities has a minimum Gold Cost of 5 for you."


def _recruit(tmp: Path, sensei: str, cost: int) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": cost},
        {"title": "Mine", "types": ["Holding"], "gold_cost": 2, "gold_production": 3},
        set_personality("Sensei", 0, text=sensei),
        set_personality("Maker", cost),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "m1", "title": "Mine", "owner": "me", "zone": "home"},
        {"id": "m2", "title": "Mine", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Maker", "owner": "me", "zone": "province", "province": 1},
    ]
    return check(set_board(tmp, cards, table), "me", "p", Play.RECRUIT)


def _paid(w: Witness) -> int:
    assert w.plan is not None
    return w.plan.gold_produced - w.plan.waste


def test_a_fixed_increase_not_read_shows_the_plan_paying_it(tmp_path: Path) -> None:
    """Maker costs 5, the Keep makes 5: the plan pays 6 (the two Mines), not the Keep alone."""
    v = _recruit(tmp_path, MORE, 5)
    assert v.status == "legal", v.reasons
    w = v.witness
    assert w is not None and w.problem is not None and w.plan is not None
    assert w.problem.payments[0].cost == 6 and _paid(w) >= 6
    assert dict(w.plan.assignment)["recruit"] == ("m1", "m2")
    assert not w.cheapest and not w.plan_optimal
    assert w.costs[0].text == "pay 6 Gold (Maker's Gold cost 5, at most 6 with text not read)"
    # `goodfaith pay` on the problem shown: the same plan
    assert gold.solve(w.problem).plans[0] == w.plan


def test_a_minimum_not_read_shows_the_plan_paying_it(tmp_path: Path) -> None:
    """Maker costs 2 (the Keep makes 2): with the minimum 5 the plan pays 5 or more."""
    v = _recruit(tmp_path, MINIMUM, 2)
    assert v.status == "legal", v.reasons
    w = v.witness
    assert w is not None and w.problem is not None
    assert w.problem.payments[0].cost == 5 and _paid(w) >= 5 and not w.cheapest


def test_control_nothing_raised_keeps_the_exact_plan(tmp_path: Path) -> None:
    """Control: no such sentence: the Keep alone, proven cheapest."""
    v = _recruit(tmp_path, "", 5)
    w = v.witness
    assert v.status == "legal" and w is not None and w.plan is not None
    assert dict(w.plan.assignment)["recruit"] == ("keep",) and w.cheapest


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems(), st.integers(0, 3), st.integers(0, 8))
def test_the_raised_plan_is_the_raised_problems_cheapest(
    p: PaymentProblem, more: int, least: int
) -> None:
    """Against brute force: the raised witness exists exactly when the raised problem can be
    paid, and its plan is that problem's first plan (never one paying less)."""
    if not p.payments or p.payments[0].cost is None:
        return
    first = p.payments[0]
    assert first.cost is not None
    w = Witness({}, (), None, None, True, True, p)
    raised = replace(first, cost=max(first.cost, least) + more)
    problem = replace(p, payments=(raised, *p.payments[1:]))
    expected = brute_force(problem)
    got = raised_witness(w, more, time_limit_s=30, at_least=least)
    if raised.cost == first.cost:
        assert got is w
        return
    assert (got is not None) == expected.feasible
    if got is not None:
        assert got.problem == problem and got.plan == expected.plans[0]
        assert not got.cheapest and not got.plan_optimal
