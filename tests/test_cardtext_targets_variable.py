"""A variable number of targets in the constraints block: "Target one or more of your Items"
(Abilities and actions / B: one card is required, any number more are optional;
``TargetSpec.any_number``)."""

from __future__ import annotations

import pytest

from model.abilities import TargetSpec
from model.cardtext import import_text
from model.common import CardType
from model.describe import target_text
from solver.good_faith import check
from tests.builders import DEFS, board, card, imported

ITEMS = (
    "<b>Battle/Open:</b> Target one or more of your Items: Straighten them. You may transfer "
    "them to other Personalities you control."
)


def _targets(text: str, card_type: CardType = CardType.STRATEGY) -> tuple[TargetSpec, ...]:
    (action,) = import_text(text, title="T Card", card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return tuple(t for t in action.ability.targets if isinstance(t, TargetSpec))


def test_one_required_and_any_number_more() -> None:
    first, more = _targets(ITEMS)
    assert (first.count, first.up_to, first.any_number) == (1, False, False)
    assert (more.up_to, more.any_number) == (True, True)
    assert more.select.other_than == (first.name,)
    assert target_text(more) == (
        "target1_more: target up to any number of your Items other than target1"
    )


def test_performers() -> None:
    text = (
        "<b>Battle:</b> Discard this card and choose one or more of your performing "
        "Personalities: Move them home."
    )
    first, more = _targets(text, CardType.CELESTIAL)
    assert first.performer and first.choose and more.performer and more.any_number


@pytest.mark.parametrize(
    "text",
    [
        # a relation among the cards: of each, or of all together?
        "<b>Battle:</b> Target one or more enemy units with combined total Force of 9 or lower: "
        "Bow them.",
        # a cost paid by the cards
        "<b>Battle:</b> Bow one or more of your performing Samurai: Gain 1 Honor.",
        # another count in the clause
        "<b>Battle:</b> Target one or more Personalities, up to two: Bow them.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


def _items_board(items: int, bowed: bool = True) -> object:
    ab = imported(ITEMS, "T Reserve", CardType.STRATEGY)
    defs = [
        DEFS[0],
        DEFS[1],
        {"title": "T Reserve", "type": "strategy", "gold_cost": 0, "abilities": [ab]},
        {"title": "T Blade", "type": "item", "gold_cost": 1},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("sam", "T Samurai", "me"),
        card("r", "T Reserve", "me", zone="hand"),
    ]
    cards += [card(f"i{n}", "T Blade", "me", attached_to="sam", bowed=bowed) for n in range(items)]
    return board(defs, cards)


@pytest.mark.parametrize(("items", "expected"), [(0, "illegal"), (1, "legal"), (3, "legal")])
def test_one_item_is_required(items: int, expected: str) -> None:
    assert check(_items_board(items), "me", "r", 0).status == expected  # type: ignore[arg-type]


def test_any_number_more_may_be_chosen() -> None:
    loaded = _items_board(3)
    chosen = {"target1": ["i0"], "target1_more": ["i1", "i2"]}
    assert check(loaded, "me", "r", 0, targets=chosen).status == "legal"  # type: ignore[arg-type]


def test_what_is_not_read_is_said_in_the_printed_words() -> None:
    """Not read as a count of targets: the printed clause is what is not understood."""
    text = "<b>Battle:</b> Target a card with one or more Poison tokens: Bow it."
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full and "one or more Poison" in (action.not_understood or "")
