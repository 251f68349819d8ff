"""Goju Yurishi • Experienced: "Other players may not target Yurishi with actions if any other
legal targets are available." (h42adv1 N1), read as The Arcane Cloak's sentence is
(``solver.self_shield`` through ``solver.army_cloak``): Imperial Summons ("Political Open: Bow
your target unbowed Stronghold to bow a target Personality.") may bow him when he is the only
Personality it may target, and not when Matsu Rutaro is there. Real cards from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(tmp: Path, pool: CardPool, rutaro: bool, yurishi_owner: str = "scorpion") -> Any:
    players = [
        {"id": "crane", "clan": "crane", "family_honor": 14},
        {"id": "scorpion", "clan": "scorpion", "family_honor": 10},
    ]
    cards = [
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
        {"id": "umehiko", "title": "Asahina Umehiko", "owner": "crane", "zone": "home"},
        {"id": "summons", "title": "Imperial Summons", "owner": "crane", "zone": "hand"},
        {"id": "suiki", "title": "Otomo Suikihime", "owner": "scorpion", "zone": "home"},
        {
            "id": "yurishi",
            "title": "Goju Yurishi • Experienced",
            "owner": yurishi_owner,
            "zone": "home",
        },
    ]
    if rutaro:
        cards.append({"id": "rutaro", "title": "Matsu Rutaro", "owner": "scorpion", "zone": "home"})
    fields = {"turn": 5, "active_player": "crane", "players": players}
    return pool_state(tmp, pool, cards, **fields)


def test_the_only_target_may_be_targeted(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, rutaro=False), "crane", "summons", 1)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["victim"] == ("yurishi",)


def test_another_target_keeps_him_out(tmp_path: Path, pool: CardPool) -> None:
    state = _board(tmp_path, pool, rutaro=True)
    v = check(state, "crane", "summons", 1)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["victim"] == ("rutaro",)
    announced = check(state, "crane", "summons", 1, targets={"victim": ["yurishi"]})
    assert announced.status == "illegal"
    assert "Other players may not target Yurishi" in announced.reasons[0]
    assert "Matsu Rutaro (rutaro)" in announced.reasons[0]


def test_his_own_players_action_is_untouched(tmp_path: Path, pool: CardPool) -> None:
    # control: Yurishi is Crane's, so "Other players" is not Crane: he may be targeted beside
    # Matsu Rutaro
    state = _board(tmp_path, pool, rutaro=True, yurishi_owner="crane")
    v = check(state, "crane", "summons", 1, targets={"victim": ["yurishi"]})
    assert v.status == "legal", v.reasons
