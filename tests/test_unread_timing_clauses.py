"""Unread clauses that name a time but only restrict, or say what an effect affects, give an
action no other time: its printed Battle designator alone fails outside the Combat Segment
(Reference 04, Abilities; h27adv2 N1: Shinjo Rao, Tsusung Sensei)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cardtext.unread_timing import widens_timing
from solver.good_faith import check
from tests.builders import set_board, set_personality

RAO = (
    "<b>Battle:</b> Once per battle, if Rao assigned during Infantry Maneuvers this Attack "
    "Phase: Move him to an adjacent battlefield."
)


@pytest.mark.parametrize(
    ("text", "widens"),
    [
        (RAO, False),
        (
            "<b>Battle:</b> Once per battle, bow your target Spell to make a Fear effect with "
            "strength equal to its Gold Cost which affects Personalities as if they were "
            "Followers.",
            False,
        ),
        ("<b>Battle:</b> Move him to an adjacent battlefield during the Dynasty Phase.", True),
        ("<b>Battle:</b> Treat this as if it were an Open action.", True),
    ],
)
def test_clauses_that_give_no_other_time(text: str, widens: bool) -> None:
    assert widens_timing([text]) is widens


def test_rao_outside_battle(tmp_path: Path) -> None:
    cards = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 5},
        set_personality("Rao", 1, text=RAO),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "rao", "title": "Rao", "owner": "me", "zone": "home"},
    ]
    verdict = check(set_board(tmp_path, cards, table), "me", "rao", 0)
    assert verdict.status == "illegal", verdict.reasons
    assert "Combat Segment" in verdict.reasons[0]
