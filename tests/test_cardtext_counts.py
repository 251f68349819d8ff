"""Counted conditions read from card text: "you have four or fewer cards in your hand" (your
hand as the state lists it) and "you control two or more X" (Costs and restrictions /
Restrictions: conditions on the known game state)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.selectors import Condition
from solver.good_faith import check
from tests.builders import board, card, imported

TEXT = (
    "<b>Limited, :bow::</b> If you have four or fewer cards in your hand and you are a Mantis "
    "Clan player, draw a card."
)
PLAYERS = [{"id": "me", "family_honor": 5, "clan": "mantis"}, {"id": "them", "family_honor": 5}]


@pytest.mark.parametrize(("in_hand", "expected"), [(0, "legal"), (4, "legal"), (5, "unknown")])
def test_hand_size_on_the_board(in_hand: int, expected: str) -> None:
    ab = imported(TEXT, "T Treasures", CardType.HOLDING)
    defs = [
        {"title": "T Treasures", "type": "holding", "abilities": [ab]},
        {"title": "T Card", "type": "strategy"},
    ]
    cards = [card("t", "T Treasures", "me")]
    cards += [card(f"h{i}", "T Card", "me", zone="hand") for i in range(in_hand)]
    cards += [card(f"o{i}", "T Card", "them", zone="hand") for i in range(6)]  # not yours
    loaded = board(defs, cards, players=PLAYERS)
    assert check(loaded, "me", "t", 0).status == expected


def test_counted_control() -> None:
    cond = parse_condition("you control two or more Nonhuman Personalities")
    assert isinstance(cond, Condition) and cond.control is not None
    assert cond.control.at_least == 2 and cond.control.select.keyword == ("nonhuman",)
    assert isinstance(parse_condition("you have 2 or more cards in your hand"), Condition)


def test_a_strategy_counting_the_hand_it_is_played_from_is_refused() -> None:
    text = "<b>Limited:</b> If you have four or fewer cards in your hand, draw a card."
    (action,) = import_text(text, title="T Gift", card_type=CardType.STRATEGY).actions
    assert not action.full
