"""Restrictions on the players (``model.cardtext.conditions_players``): "another player has 40
or more Honor", "you have -20 or lower Honor", "another player has five Rings in play" (one
player's Rings, counted alone) and a list of them with one "or". Read into ``Condition`` and
checked on the board."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.selectors import Condition, Controller, CountAtLeast, PlayerHonor, Selector
from tests.builders import card, played

MOMENT = (
    "<b>Limited:</b> If another player has 40 or more Honor, has five Rings in play, or you "
    "have -20 or lower Honor: Gain 1 Honor."
)
RINGS = (CardType.RING,)


def test_readings() -> None:
    said = parse_condition(
        "another player has 40 or more Honor, has five Rings in play, or you have -20 or lower "
        "Honor",
        "X",
        CardType.STRATEGY,
    )
    five = Selector(
        type=RINGS,
        controller=Controller.OPPONENT,
        controller_controls=CountAtLeast(select=Selector(type=RINGS), at_least=5),
    )
    assert said == Condition(
        any_of=(
            Condition(player_honor=PlayerHonor(whose="another", at_least=40)),
            Condition(exists=CountAtLeast(select=five)),
            Condition(family_honor_at_most=-20),
        )
    )


@pytest.mark.parametrize(
    "words",
    [
        "another player has five Holdings in play",  # only Rings are read
        "another player has 40 or more Honor, has five Holdings in play, or you have -20 or "
        "lower Honor",  # every piece is read, or none
        "another player has 40 or more Honor, has five Rings in play",  # no "or": not a list
    ],
)
def test_not_read(words: str) -> None:
    assert isinstance(parse_condition(words, "X", CardType.STRATEGY), str)


def _players(me: int, them: int, third: int | None = None) -> list[dict[str, Any]]:
    out = [{"id": "me", "family_honor": me}, {"id": "them", "family_honor": them}]
    return out + ([] if third is None else [{"id": "third", "family_honor": third}])


RING_DEFS = [{"title": f"T Ring {i}", "type": "ring"} for i in range(5)]


@pytest.mark.parametrize(
    ("honors", "rings", "expected"),
    [
        ((5, 40, None), {}, "legal"),
        ((5, 39, None), {}, "illegal"),
        ((-20, 5, None), {}, "legal"),
        ((-19, 5, None), {}, "illegal"),
        ((5, 5, None), {"them": 5}, "legal"),
        ((5, 5, None), {"them": 4}, "illegal"),
        ((5, 5, None), {"me": 5}, "illegal"),  # your own Rings
        ((5, 5, 5), {"them": 3, "third": 2}, "illegal"),  # each player counted alone
        ((5, 5, 5), {"third": 5}, "legal"),
    ],
)
def test_on_the_board(
    honors: tuple[int, int, int | None], rings: dict[str, int], expected: str
) -> None:
    cards = [card(f"{who}-r{i}", f"T Ring {i}", who) for who, n in rings.items() for i in range(n)]
    assert played(MOMENT, RING_DEFS, cards, players=_players(*honors)) == expected
