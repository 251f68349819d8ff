"""A bound on how many targets "one or more" may be (h39adv2 N5b): "Bow your performing Courtier
and target one or more Personalities, up to an amount equal to your Courtier's Chi: ..."
(Useful Connections). The paragraph is read without the bound: a bowed only Courtier can't pay
the bow (illegal); targets no more than the Courtier's Chi stand legal; more keep the doubt.
Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(pool: CardPool, kodo_bowed: bool) -> LoadedState:
    """Lion with Agasha Kodo (the only Courtier, Chi 4) and Useful Connections in hand; five
    other Personalities on the table."""
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        {"id": "kodo", "title": "Agasha Kodo", "owner": "lion", "zone": "home"},
        {"id": "megu", "title": "Asako Megu", "owner": "lion", "zone": "home"},
        {"id": "uc", "title": "Useful Connections", "owner": "lion", "zone": "hand"},
        {"id": "hida", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        {"id": "daiki", "title": "Yasuki Daiki", "owner": "crab", "zone": "home"},
        {"id": "jekku", "title": "Yasuki Jekku", "owner": "crab", "zone": "home"},
        {"id": "kisada", "title": "Hida Kisada", "owner": "crab", "zone": "home"},
    ]
    cards[1]["bowed"] = kodo_bowed
    data = {
        "turn": 5,
        "active_player": "lion",
        "phase": "action",
        "players": [
            {"id": "lion", "clan": "lion", "family_honor": 10},
            {"id": "crab", "clan": "crab", "family_honor": 10},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_the_bound_is_kept_apart(pool: CardPool) -> None:
    ab = pool.definitions()["Useful Connections"].abilities[0]
    assert ab.not_understood == ("up to an amount equal to your Courtier's Chi",)


def test_a_bowed_only_courtier_is_illegal(pool: CardPool) -> None:
    v = check(_board(pool, kodo_bowed=True), "lion", "uc", 0)
    assert v.status == "illegal", v.reasons
    assert "already bowed" in v.reasons[0]


def test_targets_within_the_chi_stand(pool: CardPool) -> None:
    b = _board(pool, kodo_bowed=False)
    assert check(b, "lion", "uc", 0).status == "legal"
    two = {"performer": ["kodo"], "target2": ["megu"], "target2_more": ["daiki"]}
    assert check(b, "lion", "uc", 0, targets=two).status == "legal"


def test_more_targets_than_the_chi_are_illegal(pool: CardPool) -> None:
    # five targets, the named performer's Chi 4, no unread trait that may change Chi: illegal
    # (was `unknown`: h39gold4, ``count_bound_read.announced_over_bound``)
    five = {
        "performer": ["kodo"],
        "target2": ["megu"],
        "target2_more": ["daiki", "jekku", "kisada", "kodo"],
    }
    v = check(_board(pool, kodo_bowed=False), "lion", "uc", 0, targets=five)
    assert v.status == "illegal", v
    assert "up to an amount equal to your Courtier's Chi" in v.reasons[0]
