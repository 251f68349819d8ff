"""A Personality's own refusal of challenges and attachments ("Will not attach Followers or issue
challenges.", Kakita Yoshi) can't stop that Personality entering play: it restricts him as a
host and a challenger (Costs and restrictions / Restrictions; Reference 03, attachments), so his
Recruit no longer waits on it (``solver.own_ability_scope.own_host_only`` with his title; h41adv3
N1: g06 was ``unknown``, truly legal)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.own_ability_scope import own_host_only
from solver.verdict import RECRUIT
from tests.builders import pool_state

_YOSHI = "Will not attach Followers or issue challenges."


def _board(tmp: Path, pool: CardPool, holdings: list[str], name: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "p3", "title": "Kakita Yoshi", "owner": "a", "zone": "province", "province": 3},
        {"id": "shamate", "title": "Shamate Keep", "owner": "b", "zone": "home"},
    ]
    cards += [
        {"id": f"h{i}", "title": t, "owner": "a", "zone": "home"} for i, t in enumerate(holdings)
    ]
    players = [
        {"id": "a", "clan": "crab", "family_honor": 10},
        {"id": "b", "clan": "lion", "family_honor": 9},
    ]
    return pool_state(tmp, pool, cards, name, phase="dynasty", turn=4, players=players)


def test_yoshi_s_recruit_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """h41adv3 g06: Atoll 5 + Kyuden 4 + Small Farm 1 = 10, the Clan Honor Rule's 2 by Copper."""
    holdings = ["Iron Mine", "Copper Mine", "Merchant Atoll", "Small Farm"]
    v = check(_board(tmp_path, pool, holdings, "g06"), "a", "p3", RECRUIT, time_limit_s=30)
    assert v.status == "legal", v.reasons


def test_control_short_of_gold_stays_illegal(tmp_path: Path, pool: CardPool) -> None:
    """h41adv3 g07: 4 + 3 + 5 = 12 can't be split into 10 and 2."""
    holdings = ["Iron Mine", "Merchant Atoll"]
    v = check(_board(tmp_path, pool, holdings, "g07"), "a", "p3", RECRUIT, time_limit_s=30)
    assert v.status == "illegal", v.reasons


def test_only_its_own_refusal() -> None:
    """Control: the sentence is the card's own only with its subject none, a pronoun or its own
    name; another name's refusal, or the sentence without the card's title, is not spared."""
    assert own_host_only(_YOSHI, "Kakita Yoshi")
    assert own_host_only("Yoshi will not issue challenges.", "Kakita Yoshi")
    assert not own_host_only("Toturi will not issue challenges.", "Kakita Yoshi")
    assert not own_host_only(_YOSHI)
    assert not own_host_only("Will not enter play or issue challenges.", "Kakita Yoshi")
