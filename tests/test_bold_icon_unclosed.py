"""A bold prefix whose icon's colon closed it ("<b>Repeatable Battle, :bow:</b> Destroy ...":
Isha in the set files) is the whole prefix: designator and icon cost (Reference 04, Abilities:
the bold designators, then the cost icons). Its Battle designator then settles its timing
outside battle, whatever its effect says (``model.cardtext.split``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.cardtext.split import split_printed
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def test_bold_prefix_icon_closed_by_its_own_colon() -> None:
    got = split_printed("<b>Repeatable Battle, :bow:</b> Destroy a target Terrain.")
    assert [(p.prefix, p.body) for p in got] == [
        ("Repeatable Battle, :bow:", "Destroy a target Terrain.")
    ]


def test_bold_prefix_icon_then_colon_unchanged() -> None:  # control: the other misprint
    got = split_printed("<b>Limited, :bow:</b>: Give a target card a Madness token.")
    assert [(p.prefix, p.body) for p in got] == [
        ("Limited, :bow:", "Give a target card a Madness token.")
    ]


def _board(tmp: Path, pool: CardPool) -> Any:
    state = {
        "turn": 5, "active_player": "naga", "phase": "dynasty",
        "players": [{"id": "naga", "clan": "naga", "family_honor": 12},
                    {"id": "crab", "clan": "crab", "family_honor": 9}],
        "cards": [
            {"id": "heart", "title": "Heart of the Shinomen Forest", "owner": "naga",
             "zone": "home"},
            {"id": "isha", "title": "Isha", "owner": "naga", "zone": "home"},
            {"id": "crab-sh", "title": "Kyuden Hida • Experienced", "owner": "crab",
             "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_isha_terrain_battle_outside_battle_illegal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool)
    v = check(board, "naga", "isha", 1)  # its second paragraph
    assert v.status == "illegal", v.reasons
    assert any("Combat Segment" in r for r in v.reasons), v.reasons
