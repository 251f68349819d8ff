""" "Target your unbowed Samurai. Target an enemy Personality with lower Chi.": on a card that is
no Personality, a bare comparison is with the one card of yours targeted before (Abilities and
actions / B: required targets and their relations); refused when that is not settled."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

PACIFY = (
    "<b>Battle:</b> Target your unbowed Samurai. Target an enemy Personality with lower Chi. "
    "Bow him or all his attachments."
)


@pytest.mark.parametrize(("foe_chi", "expected"), [(2, "legal"), (3, "illegal")])
def test_lower_than_the_card_of_yours_targeted_before(foe_chi: int, expected: str) -> None:
    ab = imported(PACIFY, "T Pacify", CardType.STRATEGY)
    defs = [
        {"title": "T Pacify", "type": "strategy", "abilities": [ab]},
        {"title": "T Sam", "type": "personality", "keywords": ["samurai"], "force": 2, "chi": 3},
        {"title": "T Foe", "type": "personality", "force": 2, "chi": foe_chi},
    ]
    cards = [
        card("p", "T Pacify", "me", zone="hand"),
        card("sam", "T Sam", "me", zone="battlefield", battlefield="them-p1"),
        card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    assert check(board(defs, cards, attacker="me", **combat), "me", "p", 0).status == expected


@pytest.mark.parametrize(
    "text",
    [
        # the card targeted before is not yours: lower than whom?
        "<b>Battle:</b> Target an enemy Samurai. Target an enemy Personality with lower Chi.",
        # two cards targeted before
        "<b>Battle:</b> Target your Samurai. Target your Courtier. Target an enemy Personality "
        "with lower Chi.",
    ],
)
def test_unsettled_comparisons_are_refused(text: str) -> None:
    (action,) = import_text(text, title="T Odd", card_type=CardType.STRATEGY).actions
    assert not action.full and "than whom" in action.not_understood
