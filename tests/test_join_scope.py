"""'Personalities with a printed Personal Honor of 1 or less will not join you.' (Tadaji Sensei)
binds its controller's Personalities of that printed Personal Honor only (h27adv2 F1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import TWO_PLAYERS, set_board, set_personality

SAID = "Personalities with a printed Personal Honor of 1 or less will not join you."


def _loaded(tmp: Path, owner: str) -> Any:
    cards = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 5},
        {"title": "Teacher", "types": ["Holding"], "gold_cost": 2, "text": SAID},
        set_personality("Proud", 2, personal_honor=2),
        set_personality("Humble", 2, personal_honor=1),
        {"title": "Farm", "types": ["Holding"], "gold_cost": 2},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sensei", "title": "Teacher", "owner": owner, "zone": "home"},
        {"id": "proud", "title": "Proud", "owner": "me", "zone": "province", "province": 0},
        {"id": "humble", "title": "Humble", "owner": "me", "zone": "province", "province": 1},
        {"id": "farm", "title": "Farm", "owner": "me", "zone": "province", "province": 2},
    ]
    return set_board(tmp, cards, table, players=TWO_PLAYERS)


@pytest.mark.parametrize(
    ("owner", "card", "expected"),
    [
        ("me", "proud", "legal"),
        ("me", "farm", "legal"),
        ("me", "humble", "unknown"),
        ("them", "humble", "legal"),
    ],
)
def test_will_not_join_you(tmp_path: Path, owner: str, card: str, expected: str) -> None:
    verdict = check(_loaded(tmp_path, owner), "me", card, RECRUIT)
    assert verdict.status == expected, verdict.reasons
