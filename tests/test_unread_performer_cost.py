"""A partly read action's performer cost with no performer (h42adv3 N11;
``solver.unread_performer_cost``): Easy Persuasion ("Reaction: After a Personality enters play,
if his controller paid less than his base Gold Cost for him, bow your performing Merchant: ...")
for a player controlling no Merchant is ``illegal``; with Yasuki Daito (a Merchant) it stays
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


def _board(tmp: Path, pool: CardPool, merchant: bool) -> Any:
    players = [
        {"id": "dragon", "clan": "dragon", "family_honor": 9},
        {"id": "crane", "clan": "crane", "family_honor": 11},
    ]
    cards = [
        {"id": "dojo", "title": "Watchful Eye Dojo", "owner": "dragon", "zone": "home"},
        {"id": "yasushi", "title": "Mirumoto Yasushi", "owner": "dragon", "zone": "home"},
        {
            "id": "palace",
            "title": "The Esteemed Palace of the Crane",
            "owner": "crane",
            "zone": "home",
        },
        {"id": "ep", "title": "Easy Persuasion", "owner": "crane", "zone": "hand"},
    ]
    if merchant:
        cards.append({"id": "daito", "title": "Yasuki Daito", "owner": "crane", "zone": "home"})
    fields = {
        "turn": 3,
        "active_player": "dragon",
        "phase": "dynasty",
        "event": {
            "kind": "enters_play",
            "timing": "after",
            "cards": ["yasushi"],
            "player": "dragon",
        },
        "players": players,
    }
    return pool_state(tmp, pool, cards, **fields)


def test_no_merchant_no_reaction(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, merchant=False), "crane", "ep", 0)
    assert v.status == "illegal"
    assert v.reasons == (
        "can't pay the cost: bow your performing Merchant: you control no Merchant",
    )


def test_with_a_merchant_the_doubt_stays(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, merchant=True), "crane", "ep", 0)
    assert v.status == "unknown"
    assert v.reasons[0].startswith("not modelled: Reaction: After a Personality enters play")
