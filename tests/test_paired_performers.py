"""Two performers joined by "and" (Chuda Kiuchi: "Open: Target your performing Personality and
your performing Nonhuman or Undead Personality to set each Personality's Force equal to the
higher printed Force of the two."; h42adv1 N9; ``model.cardtext.performer_to_clause``): whether
one card may be both is not read, but the second is required either way: with no Nonhuman or
Undead Personality the action is ``illegal``; with Shosuro Rokujo (Nonhuman) it stays
``unknown``. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(tmp: Path, pool: CardPool, nonhuman: bool) -> Any:
    players = [
        {"id": "scorpion", "clan": "scorpion", "family_honor": 10},
        {"id": "lion", "clan": "lion", "family_honor": 10},
    ]
    cards = [{"id": "kiuchi", "title": "Chuda Kiuchi", "owner": "scorpion", "zone": "home"}]
    if nonhuman:
        rokujo = {"id": "rokujo", "title": "Shosuro Rokujo", "owner": "scorpion", "zone": "home"}
        cards.append({**rokujo, "bowed": True})
    return pool_state(tmp, pool, cards, turn=7, active_player="scorpion", players=players)


def test_no_second_performer_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, nonhuman=False), "scorpion", "kiuchi", 0)
    assert v.status == "illegal"
    assert "Nonhuman or Undead Personalities; you have none" in v.reasons[0]


def test_with_a_nonhuman_the_doubt_stays(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, nonhuman=True), "scorpion", "kiuchi", 0)
    assert v.status == "unknown"
