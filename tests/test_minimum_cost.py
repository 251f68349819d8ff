"""Shibata Sensei's "Recruiting Personalities has a minimum Gold Cost of 5 for you." on real cards
(h40adv2 N9; Costs and restrictions / Changes to costs and payments): it can only raise a cost,
so Kaiu Gorobei (5) with Shiro Chugo's 4 stays illegal; read whole for its controller's Recruit
of a Personality it applies exactly, so Bayushi Hurunayi (4 -> 5) is short too. Controls: one
more Gold source makes both legal; a Holding's Recruit is not raised."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _state(extra: bool) -> dict[str, Any]:
    cards = [
        {"id": "sh", "title": "Shiro Chugo"},
        {"id": "sen", "title": "Shibata Sensei"},
        {"id": "p1", "title": "Bayushi Hurunayi", "zone": "province", "province": 1},
        {"id": "p2", "title": "Large Farm", "zone": "province", "province": 2},
        {"id": "p3", "title": "Kaiu Gorobei", "zone": "province", "province": 3},
    ]
    if extra:
        cards.append({"id": "mine", "title": "Copper Mine"})
    for c in cards:
        c.setdefault("zone", "home")
        c["owner"] = "scorpion"
    cards.append({"id": "lsh", "title": "Shamate Keep", "owner": "lion", "zone": "home"})
    return {
        "turn": 3,
        "active_player": "scorpion",
        "phase": "dynasty",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 6},
            {"id": "lion", "clan": "lion", "family_honor": 10},
        ],
        "cards": cards,
    }


@pytest.mark.parametrize(
    ("extra", "card", "want"),
    [
        (False, "p1", "illegal"),  # Hurunayi 4 raised to 5 > 4
        (False, "p3", "illegal"),  # Gorobei 5 > 4 already (and the Clan Honor Rule's 2)
        (False, "p2", "legal"),  # control: a Holding's Recruit is not raised
        (True, "p1", "legal"),  # control: 4 + 2 pays the 5
    ],
)
def test_shibata_s_minimum(pool: CardPool, extra: bool, card: str, want: str) -> None:
    v = check(parse_state(_state(extra), "h40gold", cards=pool), "scorpion", card, RECRUIT)
    assert v.status == want, v.reasons
    if card == "p1" and want == "illegal":
        assert "needs 5 Gold" in " ".join(v.reasons)
