"""Profits' Gold-producing Reaction under a stated ban that surely matches it (h41adv5 N2;
Effects / "May not"; Abilities and actions: a Reaction is an action of its card). Profits'
trait "Before you produce Gold ...: You may reduce the total Gold produced by 1" is no Gold
source (``payer_may_lower``), so its Reaction is its only Gold: a ban on Reactions, on the
title Profits, on Strategy cards or with no filter settles it out (``illegal``, was
``unknown``). Controls: a ban for the other player or on Open actions keeps it paying
(``legal``); a tax on Reactions (``cost_change +1``) only may stop it (``unknown``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _state(effect: dict[str, Any], phase: str = "dynasty") -> dict[str, Any]:
    cards: list[dict[str, Any]] = [
        {"id": "aerie", "title": "The Aerie", "bowed": True},
        {"id": "iron", "title": "Iron Mine"},
        {"id": "profits", "title": "Profits", "tokens": ["Wealth", "Wealth"]},
        {"id": "rv", "title": "Remote Village", "zone": "province", "province": 2},
        {"id": "po", "title": "Paid Off", "zone": "hand"},
    ]
    for c in cards:
        c.setdefault("zone", "home")
        c["owner"] = "crane"
    cards += [
        {"id": "kaiu", "title": "Kaiu Watsuki", "owner": "crab", "zone": "home"},
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
    ]
    return {
        "turn": 3,
        "active_player": "crane",
        "phase": phase,
        "players": [
            {"id": "crane", "clan": "crane", "family_honor": 10},
            {"id": "crab", "clan": "crab", "family_honor": 8},
        ],
        "effects": [{**effect, "source": "test"}],
        "cards": cards,
    }


BAN = {"kind": "may_not", "may_not": "announce"}


@pytest.mark.parametrize(
    ("effect", "want"),
    [
        ({**BAN, "actions": {"designator": "reaction"}}, "illegal"),
        ({**BAN, "actions": {"title": "Profits"}}, "illegal"),
        ({**BAN, "actions": {"card_type": "strategy"}}, "illegal"),
        (BAN, "illegal"),
        # controls: the ban can't reach Profits' Reaction: Iron 2 + Profits 2 pay 3
        ({**BAN, "player": "crab", "actions": {"designator": "reaction"}}, "legal"),
        ({**BAN, "actions": {"designator": "open"}}, "legal"),
        ({**BAN, "actions": {"title": "Iron Mine"}}, "legal"),
        # a tax only may stop it: the doubt stays
        (
            {"kind": "cost_change", "gold_delta": 1, "actions": {"designator": "reaction"}},
            "unknown",
        ),
    ],
)
def test_recruit_under_ban(pool: CardPool, effect: dict[str, Any], want: str) -> None:
    v = check(parse_state(_state(effect), "h41fix2", cards=pool), "crane", "rv", RECRUIT)
    assert v.status == want, v.reasons
    if want == "illegal":
        assert "Profits (profits): its Gold-producing Reaction may not be used" in " ".join(
            v.reasons
        )


@pytest.mark.parametrize(
    ("effect", "want"),
    [
        ({**BAN, "actions": {"designator": "reaction"}}, "illegal"),  # 4 > Iron 2
        ({**BAN, "player": "crab", "actions": {"designator": "reaction"}}, "legal"),  # 2 + 2
    ],
)
def test_paid_off_under_ban(pool: CardPool, effect: dict[str, Any], want: str) -> None:
    state = parse_state(_state(effect, "action"), "h41fix2", cards=pool)
    v = check(state, "crane", "po", 0, targets={"target1": ["kaiu"]})
    assert v.status == want, v.reasons
