"""A printed "After a <card type> enters play [from your hand]" at a stated ``enters_play``
event whose cards are none of that type (or, from the hand, none of the player's own):
certainly not the trigger (``solver.entering_subject_facts``; h42adv3 N3: Kyuden Hida was
unknown at a Personality's, and at another player's Follower's, entering). Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "sets").is_dir(), reason="no ../shared/data/sets")


def _status(tmp: Path, entered: str, player: str = "unicorn") -> str:
    data: dict[str, Any] = {
        "turn": 5,
        "active_player": "unicorn",
        "phase": "action",
        "event": {"kind": "enters_play", "timing": "after", "cards": [entered], "player": player},
        "players": [
            {"id": "unicorn", "clan": "unicorn", "family_honor": 12},
            {"id": "crab", "clan": "crab", "family_honor": 9},
        ],
        "cards": [
            {"id": "itao", "title": "Shinjo Itao", "owner": "unicorn", "zone": "home"},
            {
                "id": "rem",
                "title": "Singh Remnants",
                "owner": "unicorn",
                "zone": "home",
                "attached_to": "itao",
            },
            {"id": "kyuden", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
            {"id": "tak", "title": "Hida Takeuchi", "owner": "crab", "zone": "home"},
            {
                "id": "li",
                "title": "Ashigaru Recruits",
                "owner": "crab",
                "zone": "home",
                "attached_to": "tak",
            },
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    pool = CardPool.load([DATA / "oracle", DATA / "sets"])
    return str(check(load_state(path, cards=pool), "crab", "kyuden", 0).status)


def test_a_personality_or_another_players_follower_entering(tmp_path: Path) -> None:
    assert _status(tmp_path, "itao") == "illegal"  # a Personality, not a Follower
    assert _status(tmp_path, "rem") == "illegal"  # unicorn's Follower: not from crab's hand


def test_control_his_own_follower_entering_keeps_the_doubt(tmp_path: Path) -> None:
    """Whether it came from his hand the event does not say: unknown, never legal."""
    assert _status(tmp_path, "li", "crab") == "unknown"
