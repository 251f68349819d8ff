"""Two complementary "If"s in the effects ("If he is Nonhuman, A. If he is human, B."): as "If
X, A. Otherwise, B.", the opening "If" chooses between two effects, a condition of the effect
only, never a restriction (model.cardtext.effect_conditions)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

NAGA = (
    "<b>Battle:</b> Target an enemy Personality: If he is Nonhuman, take control of him (he "
    "joins your army). If he is human, bow his unit. Destroy him before this turn ends."
)


def test_complementary_ifs_are_no_restriction() -> None:
    (action,) = import_text(NAGA, title="T Naga", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.lenient is None and action.ability.condition is None
    (spec,) = action.ability.all_target_specs()
    assert spec.select.keyword == () and spec.select.not_keyword == ()


@pytest.mark.parametrize(
    "second",
    [
        # not the negation of the opening condition: both readings kept
        "If he is Crab Clan, bow his unit.",
        "If he is dishonorable, bow his unit.",
        # a condition not said of him
        "If you control a Farm, bow his unit.",
    ],
)
def test_other_second_ifs_keep_two_readings(second: str) -> None:
    text = (
        "<b>Battle:</b> Target an enemy Personality: If he is Nonhuman, take control of him. "
        f"{second}"
    )
    (action,) = import_text(text, title="T Naga", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.lenient is not None and action.ability.condition is not None


def test_human_first_and_nonhuman_second() -> None:
    text = (
        "<b>Open:</b> Target a Personality: If he is human, bow him. If he is Nonhuman, "
        "straighten him."
    )
    (action,) = import_text(text, title="T Sage", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.lenient is None and action.ability.condition is None


def test_a_target_in_the_second_branch_is_not_read() -> None:
    text = (
        "<b>Open:</b> Target a Personality: If he is human, bow him. If he is Nonhuman, bow a "
        "target Follower."
    )
    (action,) = import_text(text, title="T Sage", card_type=CardType.PERSONALITY).actions
    assert not action.full


@pytest.mark.parametrize(("nonhuman", "expected"), [(False, "legal"), (True, "legal")])
def test_complementary_ifs_on_the_board(nonhuman: bool, expected: str) -> None:
    """A human enemy Personality is a legal target (it was unknown when the opening "If"
    was also read as a restriction)."""
    ab = imported(NAGA, "T Naga", CardType.PERSONALITY)
    foe = {"title": "T Foe", "type": "personality", "force": 2}
    if nonhuman:
        foe["keywords"] = ["nonhuman"]
    loaded = board(
        [{"title": "T Naga", "type": "personality", "force": 3, "abilities": [ab]}, foe],
        [
            card("naga", "T Naga", "me", zone="battlefield", battlefield="them-p1"),
            card("foe", "T Foe", "them", zone="battlefield", battlefield="them-p1"),
        ],
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        attacker="me",
    )
    assert check(loaded, "me", "naga", 0).status == expected


def test_no_enemy_personality_on_the_board() -> None:
    ab = imported(NAGA, "T Naga", CardType.PERSONALITY)
    loaded = board(
        [{"title": "T Naga", "type": "personality", "force": 3, "abilities": [ab]}],
        [card("naga", "T Naga", "me", zone="battlefield", battlefield="them-p1")],
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        attacker="me",
    )
    assert check(loaded, "me", "naga", 0).status == "illegal"
