"""A Gold cost priced by a count of your cards, never below a number (issue 13; Costs and
restrictions / Variable costs; solver/costs_count.py): "pay Gold equal to the number of
Personalities you control, or 4, whichever is higher"."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import GoldFrom
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from solver.good_faith import check
from tests.builders import board, card, imported

EVIL = (
    "<b>Open:</b> If you control a Personality, target a Personality and pay Gold equal to the "
    "number of Personalities you control, or 4, whichever is higher: The targeted Personality "
    "may not assign to battlefields."
)


def _action(text: str) -> Any:
    (action,) = import_text(text, title="T Evil", card_type=CardType.STRATEGY).actions
    return action


def test_gold_equal_to_a_count_of_yours_or_four() -> None:
    action = _action(EVIL)
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    gold = cost.gold
    assert isinstance(gold, GoldFrom) and gold.at_least == 4 and gold.equal_to == "0"
    assert gold.count_yours is not None
    assert gold.count_yours.type == (CardType.PERSONALITY,)
    assert gold.count_yours.controller is Controller.YOU


@pytest.mark.parametrize(
    "text",
    [
        # the lower of the two: not read
        "<b>Open:</b> Pay Gold equal to the number of Personalities you control, or 4, whichever "
        "is lower: Draw a card.",
        # a count of cards related to another: not read
        "<b>Open:</b> Target a Personality and pay Gold equal to the number of Followers "
        "attached to him you control: Draw a card.",
    ],
)
def test_other_counted_gold_is_not_read(text: str) -> None:
    assert not _action(text).costs


def test_a_count_alone_is_read() -> None:
    text = "<b>Open:</b> Pay Gold equal to the number of Holdings you control: Draw a card."
    (cost,) = _action(text).ability.costs
    assert cost.gold.at_least == 0 and cost.gold.count_yours.type == (CardType.HOLDING,)


def _evil_board(personalities: int, gold: int) -> Any:
    ab = imported(EVIL, "T Evil", CardType.STRATEGY)
    cards = [card("s", "T Evil", "me", zone="hand"), card("mine", "T Mine", "me")]
    cards += [card(f"p{i}", "T Man", "me") for i in range(personalities)]
    cards += [card(f"q{i}", "T Man", "them") for i in range(3)]  # another player's: not counted
    return board(
        [
            {"title": "T Evil", "type": "strategy", "gold_cost": 0, "abilities": [ab]},
            {"title": "T Man", "type": "personality", "force": 1},
            {"title": "T Mine", "type": "holding", "gold_cost": 3, "production": [{"gold": gold}]},
        ],
        cards,
    )


@pytest.mark.parametrize(
    ("personalities", "gold", "expected"),
    [
        (1, 4, "legal"),  # 1 Personality: 4 Gold, the least
        (1, 3, "illegal"),
        (5, 5, "legal"),  # 5 Personalities: 5 Gold
        (5, 4, "illegal"),
        (0, 9, "illegal"),  # the restriction: you control a Personality
    ],
)
def test_the_gold_counted_on_the_board(personalities: int, gold: int, expected: str) -> None:
    assert check(_evil_board(personalities, gold), "me", "s", 0).status == expected
