"""A card an action brings into play "paying all costs" is priced with the fixed reductions of
cards in play read for its Recruit (h46fixa W2; Costs and restrictions / Changes to costs and
payments; Reference 04: reductions summed before the cost is kept at 0): Masaya's "Bring him
into play, paying all costs and paying 2 less Gold." beside Palace of the Breaking Dawn's "Your
Ronin cards enter play for 1 less Gold ...": 6 - 2 - 1 = 3 Gold. Tester h46adv1's boards b23
(Palace unbowed: Palace alone, no waste; before, "Palace + Silver Mine, 5 Gold, waste 1" marked
cheapest) and b24 (Palace bowed: illegal, "needs 3 Gold", before 4). Real cards from
../shared/data (skipped without it: ``pool``)."""

from __future__ import annotations

from pathlib import Path

import yaml

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data

DATA = Path(__file__).resolve().parent / "data" / "h46fixa"


def _load(tmp: Path, pool: CardPool, board: str, palace_owner: str = "p1") -> LoadedState:
    data = yaml.safe_load((DATA / board).read_text("utf-8"))
    for c in data["cards"]:
        if c["id"] == "p1-1":
            c["owner"] = palace_owner
    return load_data(tmp, pool, data)


def test_masaya_beside_the_palace_pays_three(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, "b23.yaml"), "p1", "p1-6", 0, cheapest=True)
    assert v.status == "legal", v.reasons
    w = v.witness
    assert w is not None and w.plan is not None
    assert w.plan.gold_produced == 3 and w.plan.waste == 0, w.plan
    assert w.cheapest and w.plan_optimal


def test_masaya_short_says_three(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, "b24.yaml"), "p1", "p1-6", 0)
    assert v.status == "illegal", v.reasons
    assert "needs 3 Gold" in v.reasons[0], v.reasons


def test_another_players_palace_lowers_nothing(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Palace is p2's ("Your Ronin cards"): 4 Gold, Silver Mine's 2 short."""
    v = check(_load(tmp_path, pool, "b23.yaml", palace_owner="p2"), "p1", "p1-6", 0)
    assert v.status == "illegal", v.reasons
    assert "needs 4 Gold" in v.reasons[0], v.reasons
