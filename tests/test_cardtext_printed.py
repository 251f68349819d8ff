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
        # "printed" then words the grammar does not read ("to <verb>" is read: the action's
        # purpose, tests/test_cardtext_target_clauses.py)
        "<b>Battle:</b> Target your performing Personality with 7 or more printed Force against "
        "him.",
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


def test_different_from_base() -> None:
    text = (
        "<b>Battle:</b> Target a Personality whose Force is different from his base Force: Bow him."
    )
    assert _where(text) == ("target1.force != target1.base_force",)


@pytest.mark.parametrize(
    ("added", "printed", "expected"),
    [([], ["shadowlands"], "legal"), (["shadowlands"], [], "illegal")],
)
def test_base_keyword_on_the_board(added: list[str], printed: list[str], expected: str) -> None:
    """ "with the base Shadowlands keyword": printed, not given by an effect (FAQ: base)."""
    text = "<b>Open:</b> Target an enemy card with the base Shadowlands keyword: Destroy it."
    defs = [{"title": "T Oni", "type": "personality", "keywords": printed, "force": 2, "chi": 2}]
    cards = [card("o", "T Oni", "them", added_keywords=added)]
    assert played(text, defs, cards) == expected


@pytest.mark.parametrize(("bowed", "expected"), [(True, "legal"), (False, "illegal")])
def test_without_unbowed_attachments_on_the_board(bowed: bool, expected: str) -> None:
    text = "<b>Open:</b> Target an enemy card without unbowed attachments: Bow the target."
    defs = [
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2, "personal_honor": 2},
        {"title": "T Ashigaru", "type": "follower", "force": 1, "gold_cost": 1},
    ]
    cards = [
        card("man", "T Man", "them"),
        card("f", "T Ashigaru", "them", attached_to="man", bowed=bowed),
    ]
    # the Follower itself is an enemy card without attachments: bow it out of the way
    cards[1]["bowed"] = bowed
    got = played(text, defs, cards)
    assert got == "legal"  # the Follower (no attachments) is always a candidate
    only_man = [
        {"title": "T Man", "type": "personality", "force": 2, "chi": 2, "personal_honor": 2},
        {"title": "T Sword", "type": "item", "keywords": ["weapon"]},
    ]
    cards2 = [
        card("man", "T Man", "them"),
        card("s", "T Sword", "them", attached_to="man", bowed=bowed),
    ]
    assert played(text.replace("card", "Personality", 1), only_man, cards2) == expected


def test_each_player_targets_a_printed_keyword() -> None:
    """Once its phrase is read, "Each player targets and destroys a card with the printed Fudo
    keyword" reads as the other "each player targets" sentences (others_targeting.py)."""
    text = "<b>Battle:</b> Each player targets and destroys a card with the printed Fudo keyword."
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    (spec,) = (t for t in action.ability.targets if isinstance(t, TargetSpec))
    assert spec.select.base_keyword == ("fudo",)
