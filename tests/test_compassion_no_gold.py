"""Compassion's "Kinshikirai's printed ability has no Gold Cost." read on the state
(``solver.own_cost_reductions.with_compassion``; Costs and restrictions / Changes to costs and
payments; its printed reminder: "Compassion takes effect while you have fewer Provinces than
anyone else."): fewer Provinces, no Gold to pay (legal with none); not fewer, its printed 2 Gold
(short: illegal); Provinces not stated, the sentence stays a doubt (h30adv1 N12)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(tmp: Path, pool: CardPool, mine: int | None, theirs: int | None) -> Any:
    lion: dict[str, object] = {"id": "lion", "clan": "lion", "family_honor": 12}
    crab: dict[str, object] = {"id": "crab", "clan": "crab", "family_honor": 10}
    if mine is not None:
        lion["provinces"] = mine
    if theirs is not None:
        crab["provinces"] = theirs
    state = {
        "turn": 9, "active_player": "lion", "phase": "attack", "segment": "combat",
        "current_battlefield": "crab-p1", "attacker": "lion",
        "trigger": "to an action, after its targets are chosen",
        "action_player": "crab", "action_designator": "battle", "action_keywords": [],
        "players": [lion, crab],
        "cards": [
            {"id": "halls", "title": "The Grand Halls of the Lion", "owner": "lion",
             "zone": "home", "bowed": True},
            {"id": "kinshi", "title": "Yoritomo Kinshikirai", "owner": "lion",
             "zone": "battlefield", "battlefield": "crab-p1"},
            {"id": "fortress", "title": "The Unassailable Fortress of the Crab", "owner": "crab",
             "zone": "home"},
            {"id": "itta", "title": "Hiruma Itta", "owner": "crab", "zone": "battlefield",
             "battlefield": "crab-p1"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


@pytest.mark.parametrize(
    ("mine", "theirs", "expected"),
    [
        (2, 4, "legal"),  # Compassion: no Gold Cost, nothing to pay
        (4, 4, "illegal"),  # control: not fewer, 2 Gold and every source bowed
        (None, None, "unknown"),  # control: Provinces not stated, the sentence stays a doubt
    ],
)
def test_compassion_no_gold_cost(
    tmp_path: Path, pool: CardPool, mine: int | None, theirs: int | None, expected: str
) -> None:
    v = check(_board(tmp_path, pool, mine, theirs), "lion", "kinshi", 0)
    assert v.status == expected, v.reasons
