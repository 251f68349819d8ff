"""A source whose cost bows another Gold-producing Holding (Costs and restrictions / Gold
production; ``solver.production_pairs``): "Bow another of your Gold-producing Holdings to
produce 6 Gold". The Holding bowed can't produce in the same plan. Reading, and Recruits checked
on boards against every choice."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.load import LoadedState
from model.oracle.production import analyse_production
from model.selectors import Controller, Selector
from model.state import View
from solver.good_faith import check
from solver.production import gold_sources
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


_CRYSTAL = ":bow:: Bow another of your Gold-producing Holdings to produce 6 Gold."


def test_bow_another_gold_producing_holding() -> None:
    (mode,) = analyse_production(_CRYSTAL, CardType.HOLDING).modes or ()
    assert (mode.gold, mode.bow_other_producing) == (6, True)
    assert mode.bow_other == Selector(
        type=(CardType.HOLDING,), controller=Controller.YOU, other_than=("source",)
    )


def _board(tmp: Path, farms: list[str], cost: int, name: str) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"title": "Crystal", "types": ["Holding"], "text": _CRYSTAL, "gold_cost": 3},
        {"title": "Farm2", "types": ["Holding"], "text": ":bow:: Produce 2 Gold.", "gold_cost": 2},
        {"title": "Farm3", "types": ["Holding"], "text": ":bow:: Produce 3 Gold.", "gold_cost": 3},
        {
            "title": "Picky",
            "types": ["Holding"],
            "text": ":bow:: When paying for a Follower, produce 5 Gold which may only pay for "
            "that card.",
            "gold_cost": 2,
        },
        {"title": "Shed", "types": ["Holding"], "gold_cost": 1},
        KEEP_CARD,
        set_personality("Buyer", cost),
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "crystal", "title": "Crystal", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    table += [
        {"id": f"f{i}", "title": t, "owner": "me", "zone": "home"} for i, t in enumerate(farms)
    ]
    return set_board(tmp, cards, table, name)


def test_the_holding_of_least_gold_is_bowed(tmp_path: Path) -> None:
    loaded = _board(tmp_path, ["Farm2", "Farm3"], 11, "a")
    view = View.of(loaded.state, loaded.library)
    crystal = next(s for s in gold_sources(view, "me") if s.id.startswith("crystal"))
    assert crystal.id.endswith("@f0") and crystal.gold == 6 and crystal.group == "f0"
    # Keep 2 + Crystal 6 (bowing Farm2) + Farm3 3 = 11; 12 is more than any plan
    assert check(loaded, "me", "p", RECRUIT).legal
    assert check(_board(tmp_path, ["Farm2", "Farm3"], 12, "b"), "me", "p", RECRUIT).status == (
        "illegal"
    )
    # a Holding producing none is not Gold-producing: nothing to bow
    assert check(_board(tmp_path, ["Shed"], 8, "c"), "me", "p", RECRUIT).status == "illegal"
    # only one Gold-producing Holding: Crystal 6 + Keep 2 = 8 (not Farm2's 2 besides)
    assert check(_board(tmp_path, ["Farm2"], 8, "d"), "me", "p", RECRUIT).legal
    assert check(_board(tmp_path, ["Farm2"], 9, "e"), "me", "p", RECRUIT).status == "illegal"


def test_a_candidate_that_pays_only_some_payments_is_not_chosen(tmp_path: Path) -> None:
    # which Holding to bow depends on what each can pay: not modelled, a shortfall is unknown
    loaded = _board(tmp_path, ["Farm2", "Picky"], 9, "f")
    view = View.of(loaded.state, loaded.library)
    assert not any(s.id.startswith("crystal") for s in gold_sources(view, "me"))
    assert check(loaded, "me", "p", RECRUIT).status == "unknown"
    assert check(_board(tmp_path, ["Farm2", "Picky"], 4, "g"), "me", "p", RECRUIT).legal
