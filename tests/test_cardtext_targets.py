"""Target phrases read by the grammar of model/cardtext/targets.py (issue 13; Abilities and
actions / B. Explicit performing and required targeting): the card's own possessive ("Bow
Zansho's target Follower": one attached to him, Reference 03), "Human" (without the Nonhuman
keyword), and the refusals that keep the reading closed."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import SOURCE, Controller
from solver.good_faith import check
from tests.builders import board, card, imported


def _target(text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability.targets[0]


def _refused(text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY) -> str:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert not action.full
    return action.not_understood


# -- the card's own possessive ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Bow Zansho's target unbowed Follower.",
        "<b>Battle:</b> Target Zansho's Follower.",
        "<b>Open:</b> Give Zansho's target Follower Cavalry.",
    ],
)
def test_own_possessive_is_an_attached_card(text: str) -> None:
    t = _target(text, "Zansho", CardType.PERSONALITY)
    assert t.select.attached_to == SOURCE
    assert t.select.type == (CardType.FOLLOWER,)


def test_own_possessive_of_a_weapon_keyword() -> None:
    t = _target("<b>Battle:</b> Target Zansho's Weapon.", "Zansho", CardType.PERSONALITY)
    assert t.select.attached_to == SOURCE and t.select.keyword == ("weapon",)


@pytest.mark.parametrize(
    ("text", "title", "card_type"),
    [
        # another card's name: which Kaneka?
        ("<b>Battle:</b> Bow Kaneka's target unbowed Follower.", "Zansho", CardType.PERSONALITY),
        # a Personality is attached to no one
        ("<b>Battle:</b> Bow Zansho's target Personality.", "Zansho", CardType.PERSONALITY),
        # on a Follower, its own name names no bearer of other cards
        ("<b>Battle:</b> Bow Zansho's target unbowed Follower.", "Zansho", CardType.FOLLOWER),
    ],
)
def test_other_possessives_are_refused(text: str, title: str, card_type: CardType) -> None:
    _refused(text, title, card_type)


def test_own_possessive_on_the_board() -> None:
    """Only a Follower attached to the Personality himself can be chosen."""
    ab = imported(
        "<b>Open:</b> Bow Zansho's target unbowed Follower.", "Zansho", CardType.PERSONALITY
    )
    defs = [
        {"title": "Zansho", "type": "personality", "force": 2, "chi": 2, "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2},
        {"title": "T Follower", "type": "follower", "force": 1},
    ]
    for bearer, expected in (("zansho", "legal"), ("other", "illegal")):
        cards = [
            card("zansho", "Zansho", "me"),
            card("other", "T Man", "me"),
            card("f", "T Follower", "me", attached_to=bearer),
        ]
        assert check(board(defs, cards), "me", "zansho", 0).status == expected


# -- Human --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Dishonor a target Human Personality.",
        "<b>Open:</b> Your target unbowed Human Personality commits seppuku.",
        "<b>Open:</b> Target another player's Human Personality.",
    ],
)
def test_human_is_without_nonhuman(text: str) -> None:
    t = _target(text)
    assert t.select.not_keyword == ("nonhuman",)
    assert t.select.type == (CardType.PERSONALITY,)


def test_human_with_another_negated_keyword() -> None:
    t = _target("<b>Battle:</b> Target your Human non-Shadowlands Personality.")
    assert set(t.select.not_keyword) == {"nonhuman", "shadowlands"}
    assert t.select.controller is Controller.YOU


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Bow a target Human Holding.",  # Human of a Holding: not defined
        "<b>Battle:</b> Bow a target Human Nonhuman Personality.",
    ],
)
def test_human_of_other_cards_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("nonhuman", "expected"), [(False, "legal"), (True, "illegal")])
def test_human_on_the_board(nonhuman: bool, expected: str) -> None:
    ab = imported("<b>Open:</b> Dishonor a target Human Personality.", "T Edge", CardType.STRATEGY)
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {
            "title": "T Man",
            "type": "personality",
            "force": 2,
            "chi": 2,
            "keywords": ["nonhuman"] if nonhuman else [],
        },
    ]
    cards = [card("edge", "T Edge", "me", zone="hand"), card("man", "T Man", "them")]
    assert check(board(defs, cards), "me", "edge", 0).status == expected
