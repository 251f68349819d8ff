"""What the action an Interrupt is played to makes by its effects (Reference 01, change 4):
"If the action creates a duel", "If the action has a Melee or Ranged Attack". The state's
``action_makes`` says it; not stated, the answer is unknown."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.describe import ability_text
from model.errors import InputError
from model.selectors import Condition
from solver.good_faith import check
from tests.builders import board, card, imported

_MELEE, _RANGED = Condition(action_makes="melee_attack"), Condition(action_makes="ranged_attack")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the action creates a duel", Condition(action_makes="duel")),
        ("the action has a Ranged Attack", _RANGED),
        ("the action has a Melee Attack", _MELEE),
        ("the action has a Melee or Ranged Attack", Condition(any_of=(_MELEE, _RANGED))),
        (
            "the action is Battle and creates a duel",
            Condition(all_of=(Condition(action_has="battle"), Condition(action_makes="duel"))),
        ),
    ],
)
def test_what_the_action_makes(text: str, expected: Condition) -> None:
    assert parse_condition(text, "T Dojo", CardType.HOLDING) == expected


@pytest.mark.parametrize(
    "text",
    [
        "the action creates a duel involving Burei",  # whom the duel involves
        "the action is a Ranged Attack action",  # only a Ranged Attack, or any with one?
        "the action creates two duels",
        "the action has a Fear",
        "it creates a duel",
        "the action moves any units",
    ],
)
def test_other_words_about_the_action_are_not_read(text: str) -> None:
    assert isinstance(parse_condition(text, "Kakita Burei", CardType.PERSONALITY), str)


_DOJO = (
    "<b>Interrupt, :bow::</b> If the action creates a duel, after your Personality wins, give him "
    '"Battle: Fear equal to this Personality\'s Force."'
)


def _status(text: str, **action: Any) -> str:
    ab = imported(text, "T Dojo", CardType.HOLDING)
    loaded = board(
        [{"title": "T Dojo", "type": "holding", "abilities": [ab]}],
        [card("d", "T Dojo", "me")],
        **{
            "trigger": INTERRUPT_TO_AN_ACTION,
            "action_player": "them",
            "action_designator": "battle",
            "action_keywords": [],
            **action,
        },
    )
    return check(loaded, "me", "d", 0).status


def test_an_interrupt_to_an_action_that_creates_a_duel() -> None:
    (action,) = import_text(_DOJO, title="T Dojo", card_type=CardType.HOLDING).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability).startswith(
        "Interrupt (to an action, after its targets are chosen): if the action creates a duel · "
        "costs: bow this card"
    )
    assert _status(_DOJO, action_makes=["duel"]) == "legal"
    # no duel: a restriction (strict) or a condition of the effect (lenient): unknown
    assert _status(_DOJO, action_makes=["ranged_attack"]) == "unknown"
    assert _status(_DOJO, action_makes=[]) == "unknown"
    # not stated: unknown, never a guess
    assert _status(_DOJO) == "unknown"
    with pytest.raises(InputError):
        _status(_DOJO, action_makes=["a duel"])


def test_a_restriction_on_what_the_action_makes() -> None:
    text = "<b>Interrupt:</b> If the action has a Melee or Ranged Attack: Gain 1 Honor."
    assert _status(text, action_makes=["melee_attack"]) == "legal"
    assert _status(text, action_makes=["duel", "ranged_attack"]) == "legal"
    assert _status(text, action_makes=["duel"]) == "illegal"
    assert _status(text) == "unknown"
    both = "<b>Interrupt:</b> If the action is Battle and creates a duel: Gain 1 Honor."
    assert _status(both, action_makes=["duel"]) == "legal"
    assert _status(both, action_makes=["duel"], action_designator="open") == "illegal"
