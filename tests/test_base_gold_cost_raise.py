"""A raise of a Personality's Gold Cost ("This Personality has +2 Gold Cost.", Coin Pouch) is
no change of a base Gold Cost (Reference 03: base values are the card's own, before
modifiers): Economic Manipulation's "a Holding with a base Gold Cost of 4 or less" is not
turned by it (h39adv4 N1); a test of a Gold Cost (not base) keeps the doubt. Real cards by
title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _card(cid: str, title: str, owner: str = "me", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _state(pool: CardPool, cards: list[Any], **kw: Any) -> LoadedState:
    data = {
        "turn": 4,
        "active_player": "me",
        "phase": "action",
        "players": [
            {"id": "me", "clan": "crab", "family_honor": 10},
            {"id": "opp", "clan": "lion", "family_honor": 10},
        ],
        "cards": cards,
        **kw,
    }
    return parse_state(data, "board", None, pool)


def _em(pool: CardPool, pouch_owner: str) -> LoadedState:
    """Crab: Kyuden Hida bowed, Iron Mine (3), The Abbot (a Merchant: Economic Manipulation
    costs 3), Economic Manipulation in hand; Lion with five Holdings; a Coin Pouch on The
    Abbot or on Akodo Kamina."""
    host = "abbot" if pouch_owner == "me" else "kamina"
    cards = [
        _card("kyuden", "Kyuden Hida • Experienced", bowed=True),
        _card("iron", "Iron Mine"),
        _card("abbot", "The Abbot • Experienced 3"),
        _card("em", "Economic Manipulation", zone="hand"),
        _card("shamate", "Shamate Keep", "opp"),
        _card("kamina", "Akodo Kamina", "opp"),
        _card("pouch", "Coin Pouch", pouch_owner, attached_to=host),
        _card("o1", "Iron Mine", "opp"),
        _card("o2", "Copper Mine", "opp"),
        _card("o3", "Geisha House", "opp"),
        _card("o4", "Tea House", "opp"),
        _card("o5", "Counting House", "opp"),
    ]
    return _state(pool, cards)


def test_a_personalitys_raise_leaves_a_base_gold_cost(pool: CardPool) -> None:
    for owner in ("me", "opp"):
        v = check(_em(pool, owner), "me", "em", 0)
        assert v.status == "legal", (owner, v.reasons)
        assert v.witness is not None and v.witness.targets["target1"] == ("o4",)


def test_a_gold_cost_not_base_keeps_the_doubt(pool: CardPool) -> None:
    # control: Gold and Steel's "target an enemy Personality with an equal or lower Gold Cost"
    # than the performer (Kaiu Watsuki 6 vs Akodo Kamina 7): the Pouch on Watsuki may admit him
    cards = [
        _card("kyuden", "Kyuden Hida • Experienced"),
        _card("iron", "Iron Mine"),
        _card("w", "Kaiu Watsuki", zone="battlefield", battlefield="opp-p1"),
        _card("gs", "Gold and Steel", zone="hand"),
        _card("shamate", "Shamate Keep", "opp"),
        _card("kamina", "Akodo Kamina", "opp", zone="battlefield", battlefield="opp-p1"),
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "opp-p1"}
    bare = _state(pool, cards, **combat, attacker="me")
    assert check(bare, "me", "gs", 1).status == "illegal"
    pouch = _card("pouch", "Coin Pouch", zone="battlefield", battlefield="opp-p1", attached_to="w")
    v = check(_state(pool, [*cards, pouch], **combat, attacker="me"), "me", "gs", 1)
    # since h40 the raise is applied to its bearer (``solver.bearer_cost_raise``): Watsuki 8
    # admits Kamina 7, ``legal`` (was ``unknown`` naming the Pouch)
    assert v.status == "legal", v.reasons
