"""Targeting triggers with "each time" and "your performing <card words>" at a stated
``action_targets`` event (``solver.trigger_targeting``: "After each time your action targets
an enemy Follower or Personality" is "After your action targets ..."; "your performing
Samurai" is the targeted Samurai of yours, who performs the Reaction: Abilities and actions /
B; FAQ, "What performs an action?"). h42adv3 N7 (Know No Fear), N10 (Hidden Dagger): both were
unknown. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _status(tmp: Path, actor: str, targeted: list[str], player: str, card: str, i: int) -> str:
    data: dict[str, Any] = {
        "turn": 7,
        "active_player": "scorpion",
        "phase": "action",
        "event": {
            "kind": "action_targets",
            "timing": "after",
            "player": actor,
            "designator": "limited",
            "keywords": ["political"],
            "cards": targeted,
        },
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 16},
        ],
        "cards": [
            {"id": "ryoken", "title": "Shosuro Ryoken", "owner": "scorpion", "zone": "home"},
            {
                "id": "dagger",
                "title": "Hidden Dagger",
                "owner": "scorpion",
                "zone": "home",
                "attached_to": "ryoken",
            },
            {"id": "yoshitada", "title": "Doji Yoshitada", "owner": "crane", "zone": "home"},
            {"id": "tashihime", "title": "Doji Tashihime", "owner": "crane", "zone": "home"},
            {"id": "knf", "title": "Know No Fear", "owner": "crane", "zone": "hand"},
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    pool = CardPool.load([DATA / "oracle"])
    return str(check(load_state(path, cards=pool), player, card, i).status)


def test_know_no_fear_another_players_action_targets_your_samurai(tmp_path: Path) -> None:
    """N7 (a): scorpion's action targets crane's Samurai Yoshitada: legal."""
    assert _status(tmp_path, "scorpion", ["ryoken", "yoshitada"], "crane", "knf", 0) == "legal"
    # controls: no Samurai of crane targeted (Tashihime is no Samurai), or crane's own action
    assert _status(tmp_path, "scorpion", ["ryoken", "tashihime"], "crane", "knf", 0) == "illegal"
    assert _status(tmp_path, "crane", ["yoshitada"], "crane", "knf", 0) == "illegal"
    # "a Fear action": Fear is an effect an action makes, not stated by its keywords: unknown
    assert _status(tmp_path, "scorpion", ["yoshitada"], "crane", "knf", 1) == "unknown"


def test_hidden_dagger_each_time_your_action_targets_an_enemy(tmp_path: Path) -> None:
    """N10: scorpion's own action targets crane's Yoshitada, the Dagger unbowed: legal."""
    assert _status(tmp_path, "scorpion", ["ryoken", "yoshitada"], "scorpion", "dagger", 0) == (
        "legal"
    )
    # controls: only its own Personality targeted; another player's action
    assert _status(tmp_path, "scorpion", ["ryoken"], "scorpion", "dagger", 0) == "illegal"
    assert _status(tmp_path, "crane", ["yoshitada"], "scorpion", "dagger", 0) == "illegal"
