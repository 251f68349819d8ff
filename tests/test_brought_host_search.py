"""An action that attaches a card to a target Personality (A Ready Soul: "Equip a Weapon to your
target Personality, paying 3 less Gold if he is a Kensai and opposed.") is legal when one
target settles the attachment, though another does not (a Kensai carrying a Two-Handed Weapon,
whose Weapon limit the rules files do not state: ``attach_unsettled``): the search looks on
past a witness whose host is unsettled (solver/bring_price.py ``settled_host``), within its
time limit; with no settled host the answer stays unknown (h23remeasure real2, a needless
unknown)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

_EQUIP = (
    "<b>Open:</b> Equip a Weapon to your target Personality, paying 1 less Gold if he is a Kensai."
)


def _board(tmp: Path, other: bool) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 1},
        {
            "title": "Farm",
            "types": ["Holding"],
            "decks": ["Dynasty"],
            "gold_cost": 2,
            "text": "<b>:bow::</b> Produce 1 Gold.",
        },
        set_personality("Kensai", 3, keywords=["Kensai"]),
        set_personality("Other", 3),
        {"title": "Arm", "types": ["Strategy"], "decks": ["Fate"], "gold_cost": 0, "text": _EQUIP},
        {
            "title": "Naginata",
            "types": ["Item"],
            "keywords": ["Weapon", "Two-Handed"],
            "decks": ["Fate"],
            "gold_cost": 2,
            "force": 2,
        },
        {
            "title": "Sword",
            "types": ["Item"],
            "keywords": ["Weapon"],
            "decks": ["Fate"],
            "gold_cost": 2,
            "force": 1,
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "farm", "title": "Farm", "owner": "me", "zone": "home"},
        {"id": "ken", "title": "Kensai", "owner": "me", "zone": "home"},
        {"id": "nag", "title": "Naginata", "owner": "me", "zone": "home", "attached_to": "ken"},
        {"id": "arm", "title": "Arm", "owner": "me", "zone": "hand"},
        {"id": "sword", "title": "Sword", "owner": "me", "zone": "hand"},
    ]
    if other:
        table.append({"id": "oth", "title": "Other", "owner": "me", "zone": "home"})
    return set_board(tmp, cards, table, phase="action")


@pytest.mark.parametrize("cheapest", [False, True])
def test_another_target_settles_it(tmp_path: Path, cheapest: bool) -> None:
    v = check(_board(tmp_path, other=True), "me", "arm", 0, cheapest=cheapest)
    assert v.status == "legal"
    assert v.witness is not None and v.witness.targets["target1"] == ("oth",)
    # the Kensai's choice, cheaper and maybe legal too: the cheapest is not proven
    assert not v.witness.cheapest


def test_the_kensai_alone_stays_unknown(tmp_path: Path) -> None:
    v = check(_board(tmp_path, other=False), "me", "arm", 0)
    assert v.status == "unknown"
    assert "Kensai" in v.reasons[0]


def test_the_kensai_chosen_is_still_unknown(tmp_path: Path) -> None:
    v = check(_board(tmp_path, other=True), "me", "arm", 0, targets={"target1": ["ken"]})
    assert v.status == "unknown"
