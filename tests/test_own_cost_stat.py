"""A Strategy's own Gold Cost change read where the state settles it (h39adv2 N4, E1): "This
card has -1 Gold Cost if you control a Merchant." (Economic Manipulation, Gold cost 4). Real
cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _card(cid: str, title: str, owner: str = "phoenix", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, *extra: Any) -> LoadedState:
    """Phoenix with Silver Mine (3 Gold) only and Economic Manipulation in hand; crab with five
    Holdings (its targets)."""
    cards = [
        _card("shiba", "Shiro Shiba", bowed=True),
        _card("silver", "Silver Mine"),
        _card("em", "Economic Manipulation", zone="hand"),
        _card("hida", "Kyuden Hida", "crab", bowed=True),
        _card("iron", "Iron Mine", "crab", bowed=True),
        _card("copper", "Copper Mine", "crab"),
        _card("market", "Marketplace", "crab"),
        _card("gmine", "Gold Mine", "crab", bowed=True),
        _card("staging", "Staging Grounds", "crab"),
        *extra,
    ]
    data = {
        "turn": 5,
        "active_player": "phoenix",
        "phase": "action",
        "players": [
            {"id": "phoenix", "clan": "phoenix", "family_honor": 10},
            {"id": "crab", "clan": "crab", "family_honor": 10},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_a_merchant_you_control_lowers_its_cost(pool: CardPool) -> None:
    v = check(_board(pool, _card("tashiki", "Tashiki")), "phoenix", "em", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert v.witness.plan.gold_produced == 3


def test_without_a_merchant_it_costs_four(pool: CardPool) -> None:
    v = check(_board(pool), "phoenix", "em", 0)
    assert v.status == "illegal", v.reasons
    assert "4 Gold" in v.reasons[0]
    # control: the opponent's Merchant is not one you control
    w = check(_board(pool, _card("tashiki", "Tashiki", "crab")), "phoenix", "em", 0)
    assert w.status == "illegal", w.reasons
    # control: a Merchant in your hand is not one you control (in play)
    h = check(_board(pool, _card("tashiki", "Tashiki", zone="hand")), "phoenix", "em", 0)
    assert h.status == "illegal", h.reasons
    # a bowed Merchant is still one you control
    bowed = check(_board(pool, _card("tashiki", "Tashiki", bowed=True)), "phoenix", "em", 0)
    assert bowed.status == "legal", bowed.reasons


def test_an_unread_keyword_grant_keeps_the_doubt(pool: CardPool) -> None:
    # control: "Kojiro has Cavalry while you control one or more Ports." is not read: a keyword
    # may be given by text not read, so the condition is not settled; the doubt names this
    # card's own trait, not "a card in play" (E1)
    b = _board(pool, _card("tashiki", "Tashiki"), _card("kojiro", "Yasuki Kojiro"))
    v = check(b, "phoenix", "em", 0)
    assert v.status == "unknown", v
    assert v.reasons[0].startswith("not modelled: a trait of this card"), v.reasons
    assert "-1 Gold Cost if you control a Merchant" in v.reasons[0]
