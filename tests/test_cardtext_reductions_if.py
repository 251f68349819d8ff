"""A Gold reduction under a condition of a card an effect brings into play
(model/cardtext/reductions_if.py): a condition on the board said of the Personality it attaches
to, or of you, is read (``BringIntoPlay.reduction_if``); any other keeps two readings, the
strict one paying in full, the lenient one the reduced cost (Abilities and actions / Good Faith
Rule: the player must be able to pay to bring the card into play)."""

from __future__ import annotations

import pytest

from model.abilities import Ability
from model.cardtext import import_text
from model.common import CardType
from model.describe import ability_text
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


@pytest.mark.parametrize(
    ("text", "less", "said"),
    [
        (EQUIP, 3, "if (target1 is a Kensai card) and (target1 is a card who is opposed)"),
        (ATTACH, 4, "if performer is a Commander card"),
    ],
)
def test_a_condition_on_the_host_is_read(text: str, less: int, said: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.lenient is None
    assert _reductions(action.ability) == [less]
    assert said in ability_text(action.ability)


def test_he_or_you() -> None:
    text = (
        "<b>Battle:</b> Target a Follower in your hand: Attach it to Hailung, paying all costs, "
        "and paying 4 less Gold if he is defending or if you are a Crab Clan player."
    )
    (action,) = import_text(text, title="Moto Hailung", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None and action.ability.lenient is None
    (bring,) = [e.bring_into_play for e in action.ability.effects if e.bring_into_play]
    assert bring.reduction_if is not None and len(bring.reduction_if.any_of) == 2
    assert bring.reduction_if.any_of[1].your_clan == "crab"


@pytest.mark.parametrize(
    "text",
    [
        # a condition on the past, or one not read: two readings
        "<b>Open:</b> Equip a Weapon to your target Personality, paying 3 less Gold if he has "
        "dueled this turn.",
        "<b>Open:</b> Equip a Weapon to your target Personality, paying 3 less Gold if he is the "
        "Emperor's favourite.",
    ],
)
def test_strictly_in_full_leniently_reduced(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    assert action.ability.lenient is not None
    assert _reductions(action.ability) == [0]
    assert _reductions(action.ability.lenient) == [3]


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
    ("cost", "commander", "expected"),
    # 5 Gold produced; 4 less only for a Commander
    [(7, True, "legal"), (7, False, "illegal"), (9, True, "legal"), (10, True, "illegal")],
)
def test_a_conditional_reduction_on_the_board(cost: int, commander: bool, expected: str) -> None:
    defs = [
        STRONGHOLD,
        {
            "title": "T Lord",
            "type": "personality",
            "force": 1,
            "keywords": ["commander"] if commander else [],
        },
        {"title": "T Sword", "type": "item", "keywords": ["weapon"], "gold_cost": cost},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("lord", "T Lord", "me"),
        card("sword", "T Sword", "me", zone="hand"),
    ]
    assert played(ATTACH, defs, cards) == expected
