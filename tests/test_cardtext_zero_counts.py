"""Counts of targets that may be zero (model/cardtext/target_words.py COUNTS; Abilities and
actions / B: "Targeting of a variable number of things is also optional when you can choose to
target zero things"): "Target zero to three of your face-up Personalities", "zero or more of
your Followers", "any number of your Personalities" - every card optional. And two endings of
a target phrase not read: a second noun after "and/or", a bound after the count (", up to the
number of Items in this army")."""

from __future__ import annotations

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from tests.builders import card, played


def _specs(text: str) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="T Played", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(t for t in action.ability.targets if isinstance(t, TargetSpec))


@pytest.mark.parametrize(
    ("text", "more", "any_number"),
    [
        ("<b>Open:</b> Target zero to three of your face-up Personalities. Bow them.", 2, False),
        ("<b>Open:</b> Target zero to four of your Personalities. Bow them.", 3, False),
        ("<b>Open:</b> Target zero or more of your Followers: Bow them.", 1, True),
        ("<b>Open:</b> Target any number of your Lion Clan Personalities: Bow them.", 1, True),
    ],
)
def test_zero_counts_are_optional(text: str, more: int, any_number: bool) -> None:
    first, rest = _specs(text)
    assert first.optional and first.count == 1 and first.select.controller is Controller.YOU
    assert rest.optional and rest.up_to and rest.any_number == any_number
    if not any_number:
        assert rest.count == more
    assert rest.select.other_than == (first.name,)


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Bow your target Follower and/or Personality.",
        "<b>Open:</b> You may target one or two Holdings and/or discarded Personalities in your "
        "discard pile. Put one into your hand.",
        "<b>Battle:</b> Bow zero or more target enemy Followers, up to the number of Items in "
        "this army.",
        "<b>Battle:</b> Bow one or two target enemy Followers, up to the number of Items in this "
        "army.",
        "<b>Engage:</b> You may target a Personality for each Ward Spell Mitichi has attached. "
        "Bow the targets.",
    ],
)
def test_and_or_and_a_bound_after_a_target_refused(text: str) -> None:
    (action,) = import_text(text, title="T Played", card_type=CardType.STRATEGY).actions
    assert not action.full


def test_zero_counts_on_the_board() -> None:
    # nothing required: legal with no Follower; the Personality is required
    text = (
        "<b>Open:</b> Target zero or more of your Followers and target your unbowed "
        "Personality: Bow the Followers."
    )
    defs = [{"title": "T Man", "type": "personality", "force": 2}]
    assert played(text, defs, [card("m", "T Man", "me")]) == "legal"
    assert played(text, defs, [card("m", "T Man", "me", bowed=True)]) == "illegal"
