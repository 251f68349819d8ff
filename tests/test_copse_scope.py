"""Ever-Winter Copse's ":bow:: When another Holding produces Gold to pay for a Nonhuman, produce
1 Gold which may only pay for that card." pays only for a Nonhuman (Costs and restrictions / Gold
production: Gold that may only pay for a card pays for no other; h40adv2 N8). A stat sentence
not read ("Your dishonorable Paragons do not have a maximum Personal Honor of 0", Shamate Keep)
gives no keyword, so a Human's keywords are sure."""

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


def _state(title: str) -> dict[str, Any]:
    cards = [
        {"id": "sh", "title": "The Hidden Bastion of the Spider", "bowed": True},
        {"id": "copse", "title": "Ever-Winter Copse"},
        {"id": "vil", "title": "Remote Village"},
        {"id": "p1", "title": title, "zone": "province", "province": 1},
    ]
    for c in cards:
        c.setdefault("zone", "home")
        c["owner"] = "spider"
    cards.append({"id": "lsh", "title": "Shamate Keep", "owner": "lion", "zone": "home"})
    return {
        "turn": 3,
        "active_player": "spider",
        "phase": "dynasty",
        "players": [
            {"id": "spider", "clan": "spider", "family_honor": 0},
            {"id": "lion", "clan": "lion", "family_honor": 10},
        ],
        "cards": cards,
    }


@pytest.mark.parametrize(
    ("title", "want"),
    [
        ("Goju Oyoto", "illegal"),  # 4 Gold, Remote Village 3: no Nonhuman, the Copse can't pay
        ("Ninube Shiho", "illegal"),
        ("M'rika", "unknown"),  # control: a Nonhuman, the Copse's 1 Gold may pay (3 + 1)
    ],
)
def test_the_copse_pays_only_for_a_nonhuman(pool: CardPool, title: str, want: str) -> None:
    v = check(parse_state(_state(title), "h40gold", cards=pool), "spider", "p1", RECRUIT)
    assert v.status == want, v.reasons
    if want == "unknown":
        assert "Ever-Winter Copse" in " ".join(v.reasons)
