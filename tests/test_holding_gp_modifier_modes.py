"""A state's Gold Production modifier changes every amount of a Holding's plain bowing for Gold,
the clan-conditional one too (``solver.holding_gp_modifier``; Reference 03, Holding Gold
Production: "GP can be changed by card effects and tokens"): Iron Mine ("Produce 2 Gold, or 3
Gold if you are a Crab Clan player.") with +1 gives a Crab player 3 + 1 = 4 (Seaside Bazaar,
4, is paid), a Lion player 2 + 1 = 3 (it is not); Marketplace likewise for a Crane player.
It was added to the 2-Gold amount only (h37adv3 W3: a false illegal)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play

_HOME = {
    "crab": "The Impregnable Fortress of the Crab",
    "lion": "The Grand Halls of the Lion",
    "crane": "The Esteemed Palace of the Crane",
}


def _board(tmp: Path, pool: CardPool, clan: str, holding: str, amount: int | None) -> Any:
    mine: dict[str, Any] = {"id": "mine", "title": holding, "owner": "me", "zone": "home"}
    if amount is not None:
        mine["modifiers"] = [{"stat": "gold_production", "amount": amount}]
    state = {
        "turn": 5, "active_player": "me", "phase": "dynasty",
        "players": [{"id": "me", "clan": clan, "family_honor": 10},
                    {"id": "other", "clan": "scorpion", "family_honor": 9}],
        "cards": [
            {"id": "sh", "title": _HOME[clan], "owner": "me", "zone": "home", "bowed": True},
            mine,
            {"id": "p1", "title": "Seaside Bazaar", "owner": "me", "zone": "province",
             "province": 1},
            {"id": "est", "title": "The Shadowed Estate of the Scorpion", "owner": "other",
             "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


@pytest.mark.parametrize(
    ("clan", "holding", "amount", "status"),
    [
        ("crab", "Iron Mine", 1, "legal"),  # 3 + 1 = 4
        ("crab", "Iron Mine", None, "illegal"),  # control: 3
        ("lion", "Iron Mine", 1, "illegal"),  # control: 2 + 1 = 3
        ("lion", "Iron Mine", 2, "legal"),  # 2 + 2 = 4
        ("crab", "Iron Mine", -4, "illegal"),  # 3 - 4: none, never below 0
        ("crane", "Marketplace", 1, "legal"),  # 3 + 1 = 4
        ("crab", "Marketplace", 1, "illegal"),  # control: 2 + 1 = 3
    ],
)
def test_gp_modifier_changes_the_clan_amount(
    tmp_path: Path, pool: CardPool, clan: str, holding: str, amount: int | None, status: str
) -> None:
    v = check(_board(tmp_path, pool, clan, holding, amount), "me", "p1", Play.RECRUIT)
    assert v.status == status, v.reasons
