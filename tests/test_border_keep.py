"""The bundled Border Keep as printed: ":bow:: Produce 2 Gold. Limited: If it is your first
turn, put one or more cards in your Provinces at the bottom of your deck, refilling the
Provinces face-up. Limited: Once per game, put one or more cards ..." — the second ability has
no turn condition, only its limit (found by h26adv1 F10: it was encoded "not your first turn")."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import bundled_library
from solver.good_faith import check
from tests.builders import board, card


def test_the_library_encodes_no_turn_condition_on_the_once_per_game_ability() -> None:
    keep = bundled_library()["Border Keep"]
    first, second = keep.abilities
    assert first.condition is not None and first.condition.first_turn is True
    assert second.condition is None
    assert second.limit is not None and (second.limit.times, second.limit.per) == (1, "game")


@pytest.mark.parametrize(
    ("turn", "used", "expected"),
    [(1, 0, "legal"), (3, 0, "legal"), (1, 1, "illegal"), (3, 1, "illegal")],
)
def test_the_once_per_game_ability_on_the_first_turn(turn: int, used: int, expected: str) -> None:
    memory: list[dict[str, Any]] = (
        [{"card": "bk", "ability": 1, "this_game": used, "this_turn": 0}] if used else []
    )
    loaded = board([], [card("bk", "Border Keep", "me")], turn=turn, memory=memory)
    assert check(loaded, "me", "bk", 1).status == expected
    # the first ability: only on the player's first turn (``me`` is the first player)
    assert check(loaded, "me", "bk", 0).status == ("legal" if turn == 1 else "illegal")
