"""Gold icons from card text: a number, or a star ("any amount", Reference 04 / Costs), and an
Equip in the effects as the required target it is (Reference 01, change 3)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported


@pytest.mark.parametrize("icon", [":gstar:", ":g*:"])
def test_a_star_gold_icon_is_any_amount(icon: str) -> None:
    text = f"<b>Limited, :bow:, {icon}:</b> Put Wealth tokens on it equal to the Gold paid."
    (action,) = import_text(text, title="T Lender", card_type=CardType.HOLDING).actions
    assert action.full and action.ability is not None
    golds = [c.gold for c in action.ability.costs if c.gold is not None]
    assert golds == ["*"]
    assert any(c.bow == "source" for c in action.ability.costs)


def test_a_star_cost_is_paid_with_no_gold_at_all() -> None:
    """Any amount includes 0: no Gold source is needed; the bow cost still is."""
    ab = imported("<b>Limited, :bow:, :gstar::</b> Gain 1 Honor.", "T Lender", CardType.HOLDING)
    for bowed, expected in ((False, "legal"), (True, "illegal")):
        loaded = board(
            [{"title": "T Lender", "type": "holding", "abilities": [ab]}],
            [card("lender", "T Lender", "me", bowed=bowed)],
        )
        assert check(loaded, "me", "lender", 0).status == expected


@pytest.mark.parametrize(
    "text",
    [
        "<b>Earth Battle, :gstar::</b> Equip a Spell to Kosea. You may take an additional action.",
        "<b>Open:</b> Equip a Follower to your target Personality.",
        "<b>Battle, :g2::</b> Equip a Weapon to your target Personality.",
    ],
)
def test_an_equip_in_the_effects_brings_a_card_into_play(text: str) -> None:
    """Never an effect that need not succeed: the card equipped must exist and be payable
    (tests/test_cardtext_equip.py); a wording the Equip grammar does not read is refused."""
    (action,) = import_text(text, title="T Kosea", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None
    assert any(e.bring_into_play is not None for e in action.ability.effects)
    text = "<b>Battle:</b> Equip a Follower from under this card to your target Personality."
    (action,) = import_text(text, title="T Kosea", card_type=CardType.PERSONALITY).actions
    assert not action.full and "equip" in action.not_understood.lower()


def test_an_optional_or_past_equip_is_no_required_target() -> None:
    text = (
        "<b>Open:</b> Target your unbowed Personality. You may Equip a Weapon to him. "
        "If you did not Equip a Weapon, gain 1 Honor."
    )
    (action,) = import_text(text, title="T Forge", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None
    assert [t.name for t in action.ability.all_target_specs()] == ["target1"]
