"""Who defends: with two players the one not attacking; with more, only the state's
``defender`` says (Reference 05: the battle is at the Defender's province). An action asking
who defends, with more than two players and none stated, is ``unknown`` (never a bystander read
as the Defender)."""

from __future__ import annotations

from typing import Any

import pytest

from model.errors import InputErrors
from solver.good_faith import check
from tests.builders import board, card, imported

_TEXT = "<b>Battle:</b> If you are the Defender, gain 1 Honor."


def _status(players: int, defender: str | None) -> str:
    from model.common import CardType

    ab = imported(_TEXT, "T Stand", CardType.STRATEGY)
    defs = [
        {"title": "T Stand", "type": "strategy", "abilities": [ab]},
        {"title": "T Samurai", "type": "personality", "force": 2, "chi": 2},
    ]
    extra: dict[str, Any] = {} if defender is None else {"defender": defender}
    ids = ["me", "them", "third"][:players]
    loaded = board(
        defs,
        [
            card("stand", "T Stand", "me", zone="hand"),
            card("sam", "T Samurai", "them", zone="battlefield", battlefield="bf"),
        ],
        players=[{"id": p, "family_honor": 5} for p in ids],
        phase="attack",
        segment="combat",
        current_battlefield="bf",
        attacker="them",
        **extra,
    )
    return check(loaded, "me", "stand", 0).status


@pytest.mark.parametrize(
    ("players", "defender", "expected"),
    [
        (2, None, "legal"),  # the one not attacking
        (3, None, "unknown"),  # a bystander or the Defender: not stated
        (3, "me", "legal"),
        # not the Defender: strictly illegal, but an opening "If" reads two ways (README)
        (3, "third", "unknown"),
    ],
)
def test_who_defends(players: int, defender: str | None, expected: str) -> None:
    assert _status(players, defender) == expected


def test_the_reason_names_the_missing_defender() -> None:
    from model.common import CardType

    ab = imported(_TEXT, "T Stand", CardType.STRATEGY)
    loaded = board(
        [
            {"title": "T Stand", "type": "strategy", "abilities": [ab]},
            {"title": "T Samurai", "type": "personality", "force": 2, "chi": 2},
        ],
        [
            card("stand", "T Stand", "me", zone="hand"),
            card("sam", "T Samurai", "them", zone="battlefield", battlefield="bf"),
        ],
        players=[{"id": p, "family_honor": 5} for p in ("me", "them", "third")],
        phase="attack",
        segment="combat",
        current_battlefield="bf",
        attacker="them",
    )
    v = check(loaded, "me", "stand", 0)
    assert v.status == "unknown" and "'defender'" in v.reasons[0]


def test_the_defender_is_not_the_attacker() -> None:
    with pytest.raises(InputErrors, match="defender"):
        _status(2, "them")
