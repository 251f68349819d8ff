""" "When paying for an action" Gold does not pay a card's Gold Cost (h40adv7 "NOT COUNTED"):
Yasuki Tanimura's "Reaction: When paying for an action, produce 3 Gold which may only pay for
that action." Costs and restrictions / Mandatory costs: "The mandatory costs of a card entering
play are its Gold Cost", "the card's Gold cost is not a cost of the action", with the one
EXCEPTION "The Gold Cost of a Strategy card is a cost of its actions"; FAQ (Farmlands): "you are
paying for the cost of Farmlands Limited action, not a follower". A Recruit and an Equip (the
rulebook Dynasty and Open abilities, Reference 02) pay the card's Gold Cost, so the Reaction is
not offered there; a Strategy's Gold Cost is its action's, so it is. Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(
    pool: CardPool, phase: str, extra: list[dict[str, Any]], *, sh_bowed: bool
) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home",
         "bowed": sh_bowed},
        {"id": "iron", "title": "Iron Mine", "owner": "crab", "zone": "home"},
        {"id": "tani", "title": "Yasuki Tanimura", "owner": "crab", "zone": "home"},
        {"id": "lsh", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        {"id": "mis", "title": "Matsu Misato", "owner": "lion", "zone": "home"},
        *extra,
    ]  # fmt: skip
    data = {
        "turn": 3,
        "active_player": "crab",
        "phase": phase,
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 8},
            {"id": "lion", "clan": "lion", "family_honor": 9},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_a_recruit_is_not_paid_by_it(pool: CardPool) -> None:
    # Kaiu Iemasa (9): Kyuden 4 + Iron Mine 3 = 7; Tanimura's 3 pays no card's Gold Cost
    p1 = {"id": "p1", "title": "Kaiu Iemasa", "owner": "crab", "zone": "province", "province": 1}
    v = check(_board(pool, "dynasty", [p1], sh_bowed=False), "crab", "p1", "recruit")
    assert v.status == "illegal", v.reasons
    assert "at most 7" in v.reasons[0]


def test_an_equip_is_not_paid_by_it(pool: CardPool) -> None:
    # Exquisite Blade (8) onto Tanimura: 7 Gold from the cards, the Reaction's 3 not offered
    blade = {"id": "blade", "title": "Exquisite Blade", "owner": "crab", "zone": "hand"}
    v = check(_board(pool, "action", [blade], sh_bowed=False), "crab", "blade", "equip")
    assert v.status == "illegal", v.reasons


def test_control_a_strategys_gold_cost_is_paid_by_it(pool: CardPool) -> None:
    # control: Paid Off (4) with the Kyuden bowed: Iron Mine 3 alone is short, Tanimura pays
    po = {"id": "po", "title": "Paid Off", "owner": "crab", "zone": "hand"}
    v = check(
        _board(pool, "action", [po], sh_bowed=True), "crab", "po", 0, targets={"target1": ("mis",)}
    )
    assert v.status == "legal", v.reasons
