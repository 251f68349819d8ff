""" "After engaging in a battle" is the engaging trigger (issue 13, h27adv1 N1: Ikoma Noda):
engaging happens only in a battle, so the qualifier adds nothing; "After engaging at
Hachigoro's battlefield" (a place) stays unread. Abilities and actions / Reactions."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.triggers import read_trigger
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

NODA = "<b>Reaction:</b> After engaging in a battle, draw a card."


def test_the_trigger_is_read() -> None:
    got = read_trigger("After engaging in a battle", "Ikoma Noda", CardType.PERSONALITY)
    assert got is not None and got.kind == "engaging"
    at = read_trigger("After engaging at Noda's battlefield", "Ikoma Noda", CardType.PERSONALITY)
    assert at is None or at.kind != "engaging"


@pytest.mark.parametrize(
    ("event", "expected"),
    [({"kind": "engaging"}, "legal"), ({"kind": "enters_play", "cards": ["noda"]}, "illegal")],
)
def test_at_the_engaging_event(event: dict[str, Any], expected: str) -> None:
    """Was unknown ("whether it is this trigger is not read") at the engaging event."""
    ab = imported(NODA, "Ikoma Noda", CardType.PERSONALITY)
    defs = [{"title": "Ikoma Noda", "type": "personality", "force": 2, "abilities": [ab]}]
    loaded = board(defs, [card("noda", "Ikoma Noda", "me")], event=event)
    verdict = check(loaded, "me", "noda", 0)
    assert verdict.status == expected, verdict.reasons
