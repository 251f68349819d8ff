"""Target post-modifiers comparing a stat with its printed value or naming a unit's total
(model/cardtext/target_printed.py; Abilities and actions / B, FAQ: "base" is printed), and "the
target a ..." read as a target named again, not the verb "target"."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from tests.builders import card, played


def _where(text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = (t for t in action.ability.targets if isinstance(t, TargetSpec))
    return spec.where


@pytest.mark.parametrize(
    ("text", "where"),
    [
        (
            "<b>Open:</b> Target a Personality whose current Personal Honor is lower than printed.",
            ("target1.personal_honor < target1.base_personal_honor",),
        ),
        (
            "<b>Open:</b> Target a Personality whose Personal Honor is less than printed.",
            ("target1.personal_honor < target1.base_personal_honor",),
        ),
        (
            "<b>Battle:</b> Move home a target enemy Personality with lower current Force than "
            "his own printed Force.",
            ("target1.force < target1.base_force",),
        ),
        (
            "<b>Battle:</b> Raise to 4 the Force of a target Follower with a printed Gold Cost "
            "of 1 or more.",
            ("target1.base_gold_cost >= 1",),
        ),
        (
            "<b>Battle:</b> Bow a target Personality with 3 or less printed Chi.",
            ("target1.base_chi <= 3",),
        ),
        (
            "<b>Battle:</b> Move home a target Personality whose unit's total Force is 7 or "
            "higher.",
            ("target1.total_force >= 7",),
        ),
        (
            "<b>Battle:</b> Target an enemy Personality whose unit's total Gold cost is 10 or "
            "lower: Bow him.",
            ("target1.total_gold_cost <= 10",),
        ),
        (
            "<b>Battle:</b> Bow a target Personality whose Chi is 2 or lower.",
            ("target1.chi <= 2",),
        ),
    ],
)
def test_printed_and_total_readings(text: str, where: tuple[str, ...]) -> None:
    assert _where(text) == where


def test_whose_total_than_the_card_itself() -> None:
    text = (
        "<b>Battle:</b> Move home a target unit whose total Force is less than or equal to "
        "Irezu's Chi."
    )
    assert _where(text, "Bayushi Irezu • Experienced", CardType.PERSONALITY) == (
        "target1.total_force <= source.chi",
    )


@pytest.mark.parametrize(
    "text",
    [
        # compared with another card's stat: not the card itself
        "<b>Battle:</b> Move home a target unit whose total Force is less than Kenji's Chi.",
        # "unit's" without "total"
        "<b>Battle:</b> Bow a target Personality whose unit's Force is 7 or higher.",
        # a total of a card that may be no Personality (whose unit?)
        "<b>Battle:</b> Bow a target card whose total Force is 7 or higher.",
        # current against another printed stat
        "<b>Battle:</b> Bow a target Personality with lower current Force than his own "
        "printed Chi.",
        # "printed" then a verb the grammar does not read
        "<b>Battle:</b> Target your performing Personality with 7 or more printed Force to "
        "negate all Force penalties on him.",
    ],
)
def test_refused(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


_FUYUKO = "<b>Open:</b> Target a Personality whose current Personal Honor is lower than printed."


@pytest.mark.parametrize(("penalty", "expected"), [(-1, "legal"), (0, "illegal"), (1, "illegal")])
def test_lower_than_printed_on_the_board(penalty: int, expected: str) -> None:
    defs = [{"title": "T Man", "type": "personality", "force": 2, "chi": 2, "personal_honor": 2}]
    mods = [{"stat": "personal_honor", "amount": penalty}] if penalty else []
    cards = [card("man", "T Man", "them", modifiers=mods)]
    assert played(_FUYUKO, defs, cards) == expected


@pytest.mark.parametrize(("follower_gc", "expected"), [(1, "legal"), (0, "illegal")])
def test_printed_gold_cost_on_the_board(follower_gc: int, expected: str) -> None:
    text = (
        "<b>Open:</b> Raise to 4 the Force of a target Follower with a printed Gold Cost of 1 "
        "or more."
    )
    defs = [
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2, "personal_honor": 2},
        {"title": "T Ashigaru", "type": "follower", "force": 1, "gold_cost": follower_gc},
    ]
    cards = [card("man", "T Man", "me"), card("f", "T Ashigaru", "me", attached_to="man")]
    assert played(text, defs, cards) == expected


@pytest.mark.parametrize(("force", "expected"), [(4, "legal"), (3, "illegal")])
def test_unit_total_force_on_the_board(force: int, expected: str) -> None:
    text = "<b>Open:</b> Move home a target Personality whose unit's total Force is 7 or higher."
    defs = [
        {"title": "T Man", "type": "personality", "force": force, "chi": 2, "personal_honor": 2},
        {"title": "T Ashigaru", "type": "follower", "force": 3, "gold_cost": 1},
    ]
    cards = [card("man", "T Man", "them"), card("f", "T Ashigaru", "them", attached_to="man")]
    assert played(text, defs, cards) == expected


def test_the_target_a_token_is_no_new_target() -> None:
    """ "Give the target a -1F/-1C Poison token": "the target" names the card targeted before;
    "a -1F/-1C Poison token" is what is given, not a target phrase."""
    text = (
        "<b>Open:</b> Bow your performing Shugenja and target a Personality: Give the target a "
        "-1F/-1C Poison token."
    )
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    names = [t.name for t in action.ability.targets if isinstance(t, TargetSpec)]
    assert names == ["performer", "target2"]
