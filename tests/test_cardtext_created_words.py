"""Created attachments in rarer wordings (model/cardtext/created.py): "attach it to the
Personality" names the one Personality targeted before, who must be yours to take it
(Reference 03, Attachments; Good Faith Rule: "a player cannot announce an action on the basis of
a legal card to play, but then choose an illegal ... Personality"), and "You may target one of
your Ninja, create a 1F Follower, and attach it to him" is as optional as its target."""

from __future__ import annotations

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from tests.builders import card, played

THE_PERSONALITY = (
    "<b>Limited:</b> Target a Personality: Create a 1F Follower and attach it to the Personality."
)
MAY = (
    "<b>Limited:</b> Gain 1 Honor. You may target one of your Ninja, create a 1F Shadowlands • "
    "Ninja Follower, and attach it to him."
)


def _targets(text: str) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(action.ability.all_target_specs())


def test_the_personality_is_narrowed_to_yours() -> None:
    (target,) = _targets(THE_PERSONALITY)
    assert target.select.type == (CardType.PERSONALITY,)
    assert target.select.controller is Controller.YOU and target.is_required_kind


def test_a_creation_under_you_may_is_optional() -> None:
    (target,) = _targets(MAY)
    assert target.optional and target.select.keyword == ("ninja",)


@pytest.mark.parametrize(
    "text",
    [
        # the creation in a sentence of its own: not under the "may"
        "<b>Limited:</b> You may target one of your Ninja. Create a 1F Follower and attach it "
        "to him.",
        # an enemy Personality can never take it
        "<b>Limited:</b> Target an enemy Personality: Create a 1F Follower and attach it to the "
        "Personality.",
        # two cards chosen before: which one is "the Personality"?
        "<b>Limited:</b> Target a Personality and a Holding: Create a 1F Follower and attach it "
        "to the Personality.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(("owner", "expected"), [("me", "legal"), ("them", "illegal")])
def test_the_personality_on_the_board(owner: str, expected: str) -> None:
    """Only another player's Personality in play: no Personality can take the Follower."""
    defs = [{"title": "T Lord", "type": "personality", "force": 1}]
    assert played(THE_PERSONALITY, defs, [card("lord", "T Lord", owner)]) == expected


def test_an_optional_creation_on_an_empty_board() -> None:
    assert played(MAY, [], []) == "legal"
