"""An attachment's "Will only attach to a Crane Clan Personality" (Reference 03, attachments):
read into ``AttachRules.only_to``, so Equip and every effect attaching it ask it
(model/oracle/entering.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.entering import read_entering
from solver.good_faith import check
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Will only attach to a Crane Clan Personality.", "crane"),
        ("Can only attach to a Samurai.", "samurai"),
    ],
)
def test_reading(text: str, said: str) -> None:
    got = read_entering(text, "T Guard").only_to
    assert got is not None and said in (got.clan or "", *got.keyword)


def test_not_read_is_unread() -> None:
    r = read_entering("Will only attach to a Personality who won a duel this turn.", "T Guard")
    assert r.only_to is None and r.unread


@pytest.mark.parametrize(("clan", "expected"), [("crane", "legal"), ("lion", "illegal")])
def test_equip_asks_it(tmp_path: Path, clan: str, expected: str) -> None:
    cards: list[dict[str, Any]] = [
        KEEP_CARD,
        set_personality("Lord", 3, clans=[clan.title()]),
        {
            "title": "Guard",
            "types": ["Follower"],
            "decks": ["Fate"],
            "gold_cost": 1,
            "force": 1,
            "text": "Will only attach to a Crane Clan Personality.",
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "guard", "title": "Guard", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp_path, cards, table, "attach", phase="action")
    assert check(loaded, "me", "guard", EQUIP).status == expected
