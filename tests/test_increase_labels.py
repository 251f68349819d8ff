"""A Gold shortfall or label names every change in the amount (h40adv2 E1; Costs and
restrictions / Changes to costs and payments): Biting Steel (2) with Whispering Archive's -1 and
Chukage Sensei's +1 "needs 2 Gold (-1 Gold: Whispering Archive, +1 Gold: Chukage Sensei)";
Prosperous Village (6) with its own -2 and Dijuro Sensei's +1 "needs 5 Gold (-2 Gold: its own
text, +1 Gold: Dijuro Sensei)". Control: with no change, nothing is named."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _state(extra: list[dict[str, Any]]) -> dict[str, Any]:
    cards = [
        {"id": "sh", "title": "The Sacred Temple of the Phoenix", "bowed": True},
        {"id": "farm", "title": "Small Farm"},
        {"id": "kido", "title": "Isawa Kido"},
        {"id": "bs", "title": "Biting Steel", "zone": "hand"},
        *extra,
    ]
    for c in cards:
        c.setdefault("zone", "home")
        c["owner"] = "phoenix"
    cards.append({"id": "lsh", "title": "Shamate Keep", "owner": "lion", "zone": "home"})
    return {
        "turn": 3,
        "active_player": "phoenix",
        "phase": "action",
        "players": [
            {"id": "phoenix", "clan": "phoenix", "family_honor": 12},
            {"id": "lion", "clan": "lion", "family_honor": 9},
        ],
        "cards": cards,
    }


def test_every_change_is_named(pool: CardPool) -> None:
    extra = [
        {"id": "sen", "title": "Chukage Sensei"},
        {"id": "arch", "title": "Whispering Archive"},
    ]
    v = check(parse_state(_state(extra), "h40gold", cards=pool), "phoenix", "bs", EQUIP)
    assert v.status == "illegal", v.reasons
    assert "needs 2 Gold (-1 Gold: Whispering Archive, +1 Gold: Chukage Sensei)" in v.reasons[0]


def test_nothing_named_without_a_change(pool: CardPool) -> None:
    v = check(parse_state(_state([]), "h40gold", cards=pool), "phoenix", "bs", EQUIP)
    assert v.status == "illegal", v.reasons
    assert "needs 2 Gold;" in v.reasons[0]


def test_its_own_change_is_named(pool: CardPool) -> None:
    state: dict[str, Any] = {
        "turn": 3,
        "active_player": "crab",
        "phase": "dynasty",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 10},
            {"id": "lion", "clan": "lion", "family_honor": 9},
        ],
        "cards": [
            {
                "id": "sh",
                "title": "Kyuden Hida • Experienced",
                "owner": "crab",
                "zone": "home",
                "bowed": True,
            },
            {"id": "sen", "title": "Dijuro Sensei", "owner": "crab", "zone": "home"},
            {"id": "farm", "title": "Large Farm", "owner": "crab", "zone": "home"},
            {"id": "a", "title": "Hida Toranosuke", "owner": "crab", "zone": "home"},
            {"id": "b", "title": "Kaiu Watsuki", "owner": "crab", "zone": "home"},
            {
                "id": "pv",
                "title": "Prosperous Village",
                "owner": "crab",
                "zone": "province",
                "province": 1,
            },
            {"id": "lsh", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        ],
    }
    v = check(parse_state(state, "h40gold", cards=pool), "crab", "pv", "recruit")
    assert v.status == "illegal", v.reasons
    assert "needs 5 Gold (-2 Gold: its own text, +1 Gold: Dijuro Sensei)" in v.reasons[0]
