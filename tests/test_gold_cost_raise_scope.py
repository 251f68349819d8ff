"""A Gold Cost raised by a trait not read can only raise a price (h39adv2 N7): "This Personality
has +2 Gold Cost." (Coin Pouch) leaves an answer refused for Gold alone illegal, and keeps the
doubt on a legal one. Real cards by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.gold_cost_raise_scope import _raises_only
from solver.good_faith import check


def _card(cid: str, title: str, owner: str = "phoenix", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, *sources: Any) -> LoadedState:
    """Kitsuki Judgment (pay the target unit's total Gold Cost, +8 unless dishonorable) with
    Asako Megu (a Magistrate) performing; crab's dishonorable Yasuki Jekku (7) bears a Coin
    Pouch ("This Personality has +2 Gold Cost.")."""
    cards = [
        _card("shiba", "Shiro Shiba", bowed=True),
        *sources,
        _card("megu", "Asako Megu"),
        _card("kj", "Kitsuki Judgment", zone="hand"),
        _card("hida", "Kyuden Hida", "crab"),
        _card("jekku", "Yasuki Jekku", "crab", dishonorable=True),
        _card("pouch", "Coin Pouch", "crab", attached_to="jekku"),
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


def test_short_at_the_unraised_price_stays_illegal(pool: CardPool) -> None:
    # Silver Mine 3 + Gold Mine 2 = 5 < 7 (Jekku even without the +2)
    b = _board(pool, _card("silver", "Silver Mine"), _card("gmine", "Gold Mine"))
    v = check(b, "phoenix", "kj", 0)
    assert v.status == "illegal", v.reasons
    assert all(d.code == "gold" for d in v.details)


def test_a_legal_answer_keeps_the_doubt(pool: CardPool) -> None:
    # control: 3 + 2 + 2 = 7 pays Jekku's 7, not the 9 the Coin Pouch asks: since h40 the
    # raise is applied to its bearer (``solver.bearer_cost_raise``), ``illegal`` (was unknown)
    b = _board(
        pool,
        _card("silver", "Silver Mine"),
        _card("gmine", "Gold Mine"),
        _card("gmine2", "Gold Mine"),
    )
    v = check(b, "phoenix", "kj", 0)
    assert v.status == "illegal", v
    assert "counting Coin Pouch (pouch)'s +2 Gold Cost on Yasuki Jekku" in v.reasons[0]


def test_only_a_raise_alone_is_read() -> None:
    assert _raises_only("This Personality has +2 Gold Cost.")
    assert _raises_only("Non-Courtier Personalities you own in and out of play have +1 Gold Cost.")
    assert not _raises_only("This card has -1 Gold Cost if you control a Merchant.")
    assert not _raises_only("This Personality has +2 Gold Cost and -1 Gold Cost.")
    assert not _raises_only("This Personality has +2F.")
