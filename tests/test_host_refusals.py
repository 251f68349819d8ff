"""A host's "Will not attach non-Ninja Followers." read exactly (Reference 03, attachments):
that host refuses a Follower without Ninja, and nothing else; it doubts no other play (found by
h26adv1 F4: Shosuro Aroru doubted every Equip of its controller)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.host_refusals import HostRefusal, host_refusal
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality

ARORU = "Will not attach non-Ninja Followers."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (ARORU, HostRefusal("follower", keyword="ninja")),
        ("Will not attach non-Crane Items.", HostRefusal("item", keyword="crane")),
        ("Will not attach more than one Follower.", HostRefusal("follower", most=1)),
        ("Masutaro will not attach more than one Follower.", HostRefusal("follower", most=1)),
        ("Will not attach non-Ninja Followers or Items.", None),
        ("Will not attach Followers.", None),
        ("Lord's Followers must be Ninja.", None),
    ],
)
def test_reading(text: str, expected: HostRefusal | None) -> None:
    assert host_refusal(text) == expected


def _equip(tmp: Path, card: dict[str, Any], other_host: bool) -> str:
    cards: list[dict[str, Any]] = [KEEP_CARD, set_personality("Aroru", 3, text=ARORU), card]
    cards.append(set_personality("Ebara", 3))
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "aro", "title": "Aroru", "owner": "me", "zone": "home"},
        {"id": "c", "title": card["title"], "owner": "me", "zone": "hand"},
    ]
    if other_host:
        table.append({"id": "eba", "title": "Ebara", "owner": "me", "zone": "home"})
    return check(set_board(tmp, cards, table, "eq", phase="action"), "me", "c", EQUIP).status


_FOLLOWER = {"title": "Guard", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 1}
_NINJA = {**_FOLLOWER, "title": "Shadow", "keywords": ["Ninja"]}
_ITEM = {"title": "Knife", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1}


@pytest.mark.parametrize(
    ("card", "other_host", "expected"),
    [
        (_FOLLOWER, False, "illegal"),  # only Aroru, who refuses it
        (_FOLLOWER, True, "legal"),  # onto Ebara
        (_NINJA, False, "legal"),  # a Ninja Follower: Aroru takes it
        (_ITEM, False, "legal"),  # not a Follower
    ],
)
def test_the_equip(tmp_path: Path, card: dict[str, Any], other_host: bool, expected: str) -> None:
    assert _equip(tmp_path, card, other_host) == expected
