"""Ancestral Estate (issue 14): "This Holding has +1GP while another player's Stronghold has
higher Gold Production than yours" - a comparison of the Strongholds' current Gold Production."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.production import gold_sources

ESTATE = (
    "This Holding has +1GP while another player's Stronghold has higher Gold Production than yours."
)


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


@pytest.mark.parametrize(("their_gp", "gold"), [(6, 4), (5, 3), (4, 3), (None, 3)])
def test_ancestral_estate(tmp_path: Path, their_gp: int | None, gold: int) -> None:
    sets = tmp_path / "sets"
    sets.mkdir()
    cards = [
        {"title": "T Estate", "types": ["Holding"], "text": ESTATE, "gold_cost": 3,
         "gold_production": 3},
        {"title": "My Keep", "types": ["Stronghold"], "gold_production": 5, "clans": ["Crab"]},
        {"title": "Their Keep", "types": ["Stronghold"], "gold_production": their_gp or 0,
         "clans": ["Crane"]},
    ]  # fmt: skip
    (sets / "t.yaml").write_text(yaml.safe_dump({"set": "T", "cards": cards}))
    pool = CardPool.load([sets])
    state_cards = [
        {"id": "estate", "title": "T Estate", "owner": "crab", "zone": "home"},
        {"id": "mine", "title": "My Keep", "owner": "crab", "zone": "home"},
    ]
    if their_gp is not None:
        state_cards.append(
            {"id": "theirs", "title": "Their Keep", "owner": "crane", "zone": "home"}
        )
    data = {
        "turn": 3,
        "active_player": "crab",
        "phase": "dynasty",
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 10},
        ],
        "cards": state_cards,
    }
    state = tmp_path / "state.yaml"
    state.write_text(yaml.safe_dump(data))
    loaded = load_state(state, cards=pool)
    view = View.of(loaded.state, loaded.library)
    (source,) = [s for s in gold_sources(view, "crab") if s.id.startswith("estate")]
    assert source.gold == gold
