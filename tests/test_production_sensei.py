"""A Sensei whose Gold Production modifier the card data lacks (solver.production_sensei;
Reference 03: applied to the Stronghold): the Stronghold's Gold is not known, so it pays nothing
and a shortfall is ``unknown`` (Mahatsu Sensei's -1 is missing from the Oracle export: the
Palace's 4 Gold paid a 4-Gold Holding, a false legal); stated by the card data or the state, it
counts as before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import set_board


def _board(tmp: Path, sensei: dict[str, Any], name: str, **keep: Any) -> Any:
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 4},
        {"title": "Library", "types": ["Holding"], "gold_cost": 4},
        {"title": "Farm", "types": ["Holding"], "gold_cost": 2, "gold_production": 2},
        {"title": "Mute Sensei", "types": ["Sensei"], **sensei},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", **keep},
        {"id": "s", "title": "Mute Sensei", "owner": "me", "zone": "home"},
        {"id": "lib", "title": "Library", "owner": "me", "zone": "province", "province": 0},
    ]
    return set_board(tmp, cards, table, name)


@pytest.mark.parametrize(
    ("sensei", "expected"),
    [({}, "unknown"), ({"gold_production": -1}, "illegal"), ({"gold_production": 0}, "legal")],
)
def test_the_strongholds_gold_with_the_senseis_modifier(
    tmp_path: Path, sensei: dict[str, Any], expected: str
) -> None:
    verdict = check(_board(tmp_path, sensei, expected), "me", "lib", RECRUIT)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert "Mute Sensei (s): its Gold Production modifier" in verdict.reasons[0]


@pytest.mark.parametrize(("amount", "expected"), [(0, "legal"), (-1, "illegal")])
def test_the_state_may_state_it(tmp_path: Path, amount: int, expected: str) -> None:
    said = [{"stat": "gold_production", "amount": amount, "source": "sensei"}]
    verdict = check(_board(tmp_path, {}, f"s{amount}", modifiers=said), "me", "lib", RECRUIT)
    assert verdict.status == expected, verdict.reasons
