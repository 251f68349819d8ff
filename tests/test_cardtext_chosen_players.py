""" "Choose a player", "choose another player" in the constraints block: a player chosen, not
targeted (Abilities and actions / B: only "target" targets); always possible, a player being
in the game whatever the board. And "him" in the constraints after a trigger that names the card
itself and no other card ("After another player's Battle action targets Sawaki, destroy him")."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.describe import ability_text
from tests.builders import card, played

KAGE = (
    "<b>Open:</b> If it is not your turn, bow this card and choose a player: He chooses and "
    "bows one of his unbowed Personalities."
)


def test_the_reading() -> None:
    (action,) = import_text(KAGE, title="T Kage", card_type=CardType.HOLDING).actions
    assert action.full and action.ability is not None, action.not_understood
    (pt,) = action.ability.player_targets
    assert pt.chosen and not pt.other and not pt.optional
    assert "player1: choose a player" in ability_text(action.ability)
    text = "<b>Open:</b> Choose another player: He loses 1 Honor."
    (action,) = import_text(text, title="T Kage", card_type=CardType.STRATEGY).actions
    assert action.ability is not None
    (pt,) = action.ability.player_targets
    assert pt.chosen and pt.other


@pytest.mark.parametrize(
    "text",
    [
        # a player qualified by what he has: not read as chosen
        "<b>Open:</b> Choose a player with 30 or more Family Honor: He loses 1 Honor.",
        "<b>Open:</b> Choose a player's Personality: Bow it.",
    ],
)
def test_other_choices_are_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Kage", card_type=CardType.STRATEGY).actions
    assert not action.full


def test_on_the_board() -> None:
    text = "<b>Open:</b> Choose another player: He loses 1 Honor."
    assert played(text, [], [], phase="action") == "legal"


SAWAKI = (
    "<b>Reaction:</b> After another player's Battle action targets Sawaki, destroy him: "
    "Gain 1 Honor."
)


def test_him_after_a_trigger_on_the_card_itself() -> None:
    """The trigger names the card itself and no other card: "him" is the card."""
    (action,) = import_text(SAWAKI, title="Goju Sawaki", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    (cost,) = action.ability.costs
    assert cost.destroy == "source"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # the trigger names another card: "him" is it, not read here
        (SAWAKI.replace("targets Sawaki", "targets your Personality"), "Goju Sawaki"),
        # another card's name
        (SAWAKI.replace("targets Sawaki", "targets Kisada"), "Goju Sawaki"),
    ],
)
def test_him_after_other_triggers_is_not_read(text: str, title: str) -> None:
    (action,) = import_text(text, title=title, card_type=CardType.PERSONALITY).actions
    assert not action.full


SENTINEL = (
    "<b>Open:</b> If it is not your turn and the active player controls any Personalities, "
    "choose your performing unbowed Spirit: Gain 2 Honor."
)


def test_two_conditions_joined_by_and_in_the_constraints() -> None:
    (action,) = import_text(SENTINEL, title="T Sentinel", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    cond = action.ability.condition
    assert cond is not None and len(cond.all_of) == 2
    (_turn, control) = cond.all_of
    assert control.exists is not None
    assert control.exists.select.controller.value == "active"


@pytest.mark.parametrize(("theirs", "expected"), [(True, "legal"), (False, "illegal")])
def test_the_active_player_controls_on_the_board(theirs: bool, expected: str) -> None:
    defs = [
        {"title": "T Spirit", "type": "personality", "keywords": ["spirit"]},
        {"title": "T Man", "type": "personality"},
    ]
    cards = [card("s", "T Spirit", "me")]
    if theirs:
        cards.append(card("m", "T Man", "them"))
    assert played(SENTINEL, defs, cards, phase="action", active_player="them") == expected
