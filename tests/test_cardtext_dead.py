"""Dead and discarded (Reference 05, Dead): a destroyed Personality in a discard pile is dead,
every other card there is discarded; "honorably dead" is dead and honorable."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.errors import InputError
from solver.good_faith import check
from tests.builders import board, card, imported

DISHONORABLY = "Target a dishonorably dead Personality. His owner loses 2 Honor."


@pytest.mark.parametrize(
    ("text", "dead", "dishonorable", "expected"),
    [
        ("Target a discarded Personality: He becomes honorably dead.", False, False, "legal"),
        ("Target a discarded Personality: He becomes honorably dead.", True, False, "illegal"),
        (DISHONORABLY, True, True, "legal"),
        (DISHONORABLY, True, False, "illegal"),
        (DISHONORABLY, False, True, "illegal"),
    ],
)
def test_dead_or_discarded_on_the_board(
    text: str, dead: bool, dishonorable: bool, expected: str
) -> None:
    ab = imported(f"<b>Limited:</b> {text}", "T Temple", CardType.HOLDING)
    defs = [
        {"title": "T Temple", "type": "holding", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [
        card("t", "T Temple", "me"),
        card("m", "T Man", "them", zone="dynasty_discard", dead=dead, dishonorable=dishonorable),
        card("h", "T Man", "them"),  # in play: neither dead nor discarded
    ]
    assert check(board(defs, cards), "me", "t", 0).status == expected


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Target a dead Item. Gain 1 Honor.", "'dead' of a card"),
        ("Target a discarded card. Gain 1 Honor.", "the Fate or the Dynasty"),
    ],
)
def test_unsettled_piles_are_refused(text: str, why: str) -> None:
    text = f"<b>Limited:</b> {text}"
    (action,) = import_text(text, title="T", card_type=CardType.HOLDING).actions
    assert not action.full and why in action.not_understood


def test_only_a_card_in_a_discard_pile_is_dead() -> None:
    defs = [{"title": "T Man", "type": "personality", "force": 2}]
    with pytest.raises(InputError, match=r"cards\[0\]"):
        board(defs, [card("m", "T Man", "me", dead=True)])
