"""A card's own trait that may prevent the change a cost makes to it ("This card will not be
destroyed.", "Suikihime will not become dishonorable."), not read: a legal answer paying that
cost with it is unknown (Costs and restrictions: a prevented change can't pay a cost)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_strategy


@pytest.mark.parametrize(
    ("trait", "expected"),
    [
        ("", "legal"),
        # its own plain prevention, read (h40adv4 N10; ``solver.own_prevention``): the only
        # Holding can't pay the destroy cost
        ("This card will not be destroyed.", "illegal"),
        # one with a condition or scope is not read: a doubt
        ("This card will not be destroyed during a battle.", "unknown"),
        ("Gain 1 Honor.", "legal"),
    ],
)
def test_a_cost_on_a_card_that_may_not_change(tmp_path: Path, trait: str, expected: str) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {"title": "Bazaar", "types": ["Holding"], "gold_cost": 2, "text": trait},
        set_strategy("Lesson", "<b>Limited:</b> Destroy your target Holding: Gain 1 Honor."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "baz", "title": "Bazaar", "owner": "me", "zone": "home"},
        {"id": "les", "title": "Lesson", "owner": "me", "zone": "hand"},
    ]
    v = check(set_board(tmp_path, cards, table, "pc", phase="action"), "me", "les", 0)
    assert v.status == expected, v.reasons
    if expected != "legal":
        assert "will not be destroyed" in v.reasons[0]


@pytest.mark.parametrize(("sensei", "expected"), [(False, "legal"), (True, "illegal")])
def test_a_player_who_may_not_lose_honor(tmp_path: Path, sensei: bool, expected: str) -> None:
    """ "You do not lose Honor from your cards." on a card he controls, read
    (``solver/honor_loss_scope.py``): his own Strategy's "Lose 1 Honor" can't be paid (Costs
    and restrictions / Costs and changes, Example 1); it was unknown while not read."""
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {
            "title": "Calm",
            "types": ["Holding"],
            "gold_cost": 2,
            "text": "You do not lose Honor from your cards.",
        },
        set_strategy("Price", "<b>Limited:</b> Lose 1 Honor: Draw a card."),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "pr", "title": "Price", "owner": "me", "zone": "hand"},
    ]
    if sensei:
        table.append({"id": "calm", "title": "Calm", "owner": "me", "zone": "home"})
    v = check(set_board(tmp_path, cards, table, "lh", phase="action"), "me", "pr", 0)
    assert v.status == expected, v.reasons


@pytest.mark.parametrize(
    ("where", "trait", "expected"),
    [
        ("none", "", "legal"),
        # an attachment about its bearer, in the active voice (Iron Armor; found by h23adv4)
        ("attached", "Card effects will not move this Personality.", "unknown"),
        # another card's sentence about its own card: not about the Lord
        ("apart", "Card effects will not move this Personality.", "legal"),
        # another card's sentence about cards in general (Blanketed Forest)
        ("apart", "Personalities cannot move to or from this battlefield.", "unknown"),
        ("apart", "Negate Personalities' movement to or from this battlefield.", "unknown"),
    ],
)
def test_a_move_home_cost_that_another_card_may_prevent(
    tmp_path: Path, where: str, trait: str, expected: str
) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {"title": "Lord", "types": ["Personality"], "decks": ["Dynasty"], "gold_cost": 2,
         "force": 1, "chi": 1, "honor_requirement": 0, "personal_honor": 0},
        {"title": "Other", "types": ["Personality"], "decks": ["Dynasty"], "gold_cost": 2,
         "force": 1, "chi": 1, "honor_requirement": 0, "personal_honor": 0},
        {"title": "Plate", "types": ["Item"], "decks": ["Fate"], "gold_cost": 0, "text": trait},
        set_strategy("Feint", "<b>Battle:</b> Move your target Personality home: Gain 1 Honor."),
    ]  # fmt: skip
    there = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", **there},
        {"id": "other", "title": "Other", "owner": "me", "zone": "home"},
        {"id": "feint", "title": "Feint", "owner": "me", "zone": "hand"},
    ]
    if where != "none":
        host = "lord" if where == "attached" else "other"
        zone = there if where == "attached" else {"zone": "home"}
        table.append({"id": "plate", "title": "Plate", "owner": "me", **zone, "attached_to": host})
    loaded = set_board(
        tmp_path, cards, table, "mv", phase="attack", segment="combat",
        current_battlefield="them-p1", attacker="me", active_player="me",
    )  # fmt: skip
    v = check(loaded, "me", "feint", 0)
    assert v.status == expected, v.reasons
