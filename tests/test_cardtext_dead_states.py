"""An ability of a card honorably or dishonorably dead (Reference 05, Dead states: "a dead
Personality who was honorable / dishonorable when last destroyed"): usable from its discard
pile only in that state (``Ability.used_from``, the condition on the card itself)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import SOURCE, Condition, Selector
from solver.good_faith import check
from tests.builders import DEFS, board, card, imported

KUNJI = (
    "<b>Open:</b> If Kunji is honorably dead: Bring it into play, ignoring costs if you are a "
    "Phoenix Clan player."
)
HONORED = "<b>Open:</b> If T Phoenix is honorably dead: Bring it into play."
SHAMED = "<b>Open:</b> If T Phoenix is dishonorably dead: Bring it into play."


@pytest.mark.parametrize(("text", "dishonorable"), [(HONORED, False), (SHAMED, True)])
def test_the_dead_state_read(text: str, dishonorable: bool) -> None:
    (action,) = import_text(text, title="T Phoenix", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.used_from == "discard"
    said = Condition(card=SOURCE, matches=Selector(dead=True, dishonorable=dishonorable))
    assert action.ability.condition == said


def test_kunji_is_read_to_its_costs() -> None:
    """Its effect ("ignoring costs if ...") is the effects grammar's; where and when it is used
    is read."""
    (action,) = import_text(
        KUNJI, title="Kunji • Experienced", card_type=CardType.PERSONALITY
    ).actions
    assert action.costs and not action.full
    assert action.gap != "used from out of play"


@pytest.mark.parametrize(
    ("text", "dead", "dishonorable", "expected"),
    [
        (HONORED, True, False, "legal"),
        (HONORED, True, True, "illegal"),  # dishonorably dead
        (HONORED, False, False, "illegal"),  # discarded, not dead
        (SHAMED, True, True, "legal"),
        (SHAMED, True, False, "illegal"),
    ],
)
def test_a_dead_state_on_the_board(
    text: str, dead: bool, dishonorable: bool, expected: str
) -> None:
    ab = imported(text, "T Phoenix", CardType.PERSONALITY)
    defs = [
        DEFS[0],
        {"title": "T Phoenix", "type": "personality", "gold_cost": 2, "abilities": [ab]},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("d", "T Phoenix", "me", zone="dynasty_discard", dead=dead, dishonorable=dishonorable),
    ]
    assert check(board(defs, cards), "me", "d", 0).status == expected
