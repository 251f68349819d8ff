"""A second copy of a Unique Personality is refused by the Unique rule whatever its own unread
"Will not attach non-Cavalry Followers." says (a refusal of attachments lifts nothing; h27adv2
N6). Where the Recruit fails for its Gold it is illegal too: the sentence is about what
attaches to him, never his own Recruit (h28adv3 N5; ``solver.own_ability_scope.own_host_only``);
the control is a sentence about his own entering, which stays shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import set_board, set_personality


@pytest.mark.parametrize(
    ("first", "gold", "text", "expected"),
    [
        (True, 9, "Will not attach non-Cavalry Followers.", "illegal"),
        (False, 1, "Will not attach non-Cavalry Followers.", "illegal"),
        (False, 1, "Rider enters play for 4 less Gold unless frobbed.", "unknown"),  # control
    ],
)
def test_a_second_unique_copy(
    tmp_path: Path, first: bool, gold: int, text: str, expected: str
) -> None:
    cards = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": gold},
        set_personality("Rider", 5, keywords=["Unique"], text=text),
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "two", "title": "Rider", "owner": "me", "zone": "province", "province": 0},
    ]
    if first:
        table.append({"id": "one", "title": "Rider", "owner": "me", "zone": "home"})
    verdict = check(set_board(tmp_path, cards, table), "me", "two", RECRUIT)
    assert verdict.status == expected, verdict.reasons
    assert not first or verdict.reasons[0].startswith("Unique:")
