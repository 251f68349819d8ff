""" "You may only have one copy of Counting House in play." concerns only a card of that title
(h25adv1 F8, h25adv2 F6): the Recruit of another Holding and a Strategy that brings no card
are not doubted; the Recruit of a second Counting House still is (control)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.copy_scope import other_title
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_strategy

ONE_COPY = "You may only have one copy of Counting House in play."


@pytest.mark.parametrize(
    ("title", "other"),
    [("Counting House", False), ("Trading Grounds", True), ("Unwelcome Supervision", True)],
)
def test_one_copy_sentence_names_its_title(title: str, other: bool) -> None:
    assert other_title(ONE_COPY, title) is other
    assert other_title("You may not bring Shadowlands cards into play.", title) is False


def _board(tmp: Path, phase: str) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 5},
        {
            "title": "Counting House",
            "types": ["Holding"],
            "decks": ["Dynasty"],
            "gold_cost": 2,
            "text": ONE_COPY,
        },
        {"title": "Trading Grounds", "types": ["Holding"], "decks": ["Dynasty"], "gold_cost": 2},
        set_strategy("Plan", "<b>Limited:</b> Gain 1 Honor."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "ch", "title": "Counting House", "owner": "me", "zone": "home"},
        {"id": "ch2", "title": "Counting House", "owner": "me", "zone": "province", "province": 1},
        {"id": "tg", "title": "Trading Grounds", "owner": "me", "zone": "province", "province": 2},
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
    ]
    return set_board(tmp, cards, table, phase, phase=phase)


def test_one_copy_sentence_scope_on_recruits(tmp_path: Path) -> None:
    loaded = _board(tmp_path, "dynasty")
    assert check(loaded, "me", "tg", Play.RECRUIT).status == "legal"
    # the title it names, a copy in play: read as Singular-like (h26adv1 N5)
    assert check(loaded, "me", "ch2", Play.RECRUIT).status == "illegal"


def test_one_copy_sentence_does_not_doubt_a_strategy(tmp_path: Path) -> None:
    assert check(_board(tmp_path, "action"), "me", "s", 0).status == "legal"
