"""A Ranged Attack whose strength is the Gold paid for its ":gstar:" action (h41adv7 W1; Costs
and restrictions / Mandatory costs): the strict reading's Force limit is the most Gold the
player can pay, less the offset ("minus two"), not 0. Real cards by title from ../shared/data
(skipped without it)."""

from __future__ import annotations

import time
from typing import Any

from model.load import LoadedState, as_view, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.listing import checked_target_listing


def _board(pool: CardPool, estate_bowed: bool = False, iron_bowed: bool = False) -> LoadedState:
    """The Khan's Estate (5 Gold) and Iron Mine (2) against Toritaka Chokichi (4F)."""
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "The Khan's Estate", "owner": "a", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "a", "zone": "home"},
        {
            "id": "hir",
            "title": "Yoritomo Hiromi • Experienced",
            "owner": "a",
            "zone": "battlefield",
            "battlefield": "b-p1",
        },
        {"id": "delib", "title": "Deliberations", "owner": "a", "zone": "hand"},
        {"id": "bsh", "title": "Shamate Keep", "owner": "b", "zone": "home"},
        {
            "id": "chok",
            "title": "Toritaka Chokichi",
            "owner": "b",
            "zone": "battlefield",
            "battlefield": "b-p1",
        },
    ]
    if estate_bowed:
        cards[0]["bowed"] = True
    if iron_bowed:
        cards[1]["bowed"] = True
    data = {
        "turn": 5,
        "active_player": "a",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "b-p1",
        "attacker": "a",
        "players": [
            {"id": "a", "clan": "mantis", "family_honor": 15},
            {"id": "b", "clan": "crab", "family_honor": 12},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_gold_enough_for_the_force_is_legal(pool: CardPool) -> None:
    """7 Gold payable: Hiromi's strength up to 7, Deliberations' up to 5, against 4F."""
    board = _board(pool)
    for card in ("hir", "delib"):
        verdict = check(board, "a", card, 0)
        assert verdict.status == "legal", (card, verdict.reasons)


def test_gold_short_of_the_force_keeps_the_two_readings(pool: CardPool) -> None:
    """Control: the Estate bowed, 2 Gold: strength at most 2 (Hiromi), 0 (Deliberations) under
    the strict reading; legal only if the limit is checked when the attack resolves."""
    board = _board(pool, estate_bowed=True)
    for card in ("hir", "delib"):
        verdict = check(board, "a", card, 0)
        assert verdict.status == "unknown", (card, verdict.reasons)
    assert "Force at most 2" in check(board, "a", "hir", 0).reasons[0]


def test_the_offset_is_taken_off(pool: CardPool) -> None:
    """Control: Iron Mine bowed, 5 Gold: Hiromi reaches 4F, Deliberations (minus two) 3 only."""
    board = _board(pool, iron_bowed=True)
    assert check(board, "a", "hir", 0).status == "legal"
    verdict = check(board, "a", "delib", 0)
    assert verdict.status == "unknown", verdict.reasons
    assert "Force at most 3" in verdict.reasons[0]


def test_the_target_listing_reads_the_same_limit(pool: CardPool) -> None:
    """``goodfaith targets`` lists Chokichi with 7 Gold, none with 2."""
    view = as_view(_board(pool))
    found = checked_target_listing(view, "a", "hir", 0, 5, time.monotonic() + 5)
    assert found["count"] == 1, found
    short = as_view(_board(pool, estate_bowed=True))
    assert checked_target_listing(short, "a", "hir", 0, 5, time.monotonic() + 5)["count"] != 1
