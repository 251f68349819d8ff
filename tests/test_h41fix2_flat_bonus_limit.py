"""A flat bonus read to the witness's target, beside an attack limit that changes under a
condition (Reference 04: "+1F" changes the Force by exactly 1; Costs and restrictions,
Conditions: "Melee 4 Attack, with +2 strength if you control a Shugenja"; h41adv5 N3).

Shiro Shiba's Melee 4 on Spearmen (2F) attached to Yasuki Nokatsu ("Nokatsu's Followers each
have +1F."): 2 + 1 = 3 <= 4 with or without the bonus, so ``legal`` (was ``unknown``: the
distributive "each" was read as a count, and the Shugenja limit's condition as a test of any
card). Controls: a Rank & File or an Ashigaru Elite (4F) there: 4 + 1 = 5 > 4, ``unknown``;
without Nokatsu's bonus in play (Spearmen on another Personality, Nokatsu elsewhere): ``legal``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


_BF = {"zone": "battlefield", "battlefield": "crab-p1"}


def _state(follower: str, head: str) -> dict[str, Any]:
    return {
        "turn": 5,
        "active_player": "phx",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p1",
        "attacker": "phx",
        "players": [
            {"id": "phx", "clan": "phoenix", "family_honor": 10},
            {"id": "crab", "clan": "crab", "family_honor": 10},
        ],
        "cards": [
            {"id": "sh", "title": "Shiro Shiba", "owner": "phx", "zone": "home"},
            {"id": "tsu", "title": "Shiba Tsukune", "owner": "phx", **_BF},
            {"id": "kyu", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
            {"id": "nok", "title": "Yasuki Nokatsu", "owner": "crab", **_BF},
            {"id": "hida", "title": "Hida Tadama", "owner": "crab", **_BF},
            {"id": "f", "title": follower, "owner": "crab", **_BF, "attached_to": head},
        ],
    }


@pytest.mark.parametrize(
    ("follower", "head", "want"),
    [
        ("Spearmen", "nok", "legal"),  # 2 + 1 = 3 <= 4 either way
        ("Rank & File", "nok", "unknown"),  # control: 4 + 1 = 5 > 4
        ("Ashigaru Elite", "nok", "unknown"),  # control: 4 + 1 = 5 > 4
        ("Spearmen", "hida", "legal"),  # control: not Nokatsu's Follower
    ],
)
def test_melee_on_follower(pool: CardPool, follower: str, head: str, want: str) -> None:
    state = parse_state(_state(follower, head), "h41fix2", cards=pool)
    v = check(state, "phx", "sh", 0, targets={"performer": ["tsu"], "target2": ["f"]})
    assert v.status == want, v.reasons
    if want == "unknown":
        assert "Nokatsu's Followers each have +1F." in " ".join(v.reasons)
