"""A bowed reduction of an action's Gold cost, offered to the Gold planner
(``solver.action_reductions``; Costs and restrictions / Changes to costs and payments): Kaeru
Contractor's ":bow:: When paying for an action on a Strategy, it costs 3 less Gold." lowers a
Strategy's action (Directing the Battle 4 - 3 = 1: Tea House pays it), bowing Kaeru for the
reduction instead of its Gold; it lowers no Recruit (FAQ: paying for an action is not paying for
a card), and a bowed Kaeru can't (h30adv1 W5/N3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver import gold
from solver.action_reductions import ACTION_REDUCTION
from solver.gold.reference import brute_force
from solver.good_faith import check

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
KAERU = ":bow:: When paying for an action on a Strategy, it costs 3 less Gold."


def test_shape() -> None:
    m = ACTION_REDUCTION.match(KAERU)
    assert m is not None and (m.group("noun"), m.group("n")) == ("Strategy", "3")
    assert ACTION_REDUCTION.match("Actions on your Strategies cost 1 less Gold.") is None


def _board(tmp: Path, pool: CardPool, kaeru_bowed: bool, tea: bool = True) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "halls", "title": "The Grand Halls of the Lion", "owner": "lion", "zone": "home",
         "bowed": True},
        {"id": "kaeru", "title": "Kaeru Contractor", "owner": "lion", "zone": "home",
         "bowed": kaeru_bowed},
        {"id": "agai", "title": "Matsu Agai", "owner": "lion", "zone": "battlefield",
         "battlefield": "crab-p1"},
        {"id": "lh1", "title": "Directing the Battle", "owner": "lion", "zone": "hand"},
        {"id": "fortress", "title": "The Unassailable Fortress of the Crab", "owner": "crab",
         "zone": "home"},
        {"id": "itta", "title": "Hiruma Itta", "owner": "crab", "zone": "battlefield",
         "battlefield": "crab-p1"},
    ]  # fmt: skip
    if tea:
        cards.append({"id": "tea", "title": "Tea House", "owner": "lion", "zone": "home"})
    state = {
        "turn": 6, "active_player": "lion", "phase": "attack", "segment": "combat",
        "current_battlefield": "crab-p1", "attacker": "lion",
        "players": [{"id": "lion", "clan": "lion", "family_honor": 12},
                    {"id": "crab", "clan": "crab", "family_honor": 8}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_kaeru_lowers_a_strategy_action(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, kaeru_bowed=False), "lion", "lh1", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    used = {s for _, ids in v.witness.plan.assignment for s in ids}
    assert "kaeru:reduce-action0" in used and "tea" in used  # 4 = 3 less + Tea House 1


def test_control_bowed_kaeru(tmp_path: Path, pool: CardPool) -> None:
    # Tea House 1 alone can't pay 4; Kaeru, bowed, can't bow for its reduction
    v = check(_board(tmp_path, pool, kaeru_bowed=True), "lion", "lh1", 0)
    assert v.status != "legal", v.reasons


def test_control_short_even_with_it(tmp_path: Path, pool: CardPool) -> None:
    # no Tea House: Kaeru bows for one of its modes only (3 less, or 2 Gold): 4 is not paid
    v = check(_board(tmp_path, pool, kaeru_bowed=False, tea=False), "lion", "lh1", 0)
    assert v.status != "legal", v.reasons


def test_the_plan_agrees_with_the_brute_force_reference(tmp_path: Path, pool: CardPool) -> None:
    """The witness's problem (Kaeru's Gold and its reduction in one group) solved by brute
    force: the same first plan, and the same feasibility at every cost."""
    v = check(_board(tmp_path, pool, kaeru_bowed=False), "lion", "lh1", 0)
    assert v.witness is not None and v.witness.problem is not None
    problem = v.witness.problem
    assert {s.group for s in problem.sources if s.id.startswith("kaeru")} == {"kaeru"}
    assert brute_force(problem).plans[0] == gold.solve(problem).plans[0]
    for cost in range(7):
        p = gold.PaymentProblem(
            problem.sources, (gold.Payment("cost1", cost, problem.payments[0].paid_for),)
        )
        assert gold.solve(p).feasible is brute_force(p).feasible is (cost <= 4)
