"""Refusal reasons that name what fails: the Unique rule names the card in play (Hida Reiha
• Experienced, when another copy is Recruited; h30adv2 W3; another level: h42adv1 W2), and a
Limited action opening "If it is your turn" in another player's turn names that condition,
which fails whatever a trait does to Limited timing (Bayushi Paneki • Experienced 3; h30adv2
W3b). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _load(tmp: Path, pool: CardPool, cards: list[dict[str, Any]], **fields: Any) -> LoadedState:
    players = [{"id": "a", "family_honor": 20}, {"id": "b", "family_honor": 20}]
    return pool_state(
        tmp, pool, cards, **{"turn": 3, "phase": "dynasty", "players": players, **fields}
    )


def test_unique_names_the_card_in_play(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        {"id": "reiha", "title": "Hida Reiha", "owner": "a", "zone": "home"},
        {
            "id": "x",
            "title": "Hida Reiha • Experienced",
            "owner": "a",
            "zone": "province",
            "province": 1,
        },
    ]
    # another experience level in play: not a Unique refusal (``solver.experienced_overlay``,
    # h42adv1 W2); with no Gold it is refused for its Gold
    v = check(_load(tmp_path, pool, cards), "a", "x", "recruit")
    assert v.status == "illegal"
    assert v.reasons[0].startswith("can't pay the Gold")
    # control: the same title in play is named as before
    same = [{**cards[1], "id": "y", "zone": "home"}, cards[1]]
    del same[0]["province"]
    v = check(_load(tmp_path, pool, same), "a", "x", "recruit")
    assert v.reasons[0] == "Unique: Hida Reiha • Experienced is already in play (y)"


def test_paneki_s_limited_if_it_is_your_turn(tmp_path: Path, pool: CardPool) -> None:
    cards = [
        {"id": "p", "title": "Bayushi Paneki • Experienced 3", "owner": "a", "zone": "home"},
        {"id": "c", "title": "Doji Shigeyuki", "owner": "b", "zone": "home"},
    ]
    v = check(_load(tmp_path, pool, cards, phase="action", active_player="b"), "a", "p", 0)
    assert v.status == "illegal" and v.details[0].code == "condition"
    assert "it is your turn" in v.reasons[0]
    # control: another Limited action of another card keeps the timing reason
    other = [
        {"id": "t", "title": "Temple of Hotei", "owner": "a", "zone": "home"},
        {"id": "s", "title": "Isawa Miliko", "owner": "a", "zone": "home"},
    ]
    v = check(_load(tmp_path, pool, other, phase="action", active_player="b"), "a", "t", 0)
    assert v.status == "illegal" and v.details[0].code == "timing"
