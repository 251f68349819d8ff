"""Reasons that say what settled them (h39gold4, item 5): a Gold refusal names the Gold mode a
prevented Honor loss left out (``solver.honor_loss_words``; The Forgotten Temple's "You do not
lose Honor from cards you own." and House of Disgrace's "lose 1 Honor to produce 3 Gold"); a
Recruit's doubt on Truce names the Clan Honor Rule payment as what its Gold may not pay
(``solver.shortfall_unread.shortfall_reason``). Real cards by title from ../shared/data."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _state(pool: CardPool, active: str, cards: list[Any], phase: str = "action") -> LoadedState:
    data = {
        "turn": 5,
        "active_player": active,
        "phase": phase,
        "players": [
            {"id": active, "clan": active, "family_honor": 6},
            {"id": "crane", "clan": "crane", "family_honor": 11},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def _naga(pool: CardPool, stronghold: str, house_bowed: bool = False) -> LoadedState:
    """Naga with ``stronghold``, House of Disgrace, Seaside Bazaar, Agasha Kodo and Sword for
    Hire (10 Gold) in hand (h39adv2 p2)."""
    cards = [
        {"id": "sh", "title": stronghold, "owner": "naga", "zone": "home"},
        {"id": "house", "title": "House of Disgrace", "owner": "naga", "zone": "home",
         "bowed": house_bowed},
        {"id": "bazaar", "title": "Seaside Bazaar", "owner": "naga", "zone": "home"},
        {"id": "kodo", "title": "Agasha Kodo", "owner": "naga", "zone": "home"},
        {"id": "sfh", "title": "Sword for Hire", "owner": "naga", "zone": "hand"},
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
        {"id": "daiki", "title": "Yasuki Daiki", "owner": "crane", "zone": "home"},
    ]  # fmt: skip
    return _state(pool, "naga", cards)


def test_the_gold_refusal_names_the_prevented_honor_loss(pool: CardPool) -> None:
    v = check(_naga(pool, "The Forgotten Temple"), "naga", "sfh", 0)
    assert v.status == "illegal", v.reasons
    gold = [d for d in v.details if d.code == "gold"]
    assert gold and "House of Disgrace" in gold[0].text and "Forgotten Temple" in gold[0].text
    assert "house" in gold[0].cards


@pytest.mark.parametrize(
    ("stronghold", "bowed", "status"),
    [("Shiro Shiba", False, "legal"), ("The Forgotten Temple", True, "illegal")],
)
def test_controls(pool: CardPool, stronghold: str, bowed: bool, status: str) -> None:
    """Shiro Shiba instead: the 3 Gold mode pays (legal); House of Disgrace bowed: no mode of
    it to name."""
    v = check(_naga(pool, stronghold, bowed), "naga", "sfh", 0)
    assert v.status == status, v.reasons
    assert not any("House of Disgrace's mode" in r for r in v.reasons)


def _crab(pool: CardPool, *mines: str) -> LoadedState:
    """Crab with ``mines``, Truce in hand and Kitsu Sorano (Lion, 3 + 2) in a province."""
    cards = [
        {"id": "kh", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home",
         "bowed": True},
        *({"id": f"m{i}", "title": t, "owner": "crab", "zone": "home"}
          for i, t in enumerate(mines)),
        {"id": "ken", "title": "Kitsu Sorano", "owner": "crab", "zone": "province",
         "province": 1},
        {"id": "truce", "title": "Truce", "owner": "crab", "zone": "hand"},
        {"id": "aerie", "title": "The Aerie", "owner": "crane", "zone": "home"},
    ]  # fmt: skip
    return _state(pool, "crab", cards, phase="dynasty")


def test_the_truce_doubt_names_the_clan_honor_payment(pool: CardPool) -> None:
    v = check(_crab(pool, "Iron Mine"), "crab", "ken", "recruit")
    assert v.status == "unknown", v.reasons
    assert "Truce" in v.reasons[0] and "Clan Honor Rule's Gold" in v.reasons[0]


def test_truce_control_without_the_added_payment_need(pool: CardPool) -> None:
    """Iron Mine and Copper Mine pay 3 and 2 without Truce: legal, nothing doubted."""
    v = check(_crab(pool, "Iron Mine", "Copper Mine"), "crab", "ken", "recruit")
    assert v.status == "legal", v.reasons
