"""The words after a target (model/cardtext/target_alternatives.py, target_modifiers.py;
Abilities and actions / B: every word of a target phrase restricts what may be targeted):
alternatives of comparisons ("with no attachments or with three or more attachments"), "with
either no unbowed Followers or Shadowlands", "with equal or lower Chi than your Personality"
(the one card of yours named before), and the reminder "(Spells have zero Force)" after a Force
comparison (Reference 04, Absent stats)."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller, Selector
from model.zones import Place
from tests.builders import card, played


def _targets(
    text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY
) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(t for t in action.ability.targets if isinstance(t, TargetSpec))


def _refused(text: str, title: str = "T Card", card_type: CardType = CardType.STRATEGY) -> str:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert not action.full
    return action.not_understood


# -- alternatives of comparisons; the count of attachments --------------------------------------

_INDIFFERENCE = (
    "<b>Battle:</b> Move home a target Personality with no attachments or with three or more "
    "attachments."
)


def test_either_comparison() -> None:
    (t,) = _targets(_INDIFFERENCE)
    assert t.select == Selector(type=(CardType.PERSONALITY,))
    assert t.where == ("target1.attachments == 0 or target1.attachments >= 3",)


def test_attachment_count_alone() -> None:
    (t,) = _targets("<b>Battle:</b> Bow a target Personality with 2 or fewer attachments.")
    assert t.where == ("target1.attachments <= 2",)


@pytest.mark.parametrize(
    "text",
    [
        # a comparison and a selector: not read
        "<b>Battle:</b> Bow a target enemy card with Shadowlands or with lower Force than this "
        "card.",
        # a third modifier after the alternatives: of which?
        "<b>Battle:</b> Bow a target Personality with no attachments or with 2 or lower Force "
        "and with no Followers.",
        # "with two attachments": exactly, or at least? not read
        "<b>Battle:</b> Bow a target Personality with two attachments.",
        "<b>Battle:</b> Bow a target Personality with no attachments or with blorp attachments.",
    ],
)
def test_either_comparison_refused(text: str) -> None:
    _refused(text)


def _attachments_board(text: str, attached: int) -> str:
    defs: list[dict[str, Any]] = [
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Blade", "type": "item"},
    ]
    cards = [card("f", "T Foe", "them")]
    cards += [card(f"b{i}", "T Blade", "them", attached_to="f") for i in range(attached)]
    return played(text, defs, cards)


@pytest.mark.parametrize(
    ("attached", "expected"), [(0, "legal"), (1, "illegal"), (2, "illegal"), (3, "legal")]
)
def test_either_comparison_on_the_board(attached: int, expected: str) -> None:
    text = _INDIFFERENCE.replace("<b>Battle:</b>", "<b>Open:</b>")
    assert _attachments_board(text, attached) == expected


# -- "with either A or B" --------------------------------------------------------------------------

_EITHER = (
    "<b>Open:</b> Bow a target enemy Personality with either no unbowed Followers or Shadowlands."
)


def test_with_either() -> None:
    (t,) = _targets(_EITHER)
    assert t.select.controller is Controller.OPPONENT
    assert t.select.any_of == (
        Selector(lacks_attachment=Selector(type=(CardType.FOLLOWER,), bowed=False)),
        Selector(keyword=("shadowlands",)),
    )


def test_with_either_after_a_comparison() -> None:
    (t,) = _targets(
        "<b>Battle:</b> Bow a target enemy Personality with lower Force and with either no "
        "unbowed Followers or Shadowlands.",
        title="Chaldera",
        card_type=CardType.PERSONALITY,
    )
    assert t.where == ("target1.force < source.force",)
    assert len(t.select.any_of) == 2


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Bow a target Personality with either Blorp or Shadowlands.",
        "<b>Battle:</b> Bow a target Personality with either no Followers or Shadowlands at home.",
        "<b>Battle:</b> Bow a target Personality with either lower Force or Shadowlands.",
    ],
)
def test_with_either_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("keywords", "follower_bowed", "expected"),
    [
        ([], False, "illegal"),  # an unbowed Follower, not Shadowlands
        ([], True, "legal"),  # his only Follower is bowed
        (["Shadowlands"], False, "legal"),  # Shadowlands
    ],
)
def test_with_either_on_the_board(keywords: list[str], follower_bowed: bool, expected: str) -> None:
    defs: list[dict[str, Any]] = [
        {"title": "T Foe", "type": "personality", "force": 2, "keywords": keywords},
        {"title": "T Man", "type": "follower", "force": 1},
    ]
    cards = [
        card("f", "T Foe", "them"),
        card("m", "T Man", "them", attached_to="f", bowed=follower_bowed),
    ]
    assert played(_EITHER, defs, cards) == expected


# -- "than your Personality" -------------------------------------------------------------------

_THAN_YOURS = (
    "<b>Open:</b> Target your unbowed Personality. Bow a target enemy Personality with equal or "
    "lower Chi than your Personality."
)


def test_than_your_personality() -> None:
    mine, theirs = _targets(_THAN_YOURS)
    assert mine.select.controller is Controller.YOU
    assert theirs.where == ("target2.chi <= target1.chi",)


@pytest.mark.parametrize(
    "text",
    [
        # no card of yours named before
        "<b>Battle:</b> Bow a target enemy Personality with lower Chi than your Personality.",
        # "your Blorp": no keyword
        "<b>Battle:</b> Target your Personality. Bow a target enemy Personality with lower Chi "
        "than your Blorp.",
        # two cards of yours named before: which?
        "<b>Battle:</b> Target your Personality and your other Personality. Bow a target enemy "
        "Personality with lower Chi than your Personality.",
    ],
)
def test_than_your_personality_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("chi", "expected"), [(2, "legal"), (3, "illegal")])
def test_than_your_personality_on_the_board(chi: int, expected: str) -> None:
    defs: list[dict[str, Any]] = [
        {"title": "T Mine", "type": "personality", "force": 2, "chi": 2},
        {"title": "T Foe", "type": "personality", "force": 2, "chi": chi},
    ]
    cards = [card("m", "T Mine", "me"), card("f", "T Foe", "them")]
    assert played(_THAN_YOURS, defs, cards) == expected


# -- "(Spells have zero Force)" -------------------------------------------------------------

_ZERO = (
    "<b>Open:</b> Destroy a target enemy attachment with Force less than or equal to 1 (Spells "
    "have zero Force)."
)


def test_spells_have_zero_force() -> None:
    (t,) = _targets(_ZERO)
    assert t.where == ("target1.force <= 1",)


def test_another_parenthesis_after_a_comparison_refused() -> None:
    _refused(
        "<b>Open:</b> Destroy a target enemy attachment with Force less than or equal to 1 "
        "(Spells have some Force)."
    )


@pytest.mark.parametrize(("kind", "expected"), [("spell", "legal"), ("item", "illegal")])
def test_spells_have_zero_force_on_the_board(kind: str, expected: str) -> None:
    defs: list[dict[str, Any]] = [
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Thing", "type": kind, **({"force": 3} if kind == "item" else {})},
    ]
    cards = [card("f", "T Foe", "them"), card("t", "T Thing", "them", attached_to="f")]
    assert played(_ZERO, defs, cards) == expected


# -- a given keyword's reminder after the target -----------------------------------------

_GIVEN = (
    "<b>Open:</b> Give your target Spirit Expendable (Draw a card after your Expendable card is "
    "destroyed)."
)


def test_given_keyword_with_its_reminder() -> None:
    (t,) = _targets(_GIVEN)
    assert t.select == Selector(keyword=("spirit",), controller=Controller.YOU)


@pytest.mark.parametrize(
    "text",
    [
        # words in parentheses that do not explain the keyword given: they could restrict
        "<b>Open:</b> Give your target Spirit Expendable (if he is unbowed).",
        "<b>Open:</b> Give your target Spirit Expendable (Draw a card after it is destroyed).",
    ],
)
def test_given_keyword_other_parenthesis_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("keywords", "expected"), [(["Spirit"], "legal"), ([], "illegal")])
def test_given_keyword_with_its_reminder_on_the_board(keywords: list[str], expected: str) -> None:
    defs: list[dict[str, Any]] = [
        {"title": "T Mine", "type": "personality", "force": 2, "keywords": keywords},
    ]
    assert played(_GIVEN, defs, [card("m", "T Mine", "me")]) == expected


# -- "with a printed Gold Cost from 1 to 4" -----------------------------------------------------

_FROM_TO = "<b>Open:</b> Bow another player's target Holding with a printed Gold Cost from 1 to 4."


def test_a_stat_from_to() -> None:
    (t,) = _targets(_FROM_TO)
    assert t.select.controller is Controller.OPPONENT
    assert t.where == ("target1.base_gold_cost >= 1 and target1.base_gold_cost <= 4",)
    (t,) = _targets("<b>Open:</b> Bow a target Holding with a Gold Cost from 2 to 3.")
    assert t.where == ("target1.gold_cost >= 2 and target1.gold_cost <= 3",)


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Bow a target Holding with a Gold Cost from 3 to 2.",
        "<b>Open:</b> Bow a target Holding with a Gold Cost from 2 to 3 from home.",
    ],
)
def test_a_stat_from_to_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("cost", "expected"), [(0, "illegal"), (1, "legal"), (4, "legal"), (5, "illegal")]
)
def test_a_stat_from_to_on_the_board(cost: int, expected: str) -> None:
    defs: list[dict[str, Any]] = [{"title": "T Mine", "type": "holding", "gold_cost": cost}]
    assert played(_FROM_TO, defs, [card("h", "T Mine", "them")]) == expected


# -- "move your target Personality there from home" ---------------------------------------------

_FROM_HOME = "<b>Open:</b> Move your target Personality there from home."


def test_moved_there_from_home() -> None:
    (t,) = _targets(_FROM_HOME)
    assert t.select == Selector(
        type=(CardType.PERSONALITY,), controller=Controller.YOU, location=Place.HOME
    )


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Move your target Personality at home there from home.",  # twice
        "<b>Battle:</b> Bow your target Personality there from home.",  # no "move"
    ],
)
def test_moved_there_from_home_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(("zone", "expected"), [("home", "legal"), ("battlefield", "illegal")])
def test_moved_there_from_home_on_the_board(zone: str, expected: str) -> None:
    defs: list[dict[str, Any]] = [{"title": "T Mine", "type": "personality", "force": 2}]
    where = {"battlefield": "bf"} if zone == "battlefield" else {}
    status = played(
        _FROM_HOME, defs, [card("m", "T Mine", "me", zone=zone, **where)], battlefields=["bf"]
    )
    assert status == expected


# -- the card's name before its subtitle ------------------------------------------------------


def test_name_before_a_subtitle() -> None:
    (t,) = _targets(
        "<b>Limited:</b> Straighten another player's target Holding whose Gold Cost is lower "
        "than Inoue's Force.",
        title="Morito Inoue, Scourge of the Plains",
        card_type=CardType.PERSONALITY,
    )
    assert t.where == ("target1.gold_cost < source.force",)


# -- "at Shinoda's battlefield" -----------------------------------------------------------------

_AT_HIS_BATTLEFIELD = "<b>Open:</b> Bow a target enemy Personality at Shinoda's battlefield."


def test_at_the_cards_own_battlefield() -> None:
    (t,) = _targets(_AT_HIS_BATTLEFIELD, title="Kuni Shinoda", card_type=CardType.PERSONALITY)
    assert t.select.same_location_as == "source"
    assert t.select.location is Place.BATTLEFIELD


@pytest.mark.parametrize(
    ("mine", "theirs", "expected"),
    [("a", "a", "legal"), ("a", "b", "illegal"), ("home", "home", "illegal")],
)
def test_at_the_cards_own_battlefield_on_the_board(mine: str, theirs: str, expected: str) -> None:
    from model.common import CardType as Type
    from solver.good_faith import check
    from tests.builders import board, imported

    ability = imported(_AT_HIS_BATTLEFIELD, "Kuni Shinoda", Type.PERSONALITY)
    defs: list[dict[str, Any]] = [
        {"title": "Kuni Shinoda", "type": "personality", "force": 2, "abilities": [ability]},
        {"title": "T Foe", "type": "personality", "force": 2},
    ]

    def at(cid: str, title: str, owner: str, where: str) -> dict[str, Any]:
        if where == "home":
            return card(cid, title, owner)
        return card(cid, title, owner, zone="battlefield", battlefield=where)

    cards = [at("s", "Kuni Shinoda", "me", mine), at("f", "T Foe", "them", theirs)]
    loaded = board(defs, cards, battlefields=["a", "b"])
    assert check(loaded, "me", "s", 0).status == expected


# -- "another X or a Y" ---------------------------------------------------------------------------

_ANOTHER_OR = "<b>Open:</b> Target another Personality or a Follower: Give it +1F."


def test_another_of_one_alternative() -> None:
    (t,) = _targets(_ANOTHER_OR, title="T Man", card_type=CardType.PERSONALITY)
    assert t.select.other_than == ("source",)
    assert t.select.any_of == (
        Selector(type=(CardType.PERSONALITY,)),
        Selector(type=(CardType.FOLLOWER,)),
    )


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        # on an Item: other than which?
        (_ANOTHER_OR, CardType.ITEM),
        # the card itself may be the other alternative (a Follower): not read
        ("<b>Open:</b> Target another Personality or a Follower: Give it +1F.", CardType.FOLLOWER),
    ],
)
def test_another_of_one_alternative_refused(text: str, card_type: CardType) -> None:
    _refused(text, card_type=card_type)


@pytest.mark.parametrize(
    ("others", "expected"),
    [((), "illegal"), (("T Man",), "legal"), (("T Aide",), "legal")],
)
def test_another_of_one_alternative_on_the_board(others: tuple[str, ...], expected: str) -> None:
    from solver.good_faith import check
    from tests.builders import board, imported

    ability = imported(_ANOTHER_OR, "T Me", CardType.PERSONALITY)
    defs: list[dict[str, Any]] = [
        {"title": "T Me", "type": "personality", "force": 2, "abilities": [ability]},
        {"title": "T Man", "type": "personality", "force": 2},
        {"title": "T Aide", "type": "follower", "force": 1},
    ]
    cards = [card("s", "T Me", "me")]
    cards += [card(f"o{i}", title, "them") for i, title in enumerate(others)]
    if others == ("T Aide",):
        cards = [card("s", "T Me", "me"), card("o0", "T Aide", "me", attached_to="s")]
    assert check(board(defs, cards), "me", "s", 0).status == expected


@pytest.mark.parametrize(
    ("text", "where"),
    [
        (
            "<b>Open:</b> Choose your performing unbowed Magistrate and target a Personality with "
            "lower Personal Honor than your Magistrate's Chi: Bow him.",
            "target2.personal_honor < performer.chi",
        ),
        (
            "<b>Open:</b> Choose your performing unbowed Courtier and target an enemy Personality "
            "with higher Personal Honor than your Courtier: Dishonor him.",
            "target2.personal_honor > performer.personal_honor",
        ),
        (
            "<b>Open:</b> Straighten a target Personality with one or more attachments.",
            "target1.attachments >= 1",
        ),
    ],
)
def test_more_comparisons(text: str, where: str) -> None:
    assert _targets(text)[-1].where == (where,)


# -- "who must be unbowed if he is yours" -------------------------------------------------------

_IF_YOURS = "<b>Open:</b> Target a Personality, who must be unbowed if he is yours: Give him +1F."


def test_who_must_be_unbowed_if_yours() -> None:
    (t,) = _targets(_IF_YOURS)
    assert t.select.controller is Controller.ANY
    assert t.select.any_of == (Selector(controller=Controller.OPPONENT), Selector(bowed=False))


@pytest.mark.parametrize(
    "text",
    [
        # said of your own card only: not read
        "<b>Open:</b> Target your Personality, who must be unbowed if he is yours: Give him +1F.",
        # more words after it
        "<b>Open:</b> Target a Personality who must be unbowed if he is yours and was targeted "
        "by The First Shout this turn: Give him +1F.",
    ],
)
def test_who_must_be_unbowed_if_yours_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("owner", "bowed", "expected"),
    [("me", False, "legal"), ("me", True, "illegal"), ("them", True, "legal")],
)
def test_who_must_be_unbowed_if_yours_on_the_board(owner: str, bowed: bool, expected: str) -> None:
    defs: list[dict[str, Any]] = [{"title": "T Man", "type": "personality", "force": 2}]
    assert played(_IF_YOURS, defs, [card("m", "T Man", owner, bowed=bowed)]) == expected
