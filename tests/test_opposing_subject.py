"""A trait whose subject is the Personalities opposing its card (Asako Kaitoko • Experienced:
"Personalities with Fallen, Kolat, Ninja, Nonhuman, or Shadowlands opposing Kaitoko have a
maximum Force of 3, and actions from cards in their units may not target Kaitoko."; h42adv1 N7;
``solver.opposing_subject``): with no one opposing him (an Action Phase) it changes nothing, so
Imperial Summons may bow him; in a battle where a Ninja opposes him the doubt stays. Real cards
from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")

_PLAYERS = [
    {"id": "scorpion", "clan": "scorpion", "family_honor": 10},
    {"id": "phoenix", "clan": "phoenix", "family_honor": 10},
]


def test_no_one_opposing_him_changes_nothing(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        {"id": "dojo", "title": "Law of Darkness Dojo", "owner": "scorpion", "zone": "home"},
        {"id": "summons", "title": "Imperial Summons", "owner": "scorpion", "zone": "hand"},
        {"id": "hawado", "title": "Shosuro Hawado", "owner": "scorpion", "zone": "home"},
        {"id": "kx", "title": "Asako Kaitoko • Experienced", "owner": "phoenix", "zone": "home"},
    ]
    state = pool_state(tmp_path, pool, cards, turn=6, active_player="scorpion", players=_PLAYERS)
    v = check(state, "scorpion", "summons", 1, targets={"victim": ["kx"]})
    assert v.status == "legal", v.reasons


def test_opposed_by_a_ninja_the_doubt_stays(tmp_path: Path, pool: CardPool) -> None:
    at = {"zone": "battlefield", "battlefield": "phoenix-p1"}
    cards = [
        {"id": "hawado", "title": "Shosuro Hawado", "owner": "scorpion", **at},
        {"id": "spear", "title": "Spearmen", "owner": "scorpion", "attached_to": "hawado", **at},
        {"id": "kx", "title": "Asako Kaitoko • Experienced", "owner": "phoenix", **at},
    ]
    fields = {
        "turn": 6,
        "active_player": "scorpion",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "phoenix-p1",
        "attacker": "scorpion",
        "players": _PLAYERS,
    }
    v = check(pool_state(tmp_path, pool, cards, **fields), "scorpion", "spear", 0)
    assert v.status == "unknown"
    assert "opposing Kaitoko" in v.reasons[0]
