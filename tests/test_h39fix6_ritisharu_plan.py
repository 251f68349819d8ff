"""Seppun Ritisharu's "Your Holdings produce 1 additional Gold when they bow to produce Gold."
read exactly where every bowing Gold mode of its controller's Holdings is a plain bow
(``solver.holding_bonus_bound``; h39adv5 N3): Iron Mine makes 3 + 1, a plan. Real cards by
title from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import pool_state

_PLAYERS = [
    {"id": "crab", "clan": "crab", "family_honor": 8},
    {"id": "lion", "clan": "lion", "family_honor": 9},
]


def _board(
    tmp: Path, pool: CardPool, name: str, rit_owner: str, *more: str, bowed: bool = False
) -> Any:
    """Crab recruits Hida Bushotsu (8) with Kyuden Hida (4, a Stronghold) and Iron Mine (3)."""
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "crab", "zone": "home"},
        {"id": "rit", "title": "Seppun Ritisharu", "owner": rit_owner, "zone": "home"},
        {"id": "p1", "title": "Hida Bushotsu", "owner": "crab", "zone": "province",
         "province": 1},
        {"id": "shamate", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
    ]  # fmt: skip
    cards += [
        {"id": f"m{i}", "title": t, "owner": "crab", "zone": "home", "bowed": bowed}
        for i, t in enumerate(more)
    ]
    return pool_state(
        tmp, pool, cards, name, turn=3, active_player="crab", phase="dynasty", players=_PLAYERS
    )


def test_own_ritisharu_closes_a_shortfall_of_one(tmp_path: Path, pool: CardPool) -> None:
    """Kyuden 4 + Iron Mine 3 + 1 = 8: legal (was `unknown` naming Ritisharu)."""
    v = check(_board(tmp_path, pool, "a", "crab"), "crab", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None


def test_the_opponents_ritisharu_does_not(tmp_path: Path, pool: CardPool) -> None:
    """Control: Ritisharu is lion's: 7 < 8, illegal."""
    v = check(_board(tmp_path, pool, "b", "lion"), "crab", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons


def test_a_bowed_non_plain_holding_is_no_source(tmp_path: Path, pool: CardPool) -> None:
    """Temple to Fudo (its bow also loses 1 Honor) bowed is no source; the others are plain
    bows: still exact, legal (its unbowed case keeps the bound: test_holding_bonus_bound)."""
    state = _board(tmp_path, pool, "c", "crab", "Temple to Fudo", bowed=True)
    v = check(state, "crab", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons


def test_short_by_two_with_the_bonus_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kyuden bowed: Iron Mine 3 + 1 = 4 < 8, illegal (no doubt left)."""
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home",
         "bowed": True},
        {"id": "iron", "title": "Iron Mine", "owner": "crab", "zone": "home"},
        {"id": "rit", "title": "Seppun Ritisharu", "owner": "crab", "zone": "home"},
        {"id": "p1", "title": "Hida Bushotsu", "owner": "crab", "zone": "province",
         "province": 1},
    ]  # fmt: skip
    state = pool_state(
        tmp_path, pool, cards, "e", turn=3, active_player="crab", phase="dynasty", players=_PLAYERS
    )
    v = check(state, "crab", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
