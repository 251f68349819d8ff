"""How many Provinces a player has (the state's ``players[].provinces``, Reference 05: each
player starts with four; a destroyed Province is gone): "If you have two or fewer Provinces",
"exactly one Province", "fewer Provinces than each other player". Not stated: unknown."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.describe import ability_text
from model.errors import InputError
from model.selectors import Condition, ProvinceCount
from tests.builders import board, played


def _players(mine: int | None, theirs: int | None) -> list[dict[str, Any]]:
    me: dict[str, Any] = {"id": "me", "family_honor": 5}
    them: dict[str, Any] = {"id": "them", "family_honor": 5}
    if mine is not None:
        me["provinces"] = mine
    if theirs is not None:
        them["provinces"] = theirs
    return [me, them]


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("you have two or fewer Provinces", ProvinceCount(at_most=2)),
        ("you have 1 or fewer Provinces", ProvinceCount(at_most=1)),
        ("you have exactly one Province", ProvinceCount(exactly=1)),
        ("you have fewer Provinces than each other player", ProvinceCount(fewer_than_others=True)),
    ],
)
def test_province_conditions(text: str, count: ProvinceCount) -> None:
    assert parse_condition(text) == Condition(provinces=count)


@pytest.mark.parametrize(
    "text",
    [
        "you have fewer Provinces than any other player",  # any: one of them, or all?
        "you have two or more Provinces",
        "another player has two or fewer Provinces",
    ],
)
def test_other_province_conditions_are_not_read(text: str) -> None:
    assert isinstance(parse_condition(text), str)


def test_a_restriction_on_your_provinces() -> None:
    text = "<b>Limited:</b> If you have two or fewer Provinces: Draw a card."
    assert played(text, [], [], players=_players(2, 4)) == "legal"
    assert played(text, [], [], players=_players(3, 1)) == "illegal"
    # not stated: unknown, never a guess
    assert played(text, [], [], players=_players(None, 4)) == "unknown"


def test_fewer_provinces_than_each_other_player_opening_the_effects() -> None:
    text = "<b>Limited:</b> If you have fewer Provinces than each other player, draw a card."
    (action,) = import_text(text, title="T Counting", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability).startswith(
        "Limited: if you have fewer Provinces than each other player · unsettled"
    )
    assert played(text, [], [], players=_players(2, 3)) == "legal"
    # a restriction, or a condition of the effect (two readings): unknown when it fails
    assert played(text, [], [], players=_players(3, 3)) == "unknown"
    assert played(text, [], [], players=_players(2, None)) == "unknown"
    # the timing fails either way
    assert played(text, [], [], players=_players(2, 3), phase="dynasty") == "illegal"


def test_the_state_field_is_validated() -> None:
    with pytest.raises(InputError):
        board([], [], players=[{"id": "me", "family_honor": 5, "provinces": -1}])
    with pytest.raises(ValueError):
        ProvinceCount(at_most=2, exactly=1)
    with pytest.raises(ValueError):
        ProvinceCount()
