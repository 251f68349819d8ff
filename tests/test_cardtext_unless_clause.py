"""An "unless" in a clause of its own before a target in the effects block
(``model.cardtext.effect_conditions.unless_in_its_clause``): "Bow this Shugenja, and destroy a
token on this Spell unless he is Scorpion Clan, to dishonor a target Personality" - "X to Y" in
the effects is an effect and another (mandatory costs are in the constraints block, Costs and
restrictions), so the condition governs its own clause and the target is required."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.describe import ability_text
from tests.builders import card, played


def _action(text: str):  # type: ignore[no-untyped-def]
    (action,) = import_text(text, title="T Secrets", card_type=CardType.STRATEGY).actions
    return action


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "<b>Air Limited:</b> Bow this Shugenja, and destroy a token on this Spell unless he is "
            "Scorpion Clan, to dishonor a target Personality.",
            "Air Limited: target1: target a Personality",
        ),
        (
            "<b>Battle/Open:</b> Target your performing Paragon and bow him unless this is the "
            "Attack Phase to bow a target Personality with lower Force and lose 3 Honor.",
            "Battle/Open: performer: target your Paragon card (performer) · target2: target a "
            "Personality with target2's Force lower than performer's Force",
        ),
        (
            "<b>Void Battle:</b> Target your performing unbowed Tattooed Personality, discard a "
            "card unless your Personality is Void, and remove this Strategy from the game to put "
            "a target Tattoo Strategy in your discard pile into your hand.",
            "Void Battle: performer: target one of your unbowed Tattooed Personalities "
            "(performer) · target2: target one of your Tattoo Strategies in the Fate discard pile",
        ),
    ],
)
def test_read(text: str, said: str) -> None:
    action = _action(text)
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == said


@pytest.mark.parametrize(
    "text",
    [
        # the condition speaks of targeting
        "<b>Limited:</b> Discard a card unless you target a Samurai, to dishonor a target "
        "Personality.",
        # not closed before the target: does it govern the targeting?
        "<b>Limited:</b> Discard a card unless you are Crab Clan and dishonor a target "
        "Personality.",
        "<b>Limited:</b> Dishonor a target Personality unless you are Crab Clan or bow a target "
        "Holding.",
        # right after the target, in its clause: said of the target (which may he be?)
        "<b>Limited:</b> Dishonor a target Personality unless he is Crab Clan, and draw a card.",
        "<b>Limited:</b> Dishonor a target Personality unless he is Crab Clan to gain 1 Honor.",
        # a second condition in it
        "<b>Limited:</b> Discard a card unless it is your turn if you are Crab Clan, to dishonor "
        "a target Personality.",
    ],
)
def test_not_read(text: str) -> None:
    assert not _action(text).full, text


MAN = {"title": "T Man", "type": "personality", "force": 2}


@pytest.mark.parametrize(("present", "expected"), [(True, "legal"), (False, "illegal")])
def test_the_target_is_required_on_the_board(present: bool, expected: str) -> None:
    """Whatever the condition says, a Personality must be targeted."""
    text = (
        "<b>Limited:</b> Discard a card unless you are Scorpion Clan, to dishonor a target "
        "Personality."
    )
    cards = [card("m", "T Man", "them")] if present else []
    assert played(text, [MAN], cards) == expected
