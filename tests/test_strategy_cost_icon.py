"""A Strategy whose action icon repeats its own Gold Cost ("A Game of Dice": Gold Cost 3,
"Limited, :g3::"): the Gold Cost of a Strategy is the cost of its action (Costs and
restrictions), printed once and repeated in the data (no Strategy of the export gives a Gold
Cost and a different icon), so it is paid once (h41gold2, h41adv3 R1: it was read two ways and
a verdict between them was unknown; before that it was paid twice, a false illegal)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.oracle.export import card_from_entry
from model.oracle.strategy_cost import icon_as_gold_cost
from solver.good_faith import check
from tests.builders import board, card

TEXT = "<b>Limited, :g3::</b> Draw two additional cards before your turn ends."


def _entry(cost: str, text: str = TEXT) -> dict[str, Any]:
    return {
        "title": ["T Dice"],
        "type": ["Strategy"],
        "cost": [cost],
        "focus": ["4"],
        "text": [text],
    }


def test_the_icon_equal_to_the_gold_cost_is_that_cost() -> None:
    ab = card_from_entry(_entry("3")).card.abilities[0]
    assert ab.costs == () and ab.lenient is None  # the card's Gold Cost, paid as its action's


@pytest.mark.parametrize(
    ("cost", "text"),
    [
        ("", TEXT),  # no Gold Cost: the icon is the only cost
        ("0", TEXT),
        ("2", TEXT),  # a different amount: both are printed
        ("3", "<b>Limited:</b> Draw two additional cards before your turn ends."),  # no icon
    ],
)
def test_other_strategies_are_read_as_printed(cost: str, text: str) -> None:
    ab = card_from_entry(_entry(cost, text)).card.abilities[0]
    assert ab.lenient is None
    assert [c.gold for c in ab.costs] == ([3] if ":g3:" in text else [])


def test_only_strategies() -> None:
    imported = import_text(TEXT, title="T Dice", card_type=CardType.EVENT)
    assert icon_as_gold_cost(imported, CardType.EVENT, 3) is imported


def _farms(n: int) -> list[dict[str, Any]]:
    return [card(f"farm{i}", "T Farm", "me") for i in range(n)]


@pytest.mark.parametrize(
    ("farms", "expected"), [(4, "legal"), (3, "legal"), (2, "legal"), (1, "illegal")]
)
def test_on_a_board(farms: int, expected: str) -> None:
    """Farms of 2 Gold: one payment of 3 needs two (the control: one is short)."""
    dice = card_from_entry(_entry("3")).card
    definition: dict[str, Any] = {
        "title": "T Dice",
        "type": "strategy",
        "gold_cost": 3,
        "abilities": [dice.abilities[0]],
    }
    farm = {
        "title": "T Farm",
        "type": "holding",
        "gold_cost": 2,
        "gold_production": 2,
        "production": [{"from_stat": "gold_production"}],
    }
    loaded = board([definition, farm], [card("dice", "T Dice", "me", zone="hand"), *_farms(farms)])
    verdict = check(loaded, "me", "dice", 0)
    assert verdict.status == expected, verdict.reasons
