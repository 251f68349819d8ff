"""A trait whose subject is the Personalities opposing its card (Asako Kaitoko • Experienced:
"Personalities with Fallen, Kolat, Ninja, Nonhuman, or Shadowlands opposing Kaitoko have a
maximum Force of 3, and actions from cards in their units may not target Kaitoko."; h42adv1 N7;
``solver.opposing_subject``): with no one opposing him (an Action Phase) it changes nothing, so
Imperial Summons may bow him; in a battle where a Ninja opposes him it is read where the state
settles it (``solver.opposing_cap``; h42adv1 N8). Real cards from ../shared/data (skipped
without it)."""

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


def _battle(tmp: Path, pool: CardPool, spear_on: str) -> object:
    at = {"zone": "battlefield", "battlefield": "phoenix-p1"}
    cards = [
        {"id": "hawado", "title": "Shosuro Hawado", "owner": "scorpion", **at},
        {"id": "higa", "title": "Bayushi Higaonna", "owner": "scorpion", **at},
        {"id": "spear", "title": "Spearmen", "owner": "scorpion", "attached_to": spear_on, **at},
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
    return pool_state(tmp, pool, cards, **fields)


def test_a_ninjas_unit_may_not_target_him(tmp_path: Path, pool: CardPool) -> None:
    # h42adv1 N8 (``solver.opposing_cap``): Spearmen in Shosuro Hawado's (Ninja) unit, Kaitoko
    # the only target: illegal; Bayushi Higaonna (no such keyword) may target him
    state = _battle(tmp_path, pool, "hawado")
    assert check(state, "scorpion", "spear", 0).status == "illegal"  # type: ignore[arg-type]
    # h42ranged: Higaonna's Ranged 4 Attack reads two ways, its strict reading testing
    # Kaitoko's Force (4 <= 4: legal); Kaitoko's "... have a maximum Force of 3" touches Force
    # but is of opposing Ninja, not his, and h42fix (h42adv5 N6) reads it there: legal
    higa = check(state, "scorpion", "higa", 0)  # type: ignore[arg-type]
    assert higa.status == "legal", higa.reasons


def test_another_unit_is_not_banned(tmp_path: Path, pool: CardPool) -> None:
    # control: Spearmen in Higaonna's unit: no ban on targeting Kaitoko
    state = _battle(tmp_path, pool, "higa")
    assert check(state, "scorpion", "spear", 0).status != "illegal"  # type: ignore[arg-type]
