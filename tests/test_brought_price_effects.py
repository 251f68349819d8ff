"""The state's ongoing Gold cost changes on a card an action brings into play "paying all
costs" (Costs and restrictions / Changes to costs and payments; solver/bring_price.py): a
``cost_change`` naming the card's type or title and no designator changes its cost to enter
play, however it enters; one that may be about the action instead (a designator, no type or
title) prices the card at the dearer reading and doubts a shortfall."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board, set_personality

_BRING = (
    "<b>Open:</b> Choose your performing Nonhuman Personality face-up in your province: Bring "
    "him into play, paying all costs."
)


def _naga(tmp: Path, gold: int, effects: list[dict[str, Any]], modifier: int = 0) -> str:
    """Rise of the Dark Naga's shape: a 4-Gold Nonhuman brought from a province."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        set_personality("Naga", 4, keywords=["Nonhuman"]),
        {"title": "Rise", "types": ["Strategy"], "decks": ["Fate"], "gold_cost": 0, "text": _BRING},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "naga", "title": "Naga", "owner": "me", "zone": "province", "province": 1},
        {"id": "rise", "title": "Rise", "owner": "me", "zone": "hand"},
    ]
    if modifier:
        table[1]["modifiers"] = [{"stat": "gold_cost", "amount": modifier}]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp, cards, table, phase="action", effects=effects, players=players)
    return check(loaded, "me", "rise", 0).status


def _change(delta: int, **actions: Any) -> dict[str, Any]:
    return {"kind": "cost_change", "player": "me", "gold_delta": delta, "actions": actions}


@pytest.mark.parametrize(
    ("gold", "effects", "expected"),
    [
        # h23adv1 ec4: "Your Personalities enter play for 1 more Gold" stated by the state
        (4, [_change(1, card_type="personality")], "illegal"),
        (5, [_change(1, card_type="personality")], "legal"),
        (3, [_change(-1, card_type="personality")], "legal"),
        (3, [_change(-1, title="Naga")], "legal"),
        # control: another card type, another player's effect, no effect
        (4, [_change(1, card_type="holding")], "legal"),
        (4, [{**_change(1, card_type="personality"), "player": "them"}], "legal"),
        (4, [], "legal"),
        (3, [], "illegal"),
    ],
)
def test_a_change_naming_the_card_prices_it(
    tmp_path: Path, gold: int, effects: list[dict[str, Any]], expected: str
) -> None:
    assert _naga(tmp_path, gold, effects) == expected


@pytest.mark.parametrize(
    ("gold", "effects", "expected"),
    [
        # a designator or no card words: about the action or the card? dearer price, doubted
        (4, [_change(1, designator="open", card_type="personality")], "unknown"),
        (5, [_change(1, designator="open", card_type="personality")], "legal"),
        (3, [_change(-1, designator="open")], "unknown"),
        (4, [_change(-1, designator="open")], "legal"),
        (4, [_change(1, keyword=["nonhuman"])], "unknown"),  # the card's keyword or the action's?
        (4, [_change(1, keyword=["political"])], "legal"),  # names neither
        # a designator whose card words name another type touches neither reading
        (4, [_change(1, designator="open", card_type="holding")], "legal"),
    ],
)
def test_a_change_that_may_be_the_actions_is_doubted(
    tmp_path: Path, gold: int, effects: list[dict[str, Any]], expected: str
) -> None:
    assert _naga(tmp_path, gold, effects) == expected


@pytest.mark.parametrize(
    ("gold", "modifier", "expected"), [(4, 1, "illegal"), (5, 1, "legal"), (3, -1, "legal")]
)
def test_the_states_modifiers_on_its_gold_cost(
    tmp_path: Path, gold: int, modifier: int, expected: str
) -> None:
    """The state's ``modifiers`` on the brought card's Gold Cost count, as for Recruit (stop 29's
    known gap: a +1 Gold Cost modifier was ignored, a false legal)."""
    assert _naga(tmp_path, gold, [], modifier) == expected
