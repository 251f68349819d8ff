"""Truce ("When paying for a Personality with a Clan alignment different than your own") can't
pay for an Unaligned Personality (Reference 03: no mon = Unaligned, no Clan alignment to differ;
``solver.paying_reaction_scope``). h39adv4 N3: Masatane (5) for a Crab player with Iron Mine (3)
and Truce was ``unknown`` naming Truce; 3 < 5 whatever Truce does: illegal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import pool_state

_PLAYERS = [
    {"id": "me", "clan": "crab", "family_honor": 10},
    {"id": "opp", "clan": "lion", "family_honor": 10},
]


def _board(tmp: Path, pool: CardPool, name: str, target: str, more: list[str]) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home",
         "bowed": True},
        {"id": "iron", "title": "Iron Mine", "owner": "me", "zone": "home"},
        {"id": "p1", "title": target, "owner": "me", "zone": "province", "province": 1},
        {"id": "truce", "title": "Truce", "owner": "me", "zone": "hand"},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home"},
    ]  # fmt: skip
    cards += [
        {"id": f"m{i}", "title": t, "owner": "me", "zone": "home"} for i, t in enumerate(more)
    ]
    return pool_state(
        tmp, pool, cards, name, turn=3, active_player="me", phase="dynasty", players=_PLAYERS
    )


def test_truce_cannot_pay_for_an_unaligned_personality(tmp_path: Path, pool: CardPool) -> None:
    """Masatane (Unaligned, 5) against Iron Mine's 3: illegal (was unknown naming Truce)."""
    v = check(_board(tmp_path, pool, "a", "Masatane", []), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "5 Gold" in v.reasons[0]


def test_control_enough_gold_without_truce(tmp_path: Path, pool: CardPool) -> None:
    """Control: two Iron Mines and a Copper Mine: enough Gold without Truce: legal, Truce unused."""
    v = check(
        _board(tmp_path, pool, "b", "Masatane", ["Iron Mine", "Copper Mine"]), "me", "p1",
        Play.RECRUIT,
    )  # fmt: skip
    assert v.status == "legal", v.reasons


@pytest.mark.parametrize("target", ["Kitsu Sorano"])
def test_control_another_clan_keeps_the_truce_doubt(
    tmp_path: Path, pool: CardPool, target: str
) -> None:
    """Control: a Lion Personality (aligned, another Clan) short without Truce keeps the doubt
    (Truce's use for the Clan Honor Rule's separate 2 Gold is not settled)."""
    v = check(_board(tmp_path, pool, "c", target, []), "me", "p1", Play.RECRUIT)
    assert v.status == "unknown", v.reasons
    assert "Truce" in v.reasons[0]
