"""A Strategy whose action icon repeats its own Gold Cost ("A Game of Dice": Gold Cost 3,
"Limited, :g3::"): paying both stays the strict reading, paying once the lenient one, so a
verdict that depends on it is unknown (found by review: the cost was paid twice, a false
illegal; Costs and restrictions: the Gold Cost of a Strategy is a cost of its actions)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.oracle.export import card_from_entry
from model.oracle.strategy_cost import NOTE, icon_as_gold_cost
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


def test_the_icon_equal_to_the_gold_cost_reads_two_ways() -> None:
    ab = card_from_entry(_entry("3")).card.abilities[0]
    assert [c.gold for c in ab.costs] == [3]
    assert ab.lenient is not None and ab.lenient.costs == () and ab.lenient_note == NOTE


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


def test_only_strategies() -> None:
    imported = import_text(TEXT, title="T Dice", card_type=CardType.EVENT)
    assert icon_as_gold_cost(imported, CardType.EVENT, 3) is imported


def _farms(n: int) -> list[dict[str, Any]]:
    return [card(f"farm{i}", "T Farm", "me") for i in range(n)]


@pytest.mark.parametrize(
    ("farms", "expected"), [(4, "legal"), (3, "unknown"), (2, "unknown"), (1, "illegal")]
)
def test_on_a_board(farms: int, expected: str) -> None:
    """Farms of 2 Gold: the two 3-Gold payments (strict) need four, one payment two."""
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
