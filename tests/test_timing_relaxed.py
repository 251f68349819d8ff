"""Text not understood that may relax an action's timing (model/cardtext/timing_relaxed.py): a
timing failure is then unknown, not illegal (false illegals found by h23adv2 F10: Ikoma
Keisuke's "printed ability has Tireless while ...", The Shadow's Lair's "even if this card is
bowed" in an ability not read whole)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.timing_relaxed import relaxes_timing
from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Keisuke's printed ability has Tireless while you control a Terrain.", True),
        ("While you control a Courtier, The Sorrow's printed ability is Battle/Limited.", True),
        ("Battle: Even if Hawado is bowed, remove a Dynasty card in any discard pile.", True),
        # used from the hand by its own text (h24adv1 F5: Hidden Reserves)
        ("Battle: If this card is in your hand, discard it to bring a Follower into play.", True),
        ("Battle: Move Hawado home or to a battlefield with one or more enemy units.", False),
    ],
)
def test_reading(text: str, expected: bool) -> None:
    assert relaxes_timing((text,)) is expected
    assert relaxes_timing(()) is False


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # bowed, and its text says it may be used bowed (a Dynasty card in a pile pays the cost)
        (
            "<b>Open:</b> Even if this card is bowed, remove a Dynasty card in any discard pile "
            "from the game: Gain 1 Honor.",
            "legal",  # read since h45cost: usable bowed, a Dynasty card in your pile pays it
        ),
        # bowed, and nothing not read relaxes it: illegal as the timing fails
        (
            "<b>Open:</b> Remove a Dynasty card in any discard pile from the game: Gain 1 Honor.",
            "illegal",
        ),
    ],
)
def test_a_bowed_card_whose_text_may_allow_it(tmp_path: Path, text: str, expected: str) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        {"title": "Shrine", "types": ["Holding"], "gold_cost": 2, "text": text},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "shrine", "title": "Shrine", "owner": "me", "zone": "home", "bowed": True},
        # a Dynasty card in a pile, so the cost can be paid (h45fixc N2: with none, illegal)
        {"id": "spent", "title": "Shrine", "owner": "me", "zone": "dynasty_discard"},
    ]
    verdict = check(set_board(tmp_path, cards, table, "t", phase="action"), "me", "shrine", 0)
    assert verdict.status == expected, verdict.reasons
