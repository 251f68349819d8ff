""" "The target's" in a target phrase (model/cardtext/target_clauses.py, target_references.py;
Abilities and actions / B: targets are chosen in the order written): "a card in the target's
unit", "a card at the target's location" name the one card targeted before, even on a
Personality (where "his" may be the card itself and is refused)."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from solver.good_faith import check
from tests.builders import board, card, imported

IAIMIKO = (
    "<b>Open:</b> Target an enemy Personality or Follower: Give it -4F. If its Force is now 0 "
    "and you control a Shugenja, you may target and destroy a card without attachments in the "
    "target's unit."
)
REQUIRED = "<b>Open:</b> Target an enemy Personality: Bow a target card in the target's unit."


def _targets(text: str, card_type: CardType) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="T Man", card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(t for t in action.ability.targets if isinstance(t, TargetSpec))


def _refused(text: str, card_type: CardType = CardType.PERSONALITY) -> str:
    (action,) = import_text(text, title="T Man", card_type=card_type).actions
    assert not action.full
    return action.not_understood


def test_in_the_targets_unit_on_a_personality() -> None:
    first, second = _targets(IAIMIKO, CardType.PERSONALITY)
    assert first.select.controller is Controller.OPPONENT and first.is_required_kind
    assert second.select.unit_of == first.name and second.optional
    assert second.select.lacks_attachment is not None


def test_at_the_targets_location() -> None:
    text = "<b>Open:</b> Target an enemy Personality: Bow a target card at the target's location."
    first, second = _targets(text, CardType.STRATEGY)
    assert second.select.same_location_as == first.name and second.is_required_kind


@pytest.mark.parametrize(
    "text",
    [
        # none targeted before
        "<b>Open:</b> Bow a target card in the target's unit.",
        # two targets before: which?
        "<b>Open:</b> Target an enemy Personality and your Holding: Bow a target card in the "
        "target's unit.",
        # a performer chosen, not targeted
        "<b>Open:</b> Choose your performing Courtier: Bow a target card in the target's unit.",
    ],
)
def test_the_targets_refused(text: str) -> None:
    assert "target" in _refused(text)


def test_his_unit_on_a_personality_still_refused() -> None:
    # "his" on a Personality may be the card itself
    assert "his" in _refused(REQUIRED.replace("the target's", "his"))


def _board(same_unit: bool) -> Any:
    ab = imported(REQUIRED, "T Played", CardType.STRATEGY)
    defs: list[dict[str, Any]] = [
        {"title": "T Played", "type": "strategy", "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 2},
        {"title": "T Other", "type": "personality", "force": 2},
        {"title": "T Blade", "type": "item"},
    ]
    cards = [
        card("played", "T Played", "me", zone="hand"),
        card("f", "T Foe", "them"),
        card("o", "T Other", "them"),
        card("b", "T Blade", "them", attached_to="f" if same_unit else "o"),
    ]
    return board(defs, cards, phase="action")


@pytest.mark.parametrize(("same_unit", "expected"), [(True, "legal"), (False, "illegal")])
def test_in_the_targets_unit_on_the_board(same_unit: bool, expected: str) -> None:
    # the Foe is targeted first; the Blade must be in his unit, not in another Personality's
    targets = {"target1": ["f"], "target2": ["b"]}
    assert check(_board(same_unit), "me", "played", 0, targets=targets).status == expected
