"""A Discipline played from the discard pile is played (its reminder: "Pay 2 Gold to play"):
every ban on playing the card in hand applies there too (``solver.discipline.played_strategy``;
h39adv4 W1: Moto Gaheris • Experienced's "other players may not play Strategies during the
Combat Segment unless ...", Banzai! and Lost in Transit were legal from the discard pile)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

_PLAYERS = [
    {"id": "me", "clan": "crab", "family_honor": 10},
    {"id": "opp", "clan": "unicorn", "family_honor": 10},
]


def _board(tmp: Path, pool: CardPool, name: str, title: str, zone: str, gah_at: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home"},
        {"id": "s1", "title": title, "owner": "me", "zone": zone},
        {"id": "wat", "title": "Kaiu Watsuki", "owner": "me", "zone": "battlefield",
         "battlefield": "me-p1"},
        {"id": "chugo", "title": "Shiro Chugo", "owner": "opp", "zone": "home"},
        {"id": "gah", "title": "Moto Gaheris • Experienced", "owner": "opp",
         "zone": "battlefield", "battlefield": gah_at},
        {"id": "kat", "title": "Kataoka", "owner": "opp", "zone": "battlefield",
         "battlefield": "me-p1"},
        {"id": "horse", "title": "Horse", "owner": "opp", "zone": "battlefield",
         "battlefield": "me-p1", "attached_to": "kat"},
    ]  # fmt: skip
    return pool_state(
        tmp, pool, cards, name, turn=5, active_player="opp", phase="attack", segment="combat",
        current_battlefield="me-p1", attacker="opp", defender="me", players=_PLAYERS,
    )  # fmt: skip


@pytest.mark.parametrize("title", ["Banzai!", "Lost in Transit"])
@pytest.mark.parametrize("zone", ["fate_discard", "hand"])
def test_gaheris_bans_the_strategy_from_the_discard_pile_as_from_the_hand(
    tmp_path: Path, pool: CardPool, title: str, zone: str
) -> None:
    """Gaheris at the current battlefield: illegal from the discard pile (was legal) as in hand."""
    board = _board(tmp_path, pool, f"g{zone}{title[:3]}", title, zone, "me-p1")
    v = check(board, "me", "s1", 0)
    assert v.status == "illegal", v.reasons
    assert "Gaheris" in v.reasons[0]


@pytest.mark.parametrize("title", ["Banzai!", "Lost in Transit"])
def test_gaheris_elsewhere_leaves_the_discipline_legal(
    tmp_path: Path, pool: CardPool, title: str
) -> None:
    """Control: Gaheris at another battlefield binds no one; the Discipline play stays legal."""
    v = check(
        _board(tmp_path, pool, f"c{title[:3]}", title, "fate_discard", "me-p2"), "me", "s1", 0
    )
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert any("Discipline" in o.text for o in v.witness.costs)


def test_the_discipline_payment_is_named_in_the_shortfall(tmp_path: Path, pool: CardPool) -> None:
    """Knowledge and Power from the discard pile (its 1 Gold and the Discipline's 1, separate
    payments) with one Iron Mine: illegal, the reason naming the Discipline cost (h39adv4 kd1:
    was "the first Gold cost (1) and the second Gold cost (1)")."""
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home",
         "bowed": True},
        {"id": "iron", "title": "Iron Mine", "owner": "me", "zone": "home"},
        {"id": "s1", "title": "Knowledge and Power", "owner": "me", "zone": "fate_discard"},
        {"id": "wat", "title": "Kaiu Watsuki", "owner": "me", "zone": "home",
         "tokens": ["+1F"]},
        {"id": "chugo", "title": "Shiro Chugo", "owner": "opp", "zone": "home"},
    ]  # fmt: skip
    board = pool_state(
        tmp_path, pool, cards, "kd", turn=5, active_player="me", phase="action",
        players=_PLAYERS,
    )  # fmt: skip
    v = check(board, "me", "s1", 0)
    assert v.status == "illegal", v.reasons
    assert "the Discipline cost" in v.reasons[0] and "first Gold cost" not in v.reasons[0]
