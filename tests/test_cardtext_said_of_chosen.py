"""An opening "If" said of a card chosen in the constraints block
(``model.cardtext.effect_conditions.pronoun_condition``): "he has a Follower" of the one card
chosen before, "your Commander has a Follower" of the one card of yours with that keyword
chosen there; both readings of an opening "If" are kept (restriction, or condition of the
effect)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.describe import ability_text
from tests.builders import card, played

_YOURS = (
    "<b>Open:</b> Choose your performing unbowed Commander and target an enemy Personality: If "
    "your Commander has a Follower, draw a card."
)
_HE_HAS = "<b>Open:</b> Target your Personality: If he has a Follower, draw a card."


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (_YOURS, "if performer is a card with Followers · performer: choose your unbowed "),
        (_HE_HAS, "if target1 is a card with Followers · target1: target one of your "),
    ],
)
def test_read(text: str, said: str) -> None:
    (action,) = import_text(text, title="T Feint", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability).startswith(f"Open: {said}")


@pytest.mark.parametrize(
    "text",
    [
        # no card of yours with that keyword chosen, or two
        "<b>Open:</b> Target an enemy Personality: If your Commander has a Follower, draw a card.",
        "<b>Open:</b> Choose your performing Commander and target your Commander: If your "
        "Commander has a Follower, draw a card.",
        # two cards chosen: whom does "he" name?
        "<b>Open:</b> Target your Personality and an enemy Personality: If he has a Follower, "
        "draw a card.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Feint", card_type=CardType.STRATEGY).actions
    assert not action.full, text


CMDR = {"title": "T Cmdr", "type": "personality", "keywords": ["commander"], "force": 2}
FOE = {"title": "T Foe", "type": "personality", "force": 1}
SPEAR = {"title": "T Spear", "type": "follower", "force": 1}


@pytest.mark.parametrize(("follower", "expected"), [(True, "legal"), (False, "unknown")])
def test_on_the_board(follower: bool, expected: str) -> None:
    """With a Follower the condition holds (legal either way); without, a restriction (illegal)
    or a condition of the effect (legal): two readings, unknown."""
    cards = [card("c", "T Cmdr", "me"), card("f", "T Foe", "them")]
    if follower:
        cards.append(card("s", "T Spear", "me", attached_to="c"))
    assert played(_YOURS, [CMDR, FOE, SPEAR], cards) == expected
