""" "Create a 1F Ashigaru Follower and attach it to your target Personality": a created Follower
enters play on a Personality of yours (Reference 03, Attachments: only to a Personality you
control; FAQ: an action that brings a card into play needs one it can legally play)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

FARM = (
    "<b>Limited, :bow::</b> Create a 1F Ashigaru Follower and attach it to your target Personality."
)


@pytest.mark.parametrize(("owner", "expected"), [("me", "legal"), ("them", "illegal")])
def test_on_the_board(owner: str, expected: str) -> None:
    ab = imported(FARM, "T Farm", CardType.HOLDING)
    defs = [
        {"title": "T Farm", "type": "holding", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [card("f", "T Farm", "me"), card("m", "T Man", owner)]
    assert check(board(defs, cards), "me", "f", 0).status == expected


@pytest.mark.parametrize(
    "text",
    [
        "<b>Limited:</b> Target your Personality. Create a 1F Follower and attach it to him.",
        "<b>Limited:</b> Bow this card and target your Personality: Create a 2F Follower and "
        "attach it to him.",
        "<b>Battle:</b> Create two 1F Undead Followers and attach them to your target Personality.",
    ],
)
def test_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full, action.not_understood


@pytest.mark.parametrize(
    "text",
    [
        # an enemy; an Item (Weapon limits); ("your target Shugenja": narrowed to Personalities,
        # "each of your opposed Personalities": tests/test_cardtext_created_hosts.py)
        "<b>Limited:</b> Target an enemy Personality. Create a 1F Follower and attach it to him.",
        # (a Weapon on a Personality targeted in the same sentence is read: the target has
        # no Weapon, tests/test_cardtext_effects.py)
        "<b>Limited:</b> Target your Personality. Create a +2F Weapon Item and attach it to him.",
    ],
)
def test_refused(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full and "attach" in action.not_understood.lower()
