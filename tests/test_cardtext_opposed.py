""" "If he would be opposed, move ... to the current battlefield": an enemy army is at the
current battlefield (effects.txt "while they are opposed"; a unit is a Personality and its
attachments, Reference 03), read only for a card of yours; an opening "If" keeps two readings
(a restriction, or a condition of the effect)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

TEXT = (
    "<b>Absent Battle:</b> If he would be opposed, move your target Personality at home to the "
    "current battlefield."
)
COMBAT = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "them-p1",
    "attacker": "me",
}


@pytest.mark.parametrize(
    ("enemy_there", "mine_at_home", "expected"),
    [
        (True, True, "legal"),
        (False, True, "unknown"),  # a restriction (illegal) or a condition of the effect (legal)
        (True, False, "illegal"),  # the condition holds: the target is required either way
        (False, False, "unknown"),
    ],
)
def test_would_be_opposed_on_the_board(
    enemy_there: bool, mine_at_home: bool, expected: str
) -> None:
    ab = imported(TEXT, "T Edge", CardType.STRATEGY)
    defs = [
        {"title": "T Edge", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2},
    ]
    cards = [
        card("edge", "T Edge", "me", zone="hand"),
        card("atk", "T Man", "me", zone="battlefield", battlefield="them-p1"),
    ]
    if mine_at_home:
        cards.append(card("home", "T Man", "me"))
    if enemy_there:
        cards.append(card("foe", "T Man", "them", zone="battlefield", battlefield="them-p1"))
    else:
        cards.append(card("foe", "T Man", "them"))
    assert check(board(defs, cards, **COMBAT), "me", "edge", 0).status == expected


@pytest.mark.parametrize(
    ("text", "title", "card_type"),
    [
        ("<b>Home Battle:</b> If he would be opposed, move Yasunari to the current battlefield.",
         "Bayushi Yasunari", CardType.PERSONALITY),
        ("<b>Battle:</b> Choose your performing Personality: If he would be opposed, move him to "
         "the current battlefield.", "T Blessing", CardType.STRATEGY),
    ],
)  # fmt: skip
def test_read_for_a_card_of_yours(text: str, title: str, card_type: CardType) -> None:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None
    assert action.ability.condition is not None and action.ability.lenient is not None


@pytest.mark.parametrize(
    "text",
    [
        # "they": Kamoko or the target (anyone's)
        "<b>Battle:</b> If they would be opposed, move a target Personality at any location to "
        "the current battlefield.",
        # opposed at another battlefield
        "<b>Water Battle:</b> If he would be opposed, move your target Personality at any "
        "location to a battlefield (not necessarily this one).",
        # whom "he" names is an enemy
        "<b>Battle:</b> Target an enemy Personality: If he would be opposed, move him to the "
        "current battlefield.",
    ],
)
def test_refused_when_whom_it_names_is_not_yours_or_not_here(text: str) -> None:
    (action,) = import_text(text, title="T Kamoko", card_type=CardType.PERSONALITY).actions
    assert not action.full
    assert "opposed" in action.not_understood or "If" in action.not_understood
