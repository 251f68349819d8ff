"""A Holding's own Gold bonus naming Recruit ("This Holding has +1GP when it pays to Recruit a
single Farm only, or when it pays for a single Sensei action only.", Bamboo Irrigation) is read
as Gold (bonuses of its production mode) and is no trait sentence that may change a Recruit: it
doubts no Recruit of its controller (h25adv1 F13)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import set_board

BAMBOO = (
    "This Holding has +1GP when it pays to Recruit a single Farm only, or when it pays for a "
    "single Sensei action only."
)


def _cards(text: str) -> list[dict[str, Any]]:
    return [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 3},
        {
            "title": "Bamboo",
            "types": ["Holding"],
            "gold_cost": 2,
            "gold_production": 1,
            "text": text,
            "keywords": ["Farm"],
        },
        {"title": "Paddy", "types": ["Holding"], "gold_cost": 2, "keywords": ["Farm"]},
        {"title": "Mine", "types": ["Holding"], "gold_cost": 2},
    ]


def _table(recruited: str) -> list[dict[str, Any]]:
    return [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "bamboo", "title": "Bamboo", "owner": "me", "zone": "home"},
        {"id": "r", "title": recruited, "owner": "me", "zone": "province", "province": 0},
    ]


def test_its_own_gold_bonus_is_read_not_left_as_a_trait(tmp_path: Path) -> None:
    loaded = set_board(tmp_path, _cards(BAMBOO), _table("Paddy"), "read")
    bamboo = loaded.library["Bamboo"]
    assert not bamboo.production_unread and bamboo.production[0].bonuses
    assert bamboo.actions_unread == ()


@pytest.mark.parametrize(("recruited", "bamboo_alone"), [("Paddy", True), ("Mine", False)])
def test_a_recruit_beside_it_is_legal(tmp_path: Path, recruited: str, bamboo_alone: bool) -> None:
    loaded = set_board(tmp_path, _cards(BAMBOO), _table(recruited), recruited)
    verdict = check(loaded, "me", "r", RECRUIT)
    assert verdict.status == "legal", verdict.reasons
    assert verdict.witness is not None and verdict.witness.plan is not None
    # a Farm: Bamboo alone pays 2 (1 + 1); another Holding: the Keep's 3 (waste 1)
    used = {s for _, ss in verdict.witness.plan.assignment for s in ss}
    assert any(s.startswith("bamboo") for s in used) is bamboo_alone
