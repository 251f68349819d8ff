"""A signed stat change of one card, against a legal answer's witness
(``solver.witness_direction``; Reference 04; h38adv5 N2): Kakita Daitsu's unread "Daitsu has
+1C while you control Kakita Shinichi." can only raise the performer's Chi in Final
Confrontation ("whose total Chi is lower than or equal to your Duelist's Chi") when the target
is another Personality: legal. When Daitsu is also the target, his Chi is on both sides: the
doubt stays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
SENTENCE = "Daitsu has +1C while you control Kakita Shinichi."


def _load(tmp: Path, pool: CardPool, tamako: bool = True) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        {"id": "daizu", "title": "Hida Daizu • Experienced", "owner": "crab",
         "zone": "battlefield", "battlefield": "crane-p2"},
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
        {"id": "daitsu", "title": "Kakita Daitsu", "owner": "crane", "zone": "battlefield",
         "battlefield": "crane-p2"},
        {"id": "fc", "title": "Final Confrontation", "owner": "crane", "zone": "hand"},
    ]  # fmt: skip
    if tamako:
        cards.append({"id": "tamako", "title": "Asahina Tamako", "owner": "crane", "zone": "home"})
    state = {
        "turn": 7, "active_player": "crab", "phase": "attack", "segment": "combat",
        "current_battlefield": "crane-p2", "attacker": "crab",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 9},
                    {"id": "crane", "clan": "crane", "family_honor": 13}],
        "cards": cards,
    }  # fmt: skip
    return load_data(tmp, pool, state)


def test_bonus_to_the_performer_only_loosens(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool), "crane", "fc", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["performer"] == ("daitsu",)
    assert "daitsu" not in v.witness.targets["target2"]


def test_chosen_other_target_legal(tmp_path: Path, pool: CardPool) -> None:
    chosen = {"performer": ["daitsu"], "target2": ["tamako"]}
    v = check(_load(tmp_path, pool), "crane", "fc", 0, targets=chosen)
    assert v.status == "legal", v.reasons


def test_performer_targets_himself_settled_both_ways(tmp_path: Path, pool: CardPool) -> None:
    # his Chi on both sides of the comparison: the direction settles nothing, but the check
    # with and without the +1C is legal both ways (h44needless, ``solver.both_ways_stat``;
    # was unknown naming the sentence)
    chosen = {"performer": ["daitsu"], "target2": ["daitsu"]}
    v = check(_load(tmp_path, pool), "crane", "fc", 0, targets=chosen)
    assert v.status == "legal", v.reasons
