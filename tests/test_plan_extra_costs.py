"""Gold plans avoid production modes with an extra cost (Costs and restrictions / Gold
production): bowing one of your Personalities or shuffling a Holding away to produce is a cost
too, so the plan shown uses such a mode only when no plan without it pays; among plans of equal
extra costs, least waste, then fewest sources (README "Gold plans"; h27adv2 D1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import benten_cards, set_board

_MINE = ":bow:: Produce 2 Gold."
_MINE_CARD = {"title": "T Mine", "types": ["Holding"], "text": _MINE, "gold_cost": 2}


def _board(tmp: Path, mines: int, cost: int) -> Any:
    cards = benten_cards(cost, _MINE_CARD)
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": True},
        {"id": "sb", "title": "T Benten", "owner": "me", "zone": "home"},
        *({"id": f"m{i}", "title": "T Mine", "owner": "me", "zone": "home"} for i in range(mines)),
        {"id": "g0", "title": "T Guard", "owner": "me", "zone": "home"},
        {"id": "p1", "title": "T Lord", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp, cards, table)


def test_three_plain_sources_beat_two_with_a_personality_bowed(tmp_path: Path) -> None:
    v = check(_board(tmp_path, 2, 6), "me", "p1", RECRUIT)
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    plan = v.witness.plan
    assert dict(plan.assignment)["recruit"] == ("sb:0", "m0", "m1")
    assert plan.extra_costs == () and plan.waste == 0


def test_the_extra_cost_mode_when_nothing_else_pays(tmp_path: Path) -> None:
    v = check(_board(tmp_path, 2, 8), "me", "p1", RECRUIT)
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.extra_costs == ("bow T Guard (g0)",)


def test_waste_is_preferred_to_an_extra_cost(tmp_path: Path) -> None:
    """5 Gold: Benten's 2 and two Mines (1 lost) rather than its 4 and one Mine with a
    Personality bowed (1 lost too) or its 4 alone short; no extra cost where plain Gold pays."""
    v = check(_board(tmp_path, 2, 5), "me", "p1", RECRUIT)
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.extra_costs == ()


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(mines=st.integers(0, 3), cost=st.integers(1, 10))
def test_an_extra_cost_only_when_needed(tmp_path: Path, mines: int, cost: int) -> None:
    """Brute force: plain Gold is Benten's 2 plus 2 per Mine; with the Guard bowed, 4 plus 2
    per Mine. The plan carries an extra cost exactly when plain Gold is short."""
    plain, extra = 2 + 2 * mines, 4 + 2 * mines
    v = check(_board(tmp_path, mines, cost), "me", "p1", RECRUIT)
    if cost > extra:
        assert v.status == "illegal"
        return
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    assert bool(v.witness.plan.extra_costs) == (cost > plain)
