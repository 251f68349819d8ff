"""Seppun Ritisharu's "Your Holdings produce 1 additional Gold when they bow to produce Gold."
read as a bound on an action's Gold shortfall (``solver.holding_bonus_bound``; Costs and
restrictions / Gold production): short even with 1 more Gold on every bowing Holding, the
action is `illegal`; otherwise the doubt stays (h39gold4, item 3; h39adv2 p23). Real cards by
title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, as_view, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.production import gold_sources


def _card(cid: str, title: str, owner: str = "phoenix", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, *mines: str) -> LoadedState:
    """Phoenix (Shiro Shiba bowed; Seppun Ritisharu, Asako Megu; Kitsuki Judgment in hand: Gold
    equal to the target's unit's Gold Cost, + 8 unless it is dishonorable) with ``mines``; crab
    with the dishonorable Yasuki Jekku (7)."""
    cards = [
        _card("shiba", "Shiro Shiba", bowed=True),
        *(_card(f"m{i}", t) for i, t in enumerate(mines)),
        _card("rit", "Seppun Ritisharu"),
        _card("megu", "Asako Megu"),
        _card("kj", "Kitsuki Judgment", zone="hand"),
        _card("hida", "Kyuden Hida", "crab"),
        _card("jekku", "Yasuki Jekku", "crab", dishonorable=True),
    ]
    data = {
        "turn": 5,
        "active_player": "phoenix",
        "phase": "action",
        "players": [
            {"id": "phoenix", "clan": "phoenix", "family_honor": 14},
            {"id": "crab", "clan": "crab", "family_honor": 11},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_short_even_with_the_bound_is_illegal(pool: CardPool) -> None:
    """Silver Mine (3, 4 with the +1) can't pay Yasuki Jekku's 7 (the cheapest target): was
    `unknown` naming Seppun Ritisharu."""
    v = check(_board(pool, "Silver Mine"), "phoenix", "kj", 0)
    assert v.status == "illegal", v.reasons
    # no doubt names Ritisharu; since h40 the refusal says its +1 was counted
    assert not any("not modelled" in r for r in v.reasons)
    assert all("counting Seppun Ritisharu" in r for r in v.reasons if "produce" in r)


def test_a_shortfall_plain_bows_close_is_legal(pool: CardPool) -> None:
    """Silver Mine 3 + Gold Mine 2 = 5 < 7, but both are plain bows: 4 + 3 = 7 with the +1 is
    a plan (h39adv5 N3; was `unknown` while the sentence was a bound only)."""
    v = check(_board(pool, "Silver Mine", "Gold Mine"), "phoenix", "kj", 0)
    assert v.status == "legal", v.reasons


def test_a_shortfall_the_bound_may_close_stays_unknown(pool: CardPool) -> None:
    """Control: Temple to Fudo's bow also loses 1 Honor (not plainly a bow to produce): Silver
    Mine 3 + Temple 2 = 5 < 7, 4 + 3 = 7 with the +1 each: the doubt stays."""
    v = check(_board(pool, "Silver Mine", "Temple to Fudo"), "phoenix", "kj", 0)
    assert v.status == "unknown", v.reasons
    assert "Seppun Ritisharu" in v.reasons[0]


def test_sources_are_raised_where_exact_only(pool: CardPool) -> None:
    """Plain bows only: raised on any View; beside Temple to Fudo: only on the bound's View."""
    view = as_view(_board(pool, "Silver Mine"))
    assert [(s.id, s.gold) for s in gold_sources(view, "phoenix")] == [("m0", 4)]
    view = as_view(_board(pool, "Silver Mine", "Temple to Fudo"))
    assert sorted((s.id, s.gold) for s in gold_sources(view, "phoenix")) == [("m0", 3), ("m1", 2)]


def _recruit(pool: CardPool, *mines: str) -> Any:
    """Phoenix recruits Akodo Daiken (Lion: 6 + the Clan Honor Rule's 2) with ``mines`` and
    Seppun Ritisharu in play."""
    cards = [
        _card("shiba", "Shiro Shiba", bowed=True),
        *(_card(f"m{i}", t) for i, t in enumerate(mines)),
        _card("rit", "Seppun Ritisharu"),
        _card("p", "Akodo Daiken", zone="province", province=1),
        _card("hida", "Kyuden Hida", "crab"),
    ]
    data = {
        "turn": 5,
        "active_player": "phoenix",
        "phase": "dynasty",
        "players": [
            {"id": "phoenix", "clan": "phoenix", "family_honor": 14},
            {"id": "crab", "clan": "crab", "family_honor": 11},
        ],
        "cards": cards,
    }
    return check(parse_state(data, "board", None, pool), "phoenix", "p", "recruit")


def test_a_recruit_short_even_with_the_bound_is_illegal(pool: CardPool) -> None:
    """Silver Mine and Gold Mine (4 + 3 with the +1) can't pay 6 and 2 apart: `illegal` (was
    `unknown` naming Ritisharu)."""
    v = _recruit(pool, "Silver Mine", "Gold Mine")
    assert v.status == "illegal", v.reasons


def test_a_recruit_plain_bows_pay_is_legal(pool: CardPool) -> None:
    """With Copper Mine too (4 + 3 for the 6, 3 for the 2 with the +1), all plain bows: legal
    (h39adv5 N3; was `unknown`)."""
    v = _recruit(pool, "Silver Mine", "Gold Mine", "Copper Mine")
    assert v.status == "legal", v.reasons


def test_a_recruit_the_bound_may_pay_stays_unknown(pool: CardPool) -> None:
    """Control: Temple to Fudo instead of Copper Mine (its bow also loses 1 Honor): the doubt
    stays."""
    v = _recruit(pool, "Silver Mine", "Gold Mine", "Temple to Fudo")
    assert v.status == "unknown", v.reasons
    assert "Seppun Ritisharu" in v.reasons[0]
