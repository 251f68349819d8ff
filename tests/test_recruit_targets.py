"""A Recruit's witness target round-trips (h37adv2 O2): Reference 01 (Changes From Ivory
Edition, 3) "Equip and Recruit now target the card they are bringing into play", and the
witness names it as ``card``; announcing that back raised "recruit takes no targets". Real
cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT, AnnouncementError

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="real card data is absent")


def _board(mines: list[str]) -> LoadedState:
    pool = CardPool.load([DATA / "oracle"])
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Grand Halls of the Lion", "owner": "lion",
         "zone": "home", "bowed": True},
        *({"id": f"m{i}", "title": m, "owner": "lion", "zone": "home"}
          for i, m in enumerate(mines)),
        {"id": "p1", "title": "Matsu Marii", "owner": "lion", "zone": "province", "province": 1},
        {"id": "p2", "title": "Copper Mine", "owner": "lion", "zone": "province", "province": 2},
    ]  # fmt: skip
    data = {
        "turn": 6,
        "active_player": "lion",
        "phase": "dynasty",
        "players": [
            {"id": "lion", "clan": "lion", "family_honor": 9},
            {"id": "crane", "clan": "crane", "family_honor": 9},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


@needs_data
def test_the_recruit_witness_announced_back_is_the_same_recruit() -> None:
    loaded = _board(["Gold Mine", "Gold Mine", "Gold Mine", "Iron Mine"])
    free = check(loaded, "lion", "p1", RECRUIT)
    assert free.status == "legal" and free.witness is not None
    assert dict(free.witness.targets) == {"card": ("p1",)}
    again = check(loaded, "lion", "p1", RECRUIT, targets=dict(free.witness.targets))
    assert again.status == "legal"
    assert check(loaded, "lion", "p1", RECRUIT, targets={}).status == "legal"


@needs_data
def test_control_too_little_gold_stays_illegal_with_the_target() -> None:
    loaded = _board(["Iron Mine"])
    assert check(loaded, "lion", "p1", RECRUIT).status == "illegal"
    assert check(loaded, "lion", "p1", RECRUIT, targets={"card": ["p1"]}).status == "illegal"


@needs_data
@pytest.mark.parametrize(
    ("targets", "message"),
    [
        ({"card": ["p2"]}, "a Recruit targets the card it brings into play (p1)"),
        ({"card": ["p1", "p2"]}, "a Recruit targets the card it brings into play (p1)"),
        ({"personality": ["p1"]}, "recruit takes no targets but the card it recruits"),
        ({"card": ["p1"], "x": []}, "recruit takes no targets but the card it recruits"),
    ],
)
def test_any_other_recruit_target_raises(targets: dict[str, list[str]], message: str) -> None:
    loaded = _board(["Gold Mine", "Gold Mine", "Gold Mine", "Iron Mine"])
    with pytest.raises(AnnouncementError) as info:
        check(loaded, "lion", "p1", RECRUIT, targets=targets)
    assert message in str(info.value)
