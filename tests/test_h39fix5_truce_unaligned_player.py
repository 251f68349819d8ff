"""Truce ("When paying for a Personality with a Clan alignment different than your own") for an
unaligned player: a Stronghold with no Clan Alignment makes him unaligned (Reference 02), and a
card has neither a "different" nor "the same" Clan alignment as one without (Reference 04,
Different and Same keywords): Truce pays nothing, not the Clan Honor Rule's 2 Gold, not the own
Gold cost (``solver.other_clan_payment.unaligned_player``; h39adv5 N5: Gates of the Second City
(8) recruiting Kaiu Watsuki (Crab, 6 + 2) was ``unknown`` naming Truce; Palace of the Breaking
Dawn's illegal listed "Truce 2" among the sources)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import pool_state


def _board(tmp: Path, pool: CardPool, name: str, hold: str, clan: str | None) -> Any:
    me: dict[str, Any] = {"id": "me", "family_honor": 8}
    if clan is not None:
        me["clan"] = clan
    cards: list[dict[str, Any]] = [
        {"id": "hold", "title": hold, "owner": "me", "zone": "home"},
        {"id": "truce", "title": "Truce", "owner": "me", "zone": "hand"},
        {"id": "p1", "title": "Kaiu Watsuki", "owner": "me", "zone": "province", "province": 1},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home"},
    ]
    players = [me, {"id": "opp", "clan": "lion", "family_honor": 9}]
    return pool_state(
        tmp, pool, cards, name, turn=3, active_player="me", phase="dynasty", players=players
    )


def test_truce_pays_nothing_for_an_unaligned_player(tmp_path: Path, pool: CardPool) -> None:
    """Gates (8) alone for 6 and the Clan Honor Rule's 2, paid apart: illegal (was unknown)."""
    v = check(
        _board(tmp_path, pool, "a", "Gates of the Second City", None), "me", "p1", Play.RECRUIT
    )
    assert v.status == "illegal", v.reasons
    assert "Clan Honor Rule" in v.reasons[0]
    assert not any("Truce" in r for r in v.reasons), v.reasons


def test_truce_is_no_source_in_the_reason(tmp_path: Path, pool: CardPool) -> None:
    """Palace of the Breaking Dawn (3): illegal, and Truce is not listed among the sources."""
    hold = "Palace of the Breaking Dawn"
    v = check(_board(tmp_path, pool, "b", hold, None), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert not any("Truce" in r for r in v.reasons), v.reasons


def test_control_a_lion_player_keeps_the_truce_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: the same board with the player stated Lion: Watsuki's Crab differs, Truce pays
    the own cost and its use for the Clan Honor Rule stays a doubt: unknown naming Truce."""
    v = check(
        _board(tmp_path, pool, "c", "Gates of the Second City", "lion"), "me", "p1", Play.RECRUIT
    )
    assert v.status == "unknown", v.reasons
    assert "Truce" in v.reasons[0]
