""" "One or more" targets (model/cardtext/targets.py; Abilities and actions / B): "Bow one or
more of your target unbowed Ashigaru Conscripts", "Target one or more cards in your
provinces": the first card is required, any number more are optional
(``TargetSpec.any_number``); and the Conscript keyword of the card data."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.describe import target_text
from model.selectors import Controller
from model.zones import Place
from solver.good_faith import check
from solver.verdict import AnnouncementError
from tests.builders import board, card, imported

CONSCRIPTS = "<b>Open:</b> Bow one or more of your target unbowed Ashigaru Conscripts."


def _targets(text: str, card_type: CardType = CardType.STRATEGY) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="T Card", card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(t for t in action.ability.targets if isinstance(t, TargetSpec))


def test_one_or_more_of_your_target() -> None:
    first, more = _targets(CONSCRIPTS)
    assert first.count == 1 and not first.up_to and first.is_required_kind
    assert first.select.controller is Controller.YOU and first.select.bowed is False
    assert first.select.keyword == ("ashigaru", "conscript")
    assert more.up_to and more.any_number and not more.is_required_kind
    assert more.select.other_than == (first.name,)
    assert "any number of your unbowed" in target_text(more)


@pytest.mark.parametrize(
    ("text", "controller"),
    [
        ("<b>Battle:</b> Give one or more of your target Personalities +1F.", Controller.YOU),
        (
            "<b>Battle:</b> Give one or more target enemy cards a Madness token.",
            Controller.OPPONENT,
        ),
    ],
)
def test_one_or_more_given(text: str, controller: Controller) -> None:
    first, more = _targets(text)
    assert first.select.controller is controller and more.select.controller is controller
    assert first.is_required_kind and more.any_number


def test_target_one_or_more_in_the_constraints_block() -> None:
    first, more = _targets(
        "<b>Limited:</b> Target one or more cards in your provinces: Discard them."
    )
    assert first.select.location is Place.PROVINCE and first.select.controller is Controller.YOU
    assert more.any_number and more.select.location is Place.PROVINCE


def test_one_or_more_after_keyword_alternatives() -> None:
    performer, first, more = _targets(
        "<b>Battle:</b> Destroy your performing Yojimbo and target one or more of your Courtier "
        "or Shugenja Personalities: Move them home."
    )
    assert performer.performer
    assert first.select.any_keyword == ("courtier", "shugenja")
    assert first.select.type == (CardType.PERSONALITY,) and more.any_number


def test_plural_after_keyword_alternatives_uncounted_refused() -> None:
    (action,) = import_text(
        "<b>Battle:</b> Move home a target Courtier or Shugenja Personalities.",
        title="T Card",
        card_type=CardType.STRATEGY,
    ).actions
    assert not action.full


def test_any_number_needs_up_to() -> None:
    from model.selectors import Selector

    with pytest.raises(ValueError, match="any_number"):
        TargetSpec(name="t", select=Selector(), any_number=True)


@pytest.mark.parametrize(
    "text",
    [
        # a total of the group: not read per card
        "<b>Battle:</b> Destroy one or more target enemy Followers with total Force less than or "
        "equal to 4.",
        # a singular noun after the count
        "<b>Battle:</b> Bow one or more of your target unbowed Conscript.",
    ],
)
def test_one_or_more_refused(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


def _board(bowed: list[bool]) -> Any:
    ab = imported(CONSCRIPTS, "T Played", CardType.STRATEGY)
    defs: list[dict[str, Any]] = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Levy", "type": "follower", "force": 1, "keywords": ["Ashigaru", "Conscript"]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [card("played", "T Played", "me", zone="hand"), card("m", "T Man", "me")]
    cards += [card(f"c{i}", "T Levy", "me", attached_to="m", bowed=b) for i, b in enumerate(bowed)]
    # another player's unbowed Conscript: not yours
    cards += [card("y", "T Man", "them"), card("x", "T Levy", "them", attached_to="y")]
    return board(defs, cards, phase="action")


@pytest.mark.parametrize(
    ("bowed", "expected"),
    [([False], "legal"), ([True, False], "legal"), ([True, True], "illegal"), ([], "illegal")],
)
def test_one_or_more_on_the_board(bowed: list[bool], expected: str) -> None:
    assert check(_board(bowed), "me", "played", 0).status == expected


def test_one_or_more_with_chosen_targets() -> None:
    loaded = _board([False, False, False])
    three = {"target1": ["c0"], "target1_more": ["c1", "c2"]}
    assert check(loaded, "me", "played", 0, targets=three).status == "legal"
    alone = {"target1": ["c0"], "target1_more": []}
    assert check(loaded, "me", "played", 0, targets=alone).status == "legal"
    with pytest.raises(AnnouncementError):
        check(loaded, "me", "played", 0, targets={"target1": ["c0", "c1"]})


# -- a count before the card's own possessive: "one or two of Yasi's target Weapons" ----------

OWN = "<b>Open:</b> Bow one or two of Kensai's target unbowed Weapons."


def test_counted_own_possessive() -> None:
    (action,) = import_text(OWN, title="Kensai", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    first, more = (t for t in action.ability.targets if isinstance(t, TargetSpec))
    assert first.select.attached_to == "source" and first.select.keyword == ("weapon",)
    assert first.is_required_kind and more.up_to and more.count == 1 and not more.any_number


def test_counted_possessive_of_another_card_refused() -> None:
    (action,) = import_text(OWN, title="Other", card_type=CardType.PERSONALITY).actions
    assert not action.full


def test_make_a_ranged_attack_sentence() -> None:
    text = (
        "<b>Battle:</b> Bow one or two of Kensai's target unbowed Weapons. Make a Ranged Attack "
        "equal to their total Force Modifiers."
    )
    (action,) = import_text(text, title="Kensai", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    *_, attack = (t for t in action.ability.targets if isinstance(t, TargetSpec))
    assert attack.select.location is Place.CURRENT_BATTLEFIELD and attack.is_required_kind


@pytest.mark.parametrize(("bowed", "expected"), [(False, "legal"), (True, "illegal")])
def test_counted_own_possessive_on_the_board(bowed: bool, expected: str) -> None:
    ab = imported(OWN, "Kensai", CardType.PERSONALITY)
    defs: list[dict[str, Any]] = [
        {"title": "Kensai", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
        {"title": "T Sword", "type": "item", "keywords": ["Weapon"]},
    ]
    cards = [card("k", "Kensai", "me"), card("m", "T Man", "me")]
    cards += [card("s", "T Sword", "me", attached_to="k", bowed=bowed)]
    cards += [card("t", "T Sword", "me", attached_to="m")]  # unbowed, but not on him
    assert check(board(defs, cards, phase="action"), "me", "k", 0).status == expected


# -- "zero to two": none required --------------------------------------------------------------


def test_zero_to_two() -> None:
    first, more = _targets("<b>Battle:</b> Target zero to two attacking cards.")
    assert first.optional and not first.is_required_kind and first.select.attacking is True
    assert more.up_to and more.count == 1 and more.select.other_than == (first.name,)


@pytest.mark.parametrize("yours", [0, 1, 3])
def test_zero_to_two_on_the_board(yours: int) -> None:
    text = "<b>Open:</b> Target zero to two of your Personalities."
    ab = imported(text, "T Played", CardType.STRATEGY)
    defs: list[dict[str, Any]] = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [card("played", "T Played", "me", zone="hand")]
    cards += [card(f"m{i}", "T Man", "me") for i in range(yours)]
    assert check(board(defs, cards, phase="action"), "me", "played", 0).status == "legal"


# -- "Fear equal to the number this bowed": a count, at its lowest 0 (attack_forms) ------------

SPIRIT = (
    "<b>Battle:</b> Bow one or more of your target unbowed Ashigaru Conscripts. Fear equal to "
    "the number this bowed."
)


def test_fear_equal_to_the_number_this_bowed() -> None:
    *_, fear = _targets(SPIRIT)
    assert fear.where == (f"{fear.name}.force <= 0",) and fear.is_required_kind


@pytest.mark.parametrize(("force", "expected"), [(0, "legal"), (2, "unknown"), (None, "illegal")])
def test_fear_after_one_or_more_on_the_board(force: int | None, expected: str) -> None:
    """A Force 0 enemy can be feared whatever the count; a Force 2 one only if two or more
    Conscripts are bowed (two readings: unknown); no enemy: illegal."""
    ab = imported(SPIRIT, "T Played", CardType.STRATEGY)
    defs: list[dict[str, Any]] = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Levy", "type": "follower", "force": 1, "keywords": ["Ashigaru", "Conscript"]},
        {"title": "T Man", "type": "personality", "force": 1},
        {"title": "T Foe", "type": "personality", "force": force or 0},
    ]
    cards = [card("played", "T Played", "me", zone="hand")]
    cards += [card("m", "T Man", "me", zone="battlefield", battlefield="them-p1")]
    cards += [card("c", "T Levy", "me", zone="battlefield", battlefield="them-p1", attached_to="m")]
    if force is not None:
        cards += [card("f", "T Foe", "them", zone="battlefield", battlefield="them-p1")]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
    loaded = board(defs, cards, attacker="me", **combat)
    assert check(loaded, "me", "played", 0).status == expected
