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

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.load import as_view
from solver import gold
from solver.certain_increase import certain_increases
from solver.entering_increase import raised_witness
from solver.gold import PaymentProblem, brute_force
from solver.good_faith import check
from solver.verdict import Play, Witness
from tests.builders import KEEP_CARD, set_board, set_personality
from tests.test_gold import problems

#: not read with certainty (its condition): the worst case is paid
MORE = "Your non-Courtier Personalities enter play for 1 more Gold while you control a Mine."
#: read with certainty for a non-Courtier Personality (``solver.certain_increase``)
SURE = "Your non-Courtier Personalities enter play for 1 more Gold."
MINIMUM = "Recruiting Personalities has a minimum Gold Cost of 5 for you."


def _recruit(tmp: Path, sensei: str, cost: int, mines: int = 2, kw: tuple[str, ...] = ()) -> Any:
    return check(_loaded(tmp, sensei, cost, mines, kw), "me", "p", Play.RECRUIT)


def _loaded(tmp: Path, sensei: str, cost: int, mines: int = 2, kw: tuple[str, ...] = ()) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": cost},
        {"title": "Mine", "types": ["Holding"], "gold_cost": 2, "gold_production": 3},
        set_personality("Sensei", 0, text=sensei),
        set_personality("Maker", cost, keywords=list(kw)),
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        *(
            {"id": f"m{i + 1}", "title": "Mine", "owner": "me", "zone": "home"}
            for i in range(mines)
        ),
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Maker", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp, cards, table)


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
    # the sentence that may not apply is named (why the plan is not proven cheapest)
    assert w.doubts == (f"Sensei: {MORE}",), w.doubts
    # `goodfaith pay` on the problem shown: the same plan
    assert gold.solve(w.problem).plans[0] == w.plan


def test_a_minimum_not_read_shows_the_plan_paying_it(tmp_path: Path) -> None:
    """Maker costs 2 (the Keep makes 2): with the minimum 5 the plan pays 5 or more."""
    v = _recruit(tmp_path, MINIMUM, 2)
    assert v.status == "legal", v.reasons
    w = v.witness
    assert w is not None and w.problem is not None
    assert w.problem.payments[0].cost == 5 and _paid(w) >= 5 and not w.cheapest


def test_an_increase_read_with_certainty_is_paid_exactly(tmp_path: Path) -> None:
    """A non-Courtier Maker: 6 Gold certainly; the two Mines, proven cheapest."""
    v = _recruit(tmp_path, SURE, 5)
    w = v.witness
    assert v.status == "legal" and w is not None and w.plan is not None, v.reasons
    assert w.problem is not None and w.problem.payments[0].cost == 6
    assert dict(w.plan.assignment)["recruit"] == ("m1", "m2") and w.cheapest and not w.doubts
    # h30enter: the increase is in the play's Gold cost from the start (``gold_cost_now``), so a
    # shortfall names the amount needed (6, not the printed 5)
    assert w.costs[0].text == "pay 6 Gold (Maker's Gold cost, +1 Gold: Sensei)"


def test_a_shortfall_at_the_certain_increase_is_certain(tmp_path: Path) -> None:
    """No Mine: the Keep's 5 for 6 is short (h26remeasure1 v_itta5: unknown before); the
    worst case not read with certainty stays unknown; a Courtier pays 5, proven."""
    v = _recruit(tmp_path, SURE, 5, mines=0)
    assert v.status == "illegal" and "needs 6 Gold" in v.reasons[0], v.reasons
    assert _recruit(tmp_path, MORE, 5, mines=0).status == "unknown"
    v = _recruit(tmp_path, SURE, 5, mines=0, kw=("Courtier",))
    assert v.status == "legal" and v.witness is not None and v.witness.cheapest, v.reasons


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


@pytest.mark.parametrize(
    ("said", "play", "expected"),
    [
        (SURE, Play.RECRUIT, 1),
        (SURE, Play.EQUIP, 1),  # entering play, however
        ("You Recruit non-Samurai Personalities for 1 more Gold.", Play.RECRUIT, 1),
        ("You Recruit non-Samurai Personalities for 1 more Gold.", Play.EQUIP, None),
        # Ninja is also a Clan word: read for a card with neither (tests/test_clan_word_increase)
        ("You Recruit non-Ninja Personalities for 1 more Gold.", Play.RECRUIT, 1),
        ("You Recruit non-Maker Personalities for 2 more Gold.", Play.RECRUIT, 0),  # has it
        ("Your non-Fortification Holdings enter play for 1 more Gold.", Play.RECRUIT, 0),
        ("Your non-Crab Personalities enter play for 1 more Gold.", Play.RECRUIT, 1),
        (MORE, Play.RECRUIT, None),
    ],
)
def test_which_increases_are_certain(
    tmp_path: Path, said: str, play: Play, expected: int | None
) -> None:
    """Maker (a Personality with the Maker keyword, played by its controller) and the Sensei
    saying ``said``."""
    view = as_view(_loaded(tmp_path, said, 5, kw=("Maker",)))
    got = certain_increases(view, "me", view.definition("p"), "p", play)
    assert [n for _, n in got] == ([] if expected is None else [expected])
