"""A Gold plan for a card whose own text not understood may lower its cost to enter play ("enters
play for 1 less Gold if your Allegiance is Progressive ...") is never called proven cheapest, and
a shortfall such text could close is ``unknown`` (h25adv1 F3: Tamori Ginrao, Yoritomo Nishigori,
Protected Temple, Hanamachi)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import set_board, set_personality, short_recruit

LESS = "Lord enters play for 1 less Gold if your Allegiance is Progressive."


@pytest.mark.parametrize(("text", "proven"), [("", True), (LESS, False)])
def test_an_unread_reduction_of_its_own_leaves_the_plan_unproven(
    tmp_path: Path, text: str, proven: bool
) -> None:
    cards: list[dict[str, Any]] = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 5},
        set_personality("Lord", 5, text=text),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "province", "province": 0},
    ]
    loaded = set_board(tmp_path, cards, table, "own")
    assert bool(loaded.library["Lord"].entering_unread) is not proven
    verdict = check(loaded, "me", "lord", RECRUIT, cheapest=True)
    assert verdict.status == "legal" and verdict.witness is not None, verdict.reasons
    assert verdict.witness.cheapest is proven
    assert verdict.witness.plan_optimal is proven


@pytest.mark.parametrize(("text", "expected"), [("", "illegal"), (LESS, "unknown")])
def test_a_shortfall_an_unread_reduction_may_close_is_unknown(
    tmp_path: Path, text: str, expected: str
) -> None:
    verdict = check(short_recruit(tmp_path, text), "me", "lord", RECRUIT)
    assert verdict.status == expected, verdict.reasons
