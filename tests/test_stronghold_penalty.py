"""A penalty on its controller's Stronghold's Gold for one kind of payment: Yoritomo Sensei's
"When bowing your Stronghold to pay for a Personality, it produces 1 less Gold." read as a
negative Stronghold bonus (``model/oracle/production_changes.grant_clause``; Costs and
restrictions / Gold production). It was a Gold text not understood that made every Gold plan of
its controller ``unknown``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state


def _board(tmp: Path, pool: CardPool, sensei: bool) -> Any:
    cards = [
        {"id": "sh", "title": "The Esteemed Palace of the Crane", "owner": "a", "zone": "home"},
        {"id": "tea", "title": "Tea House", "owner": "a", "zone": "home"},
        {"id": "p4", "title": "Asahina Yasutora", "owner": "a", "zone": "province", "province": 1},
        {"id": "p5", "title": "Daidoji Kenshi", "owner": "a", "zone": "province", "province": 2},
        {"id": "jw", "title": "Jade Works", "owner": "a", "zone": "province", "province": 3},
        {"id": "est", "title": "The Shadowed Estate of the Scorpion", "owner": "b", "zone": "home"},
    ]
    if sensei:
        cards.append({"id": "ys", "title": "Yoritomo Sensei", "owner": "a", "zone": "home"})
    players = [
        {"id": "a", "clan": "crane", "family_honor": 6},
        {"id": "b", "clan": "scorpion", "family_honor": 6},
    ]
    return pool_state(tmp, pool, cards, f"s{int(sensei)}", phase="dynasty", turn=5, players=players)


def test_the_sentence_is_read(pool: CardPool) -> None:
    d = pool.definitions()["Yoritomo Sensei"]
    assert not d.production_unread and not d.production_may_lower
    (bonus,) = d.stronghold_bonuses
    assert bonus.gold == -1 and bonus.when.type is not None
    assert bonus.when.type.value == "personality"


def test_a_personality_paid_one_gold_less(tmp_path: Path, pool: CardPool) -> None:
    state = _board(tmp_path, pool, True)
    v4 = check(state, "a", "p4", RECRUIT)  # 3 + 1 = 4
    assert v4.status == "legal", v4.reasons
    v5 = check(state, "a", "p5", RECRUIT)  # 5 > 3 + 1: a certain shortfall
    assert v5.status == "illegal", v5.reasons
    assert "Gold" in v5.reasons[0]


def test_without_the_sensei_the_palace_pays_four(tmp_path: Path, pool: CardPool) -> None:
    """Control: the same Personality without Yoritomo Sensei is paid (4 + 1 = 5)."""
    v = check(_board(tmp_path, pool, False), "a", "p5", RECRUIT)
    assert v.status == "legal", v.reasons


def test_a_holding_is_no_personality(tmp_path: Path, pool: CardPool) -> None:
    """Control: paying for a Holding the Stronghold still produces its 4 (no doubt left)."""
    v = check(_board(tmp_path, pool, True), "a", "jw", RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.gold_produced == 4
