"""A Gold shortfall by the count of sources (h39adv4 N6): one Iron Mine can't pay Rout's 1 Gold
and The Abbot's 2-Gold surcharge, two separate payments (Costs and restrictions / Gold
production: Gold from one source can't be split), whatever its player's Clan (not settled:
Crab Clan stated, a Crane Stronghold), so the Clan doubt about how much it produces can't turn
the answer. Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

_ABBOT = "The Abbot • Experienced 3"


def _card(cid: str, title: str, owner: str = "me", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, stronghold: str, *extra: Any) -> LoadedState:
    """Crab attacks Lion at opp-p1: Rout in hand, Iron Mine the only Gold; Lion's The Abbot
    and Akodo Kamina there."""
    cards = [
        _card("sh", stronghold, bowed=True),
        _card("rout", "Rout", zone="hand"),
        _card("mine", "Doji Shigeyuki", zone="battlefield", battlefield="opp-p1"),
        _card("shamate", "Shamate Keep", "opp", bowed=True),
        _card("abbot", _ABBOT, "opp", zone="battlefield", battlefield="opp-p1"),
        _card("kamina", "Akodo Kamina", "opp", zone="battlefield", battlefield="opp-p1"),
        _card("iron", "Iron Mine"),
        *extra,
    ]
    data = {
        "turn": 5,
        "active_player": "me",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "opp-p1",
        "attacker": "me",
        "players": [
            {"id": "me", "clan": "crab", "family_honor": 10},
            {"id": "opp", "clan": "lion", "family_honor": 10},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_one_source_cant_pay_two_payments_whatever_the_clan(pool: CardPool) -> None:
    for stronghold in ("The Aerie", "Kyuden Hida • Experienced"):  # Clan unsettled, settled
        v = check(_board(pool, stronghold), "me", "rout", 0, targets={"unit": ["abbot"]})
        assert v.status == "illegal", (stronghold, v.reasons)
        assert "separate payments" in v.reasons[0]


def test_one_payment_is_still_paid(pool: CardPool) -> None:
    # control: no surcharge (Kamina), one payment: legal
    v = check(_board(pool, "The Aerie"), "me", "rout", 0, targets={"unit": ["kamina"]})
    assert v.status == "legal", v.reasons


def test_one_payment_the_clan_may_cover_keeps_the_doubt(pool: CardPool) -> None:
    # control: Lost Caravan's one payment of 3 Gold from Iron Mine (2, or 3 for a Crab Clan
    # player): the count is no bound, the Clan settles it, and it is not settled
    cards = [
        _card("sh", "The Aerie", bowed=True),
        _card("iron", "Iron Mine"),
        _card("lc", "Lost Caravan", zone="hand"),
        _card("shamate", "Shamate Keep", "opp"),
    ]
    data = {
        "turn": 5,
        "active_player": "me",
        "phase": "action",
        "players": [
            {"id": "me", "clan": "crab", "family_honor": 10},
            {"id": "opp", "clan": "lion", "family_honor": 10},
        ],
        "cards": cards,
    }
    v = check(parse_state(data, "board", None, pool), "me", "lc", 0)
    assert v.status == "unknown" and "Clan is not settled" in v.reasons[0], v.reasons
