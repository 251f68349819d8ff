"""Profits' "Limited: Put this card into play." while Profits is already in play: ``illegal``,
and the refusal says the card is already in play (Reference 05: a card in play does not enter
play again; h41adv5 W1; was "needs a card"). Control: from the hand it is ``legal``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _state(zone: str) -> dict[str, Any]:
    return {
        "turn": 3,
        "active_player": "crane",
        "phase": "action",
        "players": [
            {"id": "crane", "clan": "crane", "family_honor": 10},
            {"id": "crab", "clan": "crab", "family_honor": 8},
        ],
        "cards": [
            {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
            {"id": "profits", "title": "Profits", "owner": "crane", "zone": zone},
            {"id": "kyu", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        ],
    }


@pytest.mark.parametrize(("zone", "want"), [("home", "illegal"), ("hand", "legal")])
def test_put_this_card_into_play(pool: CardPool, zone: str, want: str) -> None:
    v = check(parse_state(_state(zone), "h41fix2", cards=pool), "crane", "profits", 0)
    assert v.status == want, v.reasons
    if want == "illegal":
        assert v.reasons[0] == (
            "no legal card to bring into play: this card, Profits (profits), is already in play"
        )
