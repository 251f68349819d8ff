"""Cards that change the Gold other cards produce (Costs and restrictions / Gold production;
``ProductionChange``): "When Trade Route produces Gold, it produces 2 less Gold", "When Trade
Route, a card with "Marketplace" in its title, or a non-Stronghold Port bows to produce Gold,
it produces 1 less Gold"; and a count of other players' cards of several kinds. Readings, and
Recruits checked on a board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.common import CardType
from model.load import LoadedState
from model.oracle.production import analyse_production
from model.oracle.production_changes import production_change
from model.selectors import Controller, Selector
from model.state import View
from solver.good_faith import check
from solver.production import gold_sources
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOODFAITH_CACHE", str(tmp_path / "cache"))


_MARKET = (
    "When Trade Route produces Gold, it produces 2 less Gold.<br>When a non-Stronghold Port "
    "produces Gold, it produces 1 less Gold.<br>:bow:: Lose 1 Honor and produce 2 Gold."
)
_HIDEOUT = (
    'When Trade Route, a card with "Marketplace" in its title, or a non-Stronghold Port bows to '
    "produce Gold, it produces 1 less Gold.<br>:bow:: Produce an amount of Gold equal to the "
    'number of all other players\' Trade Routes, cards with "Marketplace" in their titles, and '
    "Ports, and lose 2 Honor."
)


def test_changes_to_other_cards_gold() -> None:
    market = analyse_production(_MARKET, CardType.HOLDING)
    assert market.status == "modelled" and not market.may_lower
    route, port = market.changes
    assert (route.gold, route.bowing_only) == (-2, False)
    assert route.select.any_of == (
        Selector(title="Trade Route"),
        Selector(keyword=("trade route",)),
    )
    assert port.select.keyword == ("port",) and port.gold == -1
    assert CardType.STRONGHOLD not in port.select.type and CardType.HOLDING in port.select.type
    hideout = analyse_production(_HIDEOUT, CardType.HOLDING)
    assert hideout.status == "modelled"
    (change,) = hideout.changes
    assert (change.gold, change.bowing_only) == (-1, True)
    assert change.select.any_of[1] == Selector(title_contains="Marketplace")
    (mode,) = hideout.modes or ()
    assert (mode.gold, mode.lose_honor) == (0, 2)
    (per,) = mode.per_card
    assert per.select.controller is Controller.OPPONENT and len(per.select.any_of) == 3


def test_changes_not_read() -> None:
    # another player's, keywords that are no title, lower case: not read (the sentence stays
    # not understood, and may lower Gold)
    for sentence in (
        "When another player's Holding produces Gold, it produces 1 additional Gold.",
        "When Shugenja Temple produces Gold, it produces 1 less Gold.",
        "When a Port produces Gold, it produces 1 less Gold.",
        "When trade route produces Gold, it produces 2 less Gold.",
    ):
        assert production_change(sentence) is None, sentence
    unread = analyse_production(
        "When your Farm produces Gold, it produces 1 less Gold.<br>:bow:: Produce 2 Gold.",
        CardType.HOLDING,
    )
    assert unread.status == "unmodelled" and unread.may_lower


def _board(tmp: Path, market_owner: str | None, cost: int) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"title": "Black Market", "types": ["Holding"], "text": _MARKET, "gold_cost": 0},
        {
            "title": "Trade Route",
            "types": ["Holding"],
            "text": ":bow:: Produce 3 Gold.",
            "gold_cost": 3,
        },
        KEEP_CARD,
        set_personality("Buyer", cost),
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "route", "title": "Trade Route", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    if market_owner is not None:
        table.append(
            {
                "id": "bm",
                "title": "Black Market",
                "owner": market_owner,
                "zone": "home",
                "bowed": True,
            }
        )
    players = [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 10}]
    return set_board(tmp, cards, table, f"b{market_owner}{cost}", players=players)


def test_another_players_black_market_lowers_your_trade_route(tmp_path: Path) -> None:
    loaded = _board(tmp_path, "opp", 3)
    view = View.of(loaded.state, loaded.library)
    route = next(s for s in gold_sources(view, "me") if s.id == "route")
    assert [b.gold for b in route.bonuses] == [-2]
    assert check(loaded, "me", "p", RECRUIT).legal  # Keep 2 + Trade Route 3 - 2
    assert check(_board(tmp_path, "opp", 4), "me", "p", RECRUIT).status == "illegal"
    assert check(_board(tmp_path, None, 4), "me", "p", RECRUIT).legal  # no Black Market: 2 + 3


_MINTING = (
    "When your Holding produces Gold, if this Holding is unbowed, your Holding produces 1 "
    "additional Gold."
)


def test_a_change_while_the_card_is_unbowed() -> None:
    analysis = analyse_production(_MINTING, CardType.HOLDING)
    assert analysis.status == "none"  # it produces none itself
    (change,) = analysis.changes
    assert change.select == Selector(type=(CardType.HOLDING,), controller=Controller.YOU)
    assert (change.gold, change.while_unbowed, change.bowing_only) == (1, True, False)


def _minting_board(tmp: Path, bowed: bool) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"title": "Minting House", "types": ["Holding"], "text": _MINTING, "gold_cost": 4},
        {"title": "Farm", "types": ["Holding"], "text": ":bow:: Produce 2 Gold.", "gold_cost": 2},
        KEEP_CARD,
        set_personality("Buyer", 5),
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "farm", "title": "Farm", "owner": "me", "zone": "home"},
        {"id": "mint", "title": "Minting House", "owner": "me", "zone": "home", "bowed": bowed},
        {"id": "p", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp, cards, table, f"mint{bowed}")


def test_minting_house_on_the_board(tmp_path: Path) -> None:
    # Keep 2 + Farm 2 + 1 (a Holding, while Minting House is unbowed); not the Stronghold
    assert check(_minting_board(tmp_path, False), "me", "p", RECRUIT).legal
    assert check(_minting_board(tmp_path, True), "me", "p", RECRUIT).status == "illegal"
