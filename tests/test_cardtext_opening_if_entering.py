"""The card itself put into play under an opening "If" ("If no player controls a copy of
Political Standoff, put this Event into play."): two readings, as every opening "If". Strict:
a restriction, and the card must be able to enter play; lenient: a condition of the effect, so
it enters only if the condition holds - that reading leaves the entering out (demanding
less). A copy of the card's own title in play ("a copy of <its title>")."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.selectors import Condition, Controller, CountAtLeast, Selector
from tests.builders import card, played

STANDOFF = (
    "<b>Political Open:</b> If no player controls a copy of T Played, put this Strategy into play."
)


def test_a_copy_of_the_cards_own_title() -> None:
    copy = Condition(exists=CountAtLeast(select=Selector(title="T Played")))
    assert parse_condition("no player controls a copy of T Played", "T Played") == Condition(
        none_of=(copy,)
    )
    mine = Selector(title="T Played", controller=Controller.YOU)
    assert parse_condition("you control a copy of T Played", "T Played") == Condition(
        exists=CountAtLeast(select=mine)
    )
    # another card's title is not read (a name is a title only for the card's own)
    assert isinstance(parse_condition("no player controls a copy of Kenji", "T Played"), str)


def test_two_readings_of_the_card_entering_under_an_opening_if() -> None:
    (action,) = import_text(STANDOFF, title="T Played", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    ability = action.ability
    assert ability.lenient is not None
    assert [e.bring_into_play is not None for e in ability.effects] == [True]
    assert ability.lenient.effects == () and ability.lenient.condition is None
    assert played(STANDOFF, [], []) == "legal"
    # a copy in play: the restriction fails, the conditional effect does not (unknown)
    copy = card("copy", "T Played", "them", zone="home")
    assert played(STANDOFF, [], [copy]) == "unknown"
    # the timing fails either way
    assert played(STANDOFF, [], [], phase="dynasty") == "illegal"


@pytest.mark.parametrize(
    "text",
    [
        # another card entering, or an "Otherwise" branch: not read
        "<b>Open:</b> If it is your turn, put a Personality from your hand into play.",
        "<b>Open:</b> If it is your turn, put this Strategy into play. Otherwise, draw a card.",
    ],
)
def test_other_entering_under_an_opening_if_stays_unread(text: str) -> None:
    (action,) = import_text(text, title="T Played", card_type=CardType.STRATEGY).actions
    assert not action.full
