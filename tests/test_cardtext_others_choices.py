"""Targeting by another player named before (model/cardtext/others_choices.py): "He may choose
to target and bow one of his unbowed Personalities" after "choose another player" is his
targeting as the effect resolves, not a required target of the action (Abilities and actions /
B: "targeting that is done by another player happens when it is described")."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from tests.builders import card, played

MUST = (
    "<b>Open:</b> Another player may discard a Spell from his hand. If he does not, he must "
    "target and bow one of his unbowed Personalities."
)
MAY = (
    "<b>Open:</b> Bow this card to choose another player with an unbowed Personality in play. He "
    "may choose to target and bow one of his unbowed Personalities. If he does not choose this, "
    "gain 2 Honor."
)


@pytest.mark.parametrize("text", [MUST, MAY])
def test_another_players_targeting_is_no_target_of_yours(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.HOLDING).actions
    assert action.full and action.ability is not None, action.not_understood
    assert tuple(action.ability.all_target_specs()) == ()


@pytest.mark.parametrize(
    "text",
    [
        # no other player named before "he"
        "<b>Open:</b> He must target and bow one of his unbowed Personalities.",
        # another player named only after
        "<b>Open:</b> He may choose to target and bow one of his unbowed Personalities. Another "
        "player gains 1 Honor.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.HOLDING).actions
    assert not action.full


@pytest.mark.parametrize("theirs", [True, False])
def test_on_the_board(theirs: bool) -> None:
    """Whether or not the other player has an unbowed Personality, the action is legal."""
    defs = [{"title": "T Lord", "type": "personality", "force": 1}]
    cards = [card("lord", "T Lord", "them")] if theirs else []
    assert played(MUST, defs, cards) == "legal"
