"""A doubt that cannot change a sure failure (h42adv1 N3): The Bite of Winter's own "Limited:
Put this card into play." while it is already in play is ``illegal`` even beside a trait not
read (The Lost Colossus: "Will not challenge."); from the hand the trait's doubt stays. Real
cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.sure_failures import sure_failure
from solver.verdict import Reason, Verdict
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _board(tmp: Path, pool: CardPool, zone: str) -> Any:
    players = [
        {"id": "unicorn", "clan": "unicorn", "family_honor": 15, "provinces": 2},
        {"id": "crab", "clan": "crab", "family_honor": 15, "provinces": 4},
    ]
    cards = [
        {"id": "up1", "title": "Iron Mine", "owner": "unicorn", "zone": "province", "province": 1},
        {"id": "bite", "title": "The Bite of Winter", "owner": "unicorn", "zone": zone},
        {"id": "colossus", "title": "The Lost Colossus", "owner": "unicorn", "zone": "home"},
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
    ]
    fields = {"turn": 8, "active_player": "unicorn", "players": players}
    return pool_state(tmp, pool, cards, **fields)


def test_putting_itself_into_play_while_in_play_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, "home"), "unicorn", "bite", 0)
    assert v.status == "illegal"
    assert v.reasons == (
        "no legal card to bring into play: this card, The Bite of Winter (bite), is already in "
        "play",
    )


def test_from_the_hand_the_challenge_ban_does_not_doubt(tmp_path: Path, pool: CardPool) -> None:
    # The Lost Colossus's "Will not challenge." touches only an action naming a challenge, a duel
    # or Iaijutsu (h44scope, README "Will not challenge."): putting this card into play from the
    # hand is legal (was unknown, the trait named)
    v = check(_board(tmp_path, pool, "hand"), "unicorn", "bite", 0)
    assert v.status == "legal", v.reasons


def test_sure_failure_needs_every_reason_sure() -> None:
    sure = Reason(
        "entering", "no legal card to bring into play: this card, X (x), is already in play"
    )
    other = Reason("gold", "can't pay the Gold")
    assert sure_failure(Verdict.of("illegal", "x", 0, "X", [sure]))
    assert not sure_failure(Verdict.of("illegal", "x", 0, "X", [sure, other]))
    assert not sure_failure(Verdict.of("illegal", "x", 0, "X", [other]))
