"""A one-copy restriction read as the Singular-like test it is (Costs and restrictions /
Restrictions): "You may only have one copy of Counting House in play." — its card's Recruit is
illegal while its player controls one, legal otherwise (h26adv1 N5), and it doubts no action
bringing a card of another title (h26adv1 F5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.copy_limit import read_copy_limit
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

HOUSE_TEXT = "You may only have one copy of Counting House in play."
HOUSE: dict[str, Any] = {
    "title": "Counting House",
    "types": ["Holding"],
    "decks": ["Dynasty"],
    "gold_cost": 2,
    "text": HOUSE_TEXT,
}


def test_reading() -> None:
    assert read_copy_limit(HOUSE_TEXT, "Counting House")
    assert read_copy_limit(HOUSE_TEXT, "Counting House • Experienced")
    assert not read_copy_limit(HOUSE_TEXT, "Gold Mine")
    assert not read_copy_limit("You may only Recruit Holdings.", "Counting House")


@pytest.mark.parametrize(
    ("owner_in_play", "expected"), [(None, "legal"), ("me", "illegal"), ("them", "legal")]
)
def test_the_recruit_of_the_card_itself(
    tmp_path: Path, owner_in_play: str | None, expected: str
) -> None:
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "pv", "title": "Counting House", "owner": "me", "zone": "province", "province": 0},
    ]
    if owner_in_play is not None:
        table.append(
            {"id": "ch", "title": "Counting House", "owner": owner_in_play, "zone": "home"}
        )
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, [KEEP_CARD, HOUSE], table, "ch", players=players)
    v = check(loaded, "me", "pv", RECRUIT)
    assert v.status == expected
    if expected == "illegal":
        assert "one copy of Counting House" in v.reasons[0]


EBARA = "<b>Battle/Open:</b> Target a Weapon in your hand: Attach it to Ebara, paying all costs."


def test_an_action_bringing_another_title(tmp_path: Path) -> None:
    weapon = {"title": "Spear", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1}
    weapon["keywords"] = ["Weapon"]
    cards = [KEEP_CARD, HOUSE, set_personality("Ebara", 3, text=EBARA), weapon]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "eba", "title": "Ebara", "owner": "me", "zone": "home"},
        {"id": "w", "title": "Spear", "owner": "me", "zone": "hand"},
    ]
    alone = set_board(tmp_path, cards, table, "alone", phase="action")
    assert check(alone, "me", "eba", 0).status == "legal"
    table.append({"id": "ch", "title": "Counting House", "owner": "me", "zone": "home"})
    loaded = set_board(tmp_path, cards, table, "house", phase="action")
    assert check(loaded, "me", "eba", 0).status == "legal"
