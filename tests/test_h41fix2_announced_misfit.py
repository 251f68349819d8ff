"""An unread trait of an Item about "This Personality" reaches only its bearer (Reference 03;
Abilities and actions / B. Required targeting; h41adv5 N1): Koan's Jingasa's "This Personality
has Shugenja, may not have more Spells than Koan cards attached, ..." on Doji Shigeyuki (with
Poison the Cup: "This Shugenja has Shadowlands.") can't make Asahina Nanae, with no
attachments, a Shadowlands Personality: Shadowlands Sickness announced on her is ``illegal``
(was ``unknown``). Controls: announced on Shigeyuki, or with the Jingasa on Nanae, the doubt
stays (``unknown``)."""

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


def _state(jingasa_on: str) -> dict[str, Any]:
    return {
        "turn": 5,
        "active_player": "crab",
        "phase": "action",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 10},
        ],
        "cards": [
            {"id": "kyu", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
            {"id": "sick", "title": "Shadowlands Sickness", "owner": "crab", "zone": "hand"},
            {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
            {"id": "shige", "title": "Doji Shigeyuki", "owner": "crane", "zone": "home"},
            {"id": "nanae", "title": "Asahina Nanae", "owner": "crane", "zone": "home"},
            {
                "id": "jin",
                "title": "Koan's Jingasa",
                "owner": "crane",
                "zone": "home",
                "attached_to": jingasa_on,
            },
            {
                "id": "cup",
                "title": "Poison the Cup",
                "owner": "crane",
                "zone": "home",
                "attached_to": "shige",
            },
        ],
    }


@pytest.mark.parametrize(
    ("jingasa_on", "target", "want"),
    [
        ("shige", "nanae", "illegal"),  # the Jingasa reaches Shigeyuki only
        ("shige", "shige", "unknown"),  # control: it may make him a Shugenja, so Shadowlands
        ("nanae", "nanae", "unknown"),  # control: on Nanae it reaches her
    ],
)
def test_sickness(pool: CardPool, jingasa_on: str, target: str, want: str) -> None:
    state = parse_state(_state(jingasa_on), "h41fix2", cards=pool)
    v = check(state, "crab", "sick", 0, targets={"target1": [target]})
    assert v.status == want, v.reasons
    if want == "unknown":
        assert "Koan's Jingasa" in " ".join(v.reasons)
