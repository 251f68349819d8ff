"""A pronoun in a restriction names the one card named before it when the trigger between
names no card ("Reaction: Even if Ayumu is bowed, after you announce a Tactical action, if he
is at the current battlefield: Straighten him."); otherwise it stays unread."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.cardtext.restriction_pronouns import trigger_names_no_card
from model.common import CardType
from model.describe import ability_text
from model.selectors import SOURCE, Selector
from model.zones import Place

AYUMU = (
    "<b>Reaction:</b> Even if Ayumu is bowed, after you announce a Tactical action, if he is at "
    "the current battlefield: Straighten him."
)


def test_he_in_a_restriction_is_the_card_named_before() -> None:
    (action,) = import_text(AYUMU, title="Ikoma Ayumu", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    cond = action.ability.condition
    assert cond is not None and cond.card == SOURCE
    assert cond.matches == Selector(location=Place.CURRENT_BATTLEFIELD)
    assert ability_text(action.ability) == (
        "Reaction (after you announce a Tactical action): if this card is a card at the current "
        "battlefield · usable while its card is bowed"
    )


@pytest.mark.parametrize(
    ("trigger", "none"),
    [
        ("after you announce a Tactical action", True),
        ("after a Combat Segment ends", True),
        ("after a Personality enters play", False),
        ("after your Samurai is bowed", False),
        ("after his unit moves", False),
        ("after Ayumu is bowed", False),
    ],
)
def test_whether_a_trigger_names_a_card(trigger: str, none: bool) -> None:
    assert trigger_names_no_card(trigger, "Ikoma Ayumu") is none


@pytest.mark.parametrize(
    "text",
    [
        # the trigger names another card: whom does "he" name?
        "<b>Reaction:</b> Even if Ayumu is bowed, after a Personality enters play, if he is at "
        "the current battlefield: Straighten him.",
        # no card named before the trigger
        "<b>Reaction:</b> After you announce a Tactical action, if he is at the current "
        "battlefield: Draw a card.",
    ],
)
def test_other_pronouns_stay_unread(text: str) -> None:
    (action,) = import_text(text, title="Ikoma Ayumu", card_type=CardType.PERSONALITY).actions
    assert not action.full
