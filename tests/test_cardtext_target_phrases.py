"""Target phrases beyond model/cardtext/targets.py's own tests (issue 13; Abilities and actions
/ B. Explicit performing and required targeting): two targets of the verb "target" in the
constraints block ("Target your Courtier and an enemy Personality:", the rules' example "Target
a Samurai and a Shugenja"), and the refusals that keep the reading closed."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import Block, TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from solver.good_faith import check
from tests.builders import board, card, imported


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


# -- two targets of "target" in the constraints block --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<b>Battle:</b> Target your Courtier and an enemy Personality: Bow them.",
        "<b>Battle:</b> Bow this card and target your Courtier and an enemy Personality: Bow them.",
        "<b>Battle:</b> Target your Courtier and another player's Personality: Bow them.",
    ],
)
def test_two_targets_in_the_constraints(text: str) -> None:
    first, second = _targets(text)
    assert (first.name, second.name) == ("target1", "target2")
    assert first.block is Block.CONSTRAINTS and second.block is Block.CONSTRAINTS
    assert first.select.controller is Controller.YOU and first.select.keyword == ("courtier",)
    assert second.select.controller is Controller.OPPONENT
    assert second.select.type == (CardType.PERSONALITY,)
    assert first.is_required_kind and second.is_required_kind


@pytest.mark.parametrize(
    "text",
    [
        # one card may be both: not in the rules
        "<b>Battle:</b> Target your Courtier and a Personality: Bow them.",
        # "another": than the first target, or than this card?
        "<b>Battle:</b> Target your Courtier and another Personality: Bow them.",
        # lower than whom?
        "<b>Battle:</b> Target your Courtier and an enemy Personality with lower Force: Bow him.",
        # not a phrase after "and"
        "<b>Battle:</b> Target your Courtier and an enemy's Follower: Bow them.",
    ],
)
def test_two_targets_in_the_constraints_refused(text: str) -> None:
    _refused(text)


def test_a_target_and_a_cost_still_two_clauses() -> None:
    (action,) = import_text(
        "<b>Battle:</b> Target your Courtier and discard a card: Bow him.",
        title="T Card",
        card_type=CardType.STRATEGY,
    ).actions
    assert action.full and action.ability is not None
    assert len(action.ability.targets) == 1 and action.ability.costs


@pytest.mark.parametrize(
    ("courtier", "enemy", "expected"),
    [(True, True, "legal"), (True, False, "illegal"), (False, True, "illegal")],
)
def test_two_targets_in_the_constraints_on_the_board(
    courtier: bool, enemy: bool, expected: str
) -> None:
    ab = imported(
        "<b>Open:</b> Target your Courtier and an enemy Personality: Bow them.",
        "T Move",
        CardType.STRATEGY,
    )
    defs: list[dict[str, Any]] = [
        {"title": "T Move", "type": "strategy", "abilities": [ab]},
        {"title": "T Court", "type": "personality", "force": 1, "keywords": ["Courtier"]},
        {"title": "T Man", "type": "personality", "force": 1},
    ]
    cards = [card("s", "T Move", "me", zone="hand"), card("m", "T Man", "me")]
    if courtier:
        cards.append(card("c", "T Court", "me"))
    if enemy:
        cards.append(card("e", "T Man", "them"))
    assert check(board(defs, cards), "me", "s", 0).status == expected
