"""Coin Pouch with several Holdings (``solver.holding_bonus_reaction``; h39adv4 N4): which
Holding takes the +1 is the player's choice, each choice planned apart; Holdings offering the
same (two Iron Mines) give the same plans, ids aside, so one of them is planned
(``alike_apart``; h40code 4). Cross-checked against planning every Holding, on real cards by
title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from model.state import View
from solver import gold
from solver.good_faith import check
from solver.holding_bonus_reaction import _cheapest_paying, _variants, with_holding_bonus
from solver.playing import EQUIP
from solver.production import gold_sources

_HOLDINGS = ("Geisha House", "Tea House", "Iron Mine", "Small Farm", "Gold Mine")


def _board(pool: CardPool, holdings: list[str], item: str = "Fubatsu Blade") -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "lodd", "title": "Law of Darkness Dojo", "owner": "scorpion", "zone": "home",
         "bowed": True},
        {"id": "nori", "title": "Bayushi Nori", "owner": "scorpion", "zone": "home"},
        {"id": "pouch", "title": "Coin Pouch", "owner": "scorpion", "zone": "home",
         "attached_to": "nori"},
        {"id": "blade", "title": item, "owner": "scorpion", "zone": "hand"},
        {"id": "keep", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        *({"id": f"h{i}", "title": t, "owner": "scorpion", "zone": "home"}
          for i, t in enumerate(holdings)),
    ]  # fmt: skip
    data = {
        "turn": 9,
        "active_player": "scorpion",
        "phase": "action",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 6},
            {"id": "lion", "clan": "lion", "family_honor": 21},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def _key(sources: list[gold.Source], payments: list[gold.Payment]) -> tuple[int, ...] | None:
    result = gold.solve(gold.PaymentProblem(tuple(sources), tuple(payments)))
    if not result.plans:
        return None
    p = result.plans[0]
    return (p.weight, p.gold_produced, p.sources_used, p.waste)


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    holdings=st.lists(st.sampled_from(_HOLDINGS), min_size=2, max_size=5),
    costs=st.lists(st.integers(1, 8), min_size=1, max_size=3),
)
def test_alike_holdings_planned_once_agree_with_each_holding(
    pool: CardPool, holdings: list[str], costs: list[int]
) -> None:
    """The sources offered (one of each set of alike Holdings planned) pay exactly when some
    Holding's choice pays, at the same cheapest plan key as planning every Holding."""
    board = _board(pool, holdings)
    view = View.of(board.state, board.library)
    sources = gold_sources(view, "scorpion")
    payments = [gold.Payment(f"p{i}", c, gold.PaidFor(action=False)) for i, c in enumerate(costs)]
    offered, _ = with_holding_bonus(view, "scorpion", sources, lambda _v, _c: False, payments)
    every = [
        _variants(view, {f"h{i}": ("pouch",)}, sources, unproven=True) for i in range(len(holdings))
    ]
    assert all(c is not None for c in every)
    old = _cheapest_paying([c for c in every if c is not None], payments)
    expected = _key(old, payments) if old is not None else _key(sources, payments)
    assert _key(offered, payments) == expected


def test_two_iron_mines_and_the_pouch_pay_seven(pool: CardPool) -> None:
    """Fubatsu Blade (4) with two Iron Mines (3 each) and the Pouch: legal, as before; and the
    check on a board of ten Holdings stays `legal` (the timing measured in the report)."""
    v = check(_board(pool, ["Iron Mine", "Iron Mine"]), "scorpion", "blade", EQUIP)
    assert v.status == "legal", v.reasons
    ten = [*_HOLDINGS, *_HOLDINGS]
    assert check(_board(pool, ten), "scorpion", "blade", EQUIP).status == "legal"
