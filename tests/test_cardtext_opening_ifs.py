"""Opening "If"s of the effects in rarer wordings (Costs and restrictions / Restrictions: a
restriction often uses "if"; both readings are kept): "If you have fewer Provinces than each
other player, or exactly one Province, ..." (either count), "If the action is a Battle action"
(its designator or keyword, as "the action is Battle"), "the action is targeting X" (as "the
action targets X")."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.describe import ability_text
from model.selectors import SOURCE, Condition, ProvinceCount
from solver.good_faith import check
from tests.builders import board, card, imported, played

_EITHER = (
    "<b>Limited:</b> If you have fewer Provinces than each other player, or exactly one "
    "Province, draw a card."
)


def _players(mine: int | None, theirs: int | None) -> list[dict[str, Any]]:
    me: dict[str, Any] = {"id": "me", "family_honor": 5}
    them: dict[str, Any] = {"id": "them", "family_honor": 5}
    if mine is not None:
        me["provinces"] = mine
    if theirs is not None:
        them["provinces"] = theirs
    return [me, them]


def test_either_province_count() -> None:
    assert parse_condition(
        "you have fewer Provinces than each other player, or exactly one Province"
    ) == Condition(
        any_of=(
            Condition(provinces=ProvinceCount(fewer_than_others=True)),
            Condition(provinces=ProvinceCount(exactly=1)),
        )
    )
    # the second piece must be a Province count too
    assert isinstance(
        parse_condition("you have fewer Provinces than each other player, or exactly one Ring"),
        str,
    )
    (action,) = import_text(_EITHER, title="T Outpost", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability).startswith(
        "Limited: if (you have fewer Provinces than each other player) or (you have exactly 1 "
        "Province) · unsettled"
    )


@pytest.mark.parametrize(
    ("mine", "theirs", "expected"),
    [
        (2, 3, "legal"),  # fewer than each other player
        (1, 1, "legal"),  # exactly one
        (3, 3, "unknown"),  # neither: a restriction, or a condition of the effect
        (None, 3, "unknown"),  # not stated
    ],
)
def test_either_province_count_on_the_board(
    mine: int | None, theirs: int | None, expected: str
) -> None:
    assert played(_EITHER, [], [], players=_players(mine, theirs)) == expected


def test_the_action_is_a_battle_action() -> None:
    assert parse_condition("the action is a Battle action") == Condition(action_has="battle")
    assert parse_condition("the action is a Political action") == Condition(action_has="political")
    # not a designator or keyword of a known rule
    assert isinstance(parse_condition("the action is a Ranged Attack action"), str)
    assert isinstance(parse_condition("the action is a Favor action"), str)
    assert isinstance(parse_condition("the action is a Lobby action"), str)


def test_the_action_is_a_battle_action_on_the_board() -> None:
    text = "<b>Interrupt:</b> If the action is a Battle action, give a target Personality -1F."
    ab = imported(text, "T Witness", CardType.STRATEGY)
    defs = [
        {"title": "T Witness", "type": "strategy", "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]
    cards = [card("w", "T Witness", "me", zone="hand"), card("f", "T Foe", "them")]

    def status(designator: str) -> str:
        state = board(
            defs,
            cards,
            trigger=INTERRUPT_TO_AN_ACTION,
            action_player="them",
            action_designator=designator,
            action_keywords=[],
        )
        return check(state, "me", "w", 0).status

    assert status("battle") == "legal"
    assert status("open") == "unknown"  # the two readings disagree


def test_the_action_is_targeting() -> None:
    assert parse_condition("the action is targeting Junko", "Junko") == Condition(
        action_targets_card=SOURCE
    )
    assert parse_condition("the action is targeting Junko", "Junko") == parse_condition(
        "the action targets Junko", "Junko"
    )
