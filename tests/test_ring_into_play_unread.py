"""A Ring whose text not read puts itself into play ("Battle: If the current battlefield's
Province Strength is 11 or greater, put this Ring into play and lose 2 Honor.", False Ring of
Water; Reference 03, Ring: a player puts a Ring into play from his hand once its condition is
met): its action is taken from the hand, so in its owner's hand it is `unknown` naming that,
never "not in play" (h30adv3 W2, a false illegal). Its timing still applies, another player's
hand and a Ring whose text says nothing of it are refused (controls)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import KEEP_CARD, TWO_PLAYERS, set_battle, set_board

_FALSE = (
    "Battle: If the current battlefield's Province Strength is 11 or greater, put this Ring "
    "into play and lose 2 Honor."
)
_PLAIN = "Battle, :bow:: Ranged 3 Attack."


def _ring(text: str) -> dict[str, Any]:
    return {"title": "Ring", "types": ["Ring"], "decks": ["Fate"], "text": text}


def _table(owner: str) -> list[dict[str, Any]]:
    return [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "ring", "title": "Ring", "owner": owner, "zone": "hand"},
    ]


@pytest.mark.parametrize(
    ("text", "owner", "status"),
    [
        (_FALSE, "me", "unknown"),
        (_FALSE, "them", "illegal"),  # another player's hand
        (_PLAIN, "me", "illegal"),  # a Ring used from play: not in play
    ],
)
def test_a_ring_putting_itself_into_play_from_the_hand(
    tmp_path: Path, text: str, owner: str, status: str
) -> None:
    loaded = set_battle(tmp_path, [KEEP_CARD, _ring(text)], _table(owner), battlefields=["them-p1"])
    v = check(loaded, "me", "ring", 0)
    assert v.status == status, v.reasons
    if status == "unknown":
        assert "puts it into play from the hand" in " ".join(v.reasons)


def test_its_timing_still_applies(tmp_path: Path) -> None:
    loaded = set_board(
        tmp_path, [KEEP_CARD, _ring(_FALSE)], _table("me"), phase="action", players=TWO_PLAYERS
    )
    v = check(loaded, "me", "ring", 0)
    assert v.status == "illegal"
    assert "Combat Segment" in " ".join(v.reasons)
