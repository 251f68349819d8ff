"""A Gold reduction under a condition of a card an effect brings into play
(model/cardtext/reductions_if.py): the strict reading pays in full, the lenient one the reduced
cost (Abilities and actions / Good Faith Rule: the player must be able to pay to bring the card
into play)."""

from __future__ import annotations

import pytest

from model.abilities import Ability
from model.cardtext import import_text
from model.common import CardType
from tests.builders import DEFS, card, played

STRONGHOLD = DEFS[0]  # produces 5 Gold
EQUIP = (
    "<b>Open:</b> Equip a Weapon to your target Personality, paying 3 less Gold if he is a Kensai "
    "and opposed."
)
ATTACH = (
    "<b>Open:</b> Choose your performing Personality and target an attachment in your hand: "
    "Attach it to your Personality, paying all costs and paying 4 less Gold if he is a Commander."
)


def _reductions(ability: Ability) -> list[int]:
    return [e.bring_into_play.cost_reduction for e in ability.effects if e.bring_into_play]


@pytest.mark.parametrize(("text", "less"), [(EQUIP, 3), (ATTACH, 4)])
def test_strictly_in_full_leniently_reduced(text: str, less: int) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.lenient is not None
    assert _reductions(action.ability) == [0]
    assert _reductions(action.ability.lenient) == [less]


@pytest.mark.parametrize(
    "text",
    [
        # a condition that speaks of targeting, or of another cost
        "<b>Open:</b> Equip a Weapon to your target Personality, paying 3 less Gold if you "
        "target a Kensai.",
        "<b>Open:</b> Equip a Weapon to your target Personality, paying 3 less Gold if its Gold "
        "Cost is 5 or more.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("cost", "expected"),
    [(5, "legal"), (7, "unknown"), (9, "illegal")],  # 5 Gold produced
)
def test_a_conditional_reduction_on_the_board(cost: int, expected: str) -> None:
    defs = [
        STRONGHOLD,
        {"title": "T Lord", "type": "personality", "force": 1},
        {"title": "T Sword", "type": "item", "keywords": ["weapon"], "gold_cost": cost},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("lord", "T Lord", "me"),
        card("sword", "T Sword", "me", zone="hand"),
    ]
    assert played(EQUIP, defs, cards) == expected
