"""Only Followers and Personalities perform (Abilities and actions / B: "An action's explicit
performers are any Followers or Personalities mentioned in the constraints block with the
adjective 'performing'"): a Holding or Strategy with the keyword does not."""

from __future__ import annotations

import pytest

from tests.builders import DEFS, card, played

TEXT = "<b>Open:</b> Bow your performing Nonhuman: Gain 1 Honor."


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("holding", "illegal"),
        ("strategy", "illegal"),
        ("personality", "legal"),
        ("follower", "legal"),
    ],
)
def test_who_may_perform(kind: str, expected: str) -> None:
    defs = [
        DEFS[0],
        {"title": "T Lord", "type": "personality", "force": 1},
        {"title": "T Beast", "type": kind, "keywords": ["nonhuman"]},
    ]
    cards = [card("sh", "T Stronghold", "me"), card("lord", "T Lord", "me")]
    placed = {"attached_to": "lord"} if kind == "follower" else {}
    cards.append(card("beast", "T Beast", "me", **placed))
    assert played(TEXT, defs, cards) == expected
