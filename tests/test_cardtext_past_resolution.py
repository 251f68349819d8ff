"""A restriction on what a battle's resolution did, said after it (Costs and restrictions /
Conditions: past occurrences): "if you destroyed any enemy units or a province in that
resolution" is the state's past fact ``destroyed_in_resolution`` of this battle; not
reported: unknown, never a guess."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.describe import ability_text
from model.past import Past
from model.selectors import Condition
from solver.good_faith import check
from tests.builders import board, card, imported

TALES = (
    "<b>Political Reaction:</b> After the resolution of a battle at a province, if you "
    "destroyed any enemy units or a province in that resolution: The battle's loser loses 4 "
    "Honor."
)
TRIGGER = "After the resolution of a battle at a province"
_FACT = {"event": "destroyed_in_resolution", "period": "battle"}


def test_the_condition_read() -> None:
    said = parse_condition(
        "you destroyed any enemy units or a province in that resolution", "T", None
    )
    assert said == Condition(past=Past(event="destroyed_in_resolution", period="battle"))
    # another resolution, or other cards destroyed: not read
    for text in (
        "you destroyed any enemy units in that resolution",
        "you destroyed any enemy units or a province in this resolution",
    ):
        assert isinstance(parse_condition(text, "T", None), str)


def test_the_reaction_read() -> None:
    (action,) = import_text(TALES, title="T Tales", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == (
        f"Political Reaction ({TRIGGER}): if you have destroyed enemy units or a Province in "
        "battle resolution this battle"
    )


@pytest.mark.parametrize(
    ("past", "expected"),
    [
        ([{**_FACT, "player": "me", "happened": True}], "legal"),
        (
            [{**_FACT, "player": "me", "happened": False}],
            "illegal",
        ),
        ([], "unknown"),  # not reported
        # another player's destruction does not answer yours
        ([{**_FACT, "player": "them", "happened": True}], "unknown"),
    ],
)
def test_the_reaction_on_the_board(past: list[dict[str, object]], expected: str) -> None:
    ab = imported(TALES, "T Tales", CardType.STRATEGY)
    defs = [{"title": "T Tales", "type": "strategy", "abilities": [ab]}]
    loaded = board(defs, [card("t", "T Tales", "me", zone="hand")], trigger=TRIGGER, past=past)
    assert check(loaded, "me", "t", 0).status == expected
