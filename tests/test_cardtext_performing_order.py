""" "performing" among the other adjectives of a targeted performer (model/cardtext/targets.py;
Abilities and actions / B, explicit performing): "your target unbowed performing Personality"
is "your target performing unbowed Personality", and "two of your target performing Courtiers"
is "Target two of your performing Courtiers"; the same performer target either way."""

from __future__ import annotations

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from tests.builders import card, played


def _specs(text: str, card_type: CardType = CardType.HOLDING) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="T Shrine", card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(t for t in action.ability.targets if isinstance(t, TargetSpec))


@pytest.mark.parametrize(
    "text",
    [
        "<b>Limited:</b> Bow your target unbowed performing Personality. Gain 1 Honor.",
        "<b>Limited:</b> Bow your target performing unbowed Personality. Gain 1 Honor.",
    ],
)
def test_performing_after_another_adjective(text: str) -> None:
    (spec,) = _specs(text)
    assert spec.performer and spec.name == "performer"
    assert spec.select.bowed is False and spec.select.controller is Controller.YOU
    assert spec.select.type == (CardType.PERSONALITY,)


def test_counted_performers_of_yours() -> None:
    (spec,) = _specs(
        "<b>Limited, :bow::</b> Bow two of your target performing Courtiers to gain 2 Honor."
    )
    assert spec.performer and spec.count == 2 and spec.select.keyword == ("courtier",)
    assert spec.select.controller is Controller.YOU


def test_performing_twice_is_refused() -> None:
    (action,) = import_text(
        "<b>Limited:</b> Bow your target performing unbowed performing Personality.",
        title="T Shrine",
        card_type=CardType.HOLDING,
    ).actions
    assert not action.full


def test_performing_after_another_adjective_on_the_board() -> None:
    text = "<b>Limited:</b> Bow your target unbowed performing Personality. Gain 1 Honor."
    defs = [{"title": "T Man", "type": "personality", "force": 2}]
    assert played(text, defs, [card("m", "T Man", "me")]) == "legal"
    assert played(text, defs, [card("m", "T Man", "me", bowed=True)]) == "illegal"
    assert played(text, defs, [card("m", "T Man", "them")]) == "illegal"
