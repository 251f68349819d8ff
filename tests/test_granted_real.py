"""Granted abilities of real cards (../shared/data; skipped without it): Utaku Zo Sia's
"Zo Sia has the ability, "Open, ..."" is its controller's alone (Reference 05, Card Control)
and an Open ability (not in the Combat Segment); The Towers of the Yogo's granted "Battle,
:bow:: ..." only in the Combat Segment (Reference 04: "The designator tells when the action can
be taken"). Found by h30adv1 W1 (r10, p22) and h30adv2 (r05, r06)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.announce import check_all
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import pool_state

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **fields: Any) -> LoadedState:
    return pool_state(tmp, pool, cards, **fields)


def _granted(loaded: LoadedState, player: str) -> list[str]:
    return [v.card for v in check_all(loaded, player) if v.ability == Play.GRANTED]


_COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "b-p1",
    "attacker": "a",
}


def test_zo_sia_is_her_controller_s_and_open(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        {"id": "zosia", "title": "Utaku Zo Sia", "owner": "a", "zone": "home"},
        {"id": "itta", "title": "Hiruma Itta", "owner": "b", "zone": "home"},
    ]
    action = _load(tmp_path, pool, cards)
    assert _granted(action, "b") == []
    assert check(action, "b", "zosia", "granted").status == "illegal"
    # control: her controller in an Action Phase, unknown (not modelled)
    assert _granted(action, "a") == ["zosia"]
    assert check(action, "a", "zosia", "granted").status == "unknown"
    fight = [
        {"id": "zosia", "title": "Utaku Zo Sia", "owner": "a", "zone": "home"},
        {
            "id": "v",
            "title": "Hiruma Itta",
            "owner": "a",
            "zone": "battlefield",
            "battlefield": "b-p1",
        },
    ]
    combat = _load(tmp_path, pool, fight, **_COMBAT)
    v = check(combat, "a", "zosia", "granted")
    assert v.status == "illegal" and "in an Action Phase" in v.reasons[0]


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({}, "illegal"),
        ({"phase": "dynasty", "active_player": "b"}, "illegal"),
        # Bayushi Manami has it (h42grant): no enemy card to bow, illegal by its targets
        (_COMBAT, "illegal"),
    ],
)
def test_towers_of_the_yogo_battle_grant(
    tmp_path: Path, pool: CardPool, fields: dict[str, Any], expected: str
) -> None:
    cards = [
        {"id": "sh", "title": "The Towers of the Yogo", "owner": "a", "zone": "home"},
        {
            "id": "v",
            "title": "Bayushi Manami",  # a Scorpion Clan Personality: the grant reaches her
            "owner": "a",
            "zone": "battlefield",
            "battlefield": "b-p1",
        }
        if fields
        else {"id": "v", "title": "Bayushi Manami", "owner": "a", "zone": "home"},
    ]
    loaded = _load(tmp_path, pool, cards, **fields)
    assert check(loaded, "a", "v", "granted").status == expected
    # "Each of your ..." is its controller's
    assert _granted(loaded, "b") == []
