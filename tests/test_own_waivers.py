"""An action's own optional waiver of its bow cost (h39adv2 N5): "You may ignore this action's
cost of bowing Yoyugi if the target is non-Unique or Unicorn Clan." (Kitsuki Yoyugi) can only
make the action easier: a legal answer paying the cost stands, a bowed card's stays illegal,
one refused by a cost keeps the doubt. Real cards by title from ../shared/data (skipped
without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.own_cost_reductions import after_own_reduction
from solver.verdict import Reason, Verdict

_WAIVER = (
    "You may ignore this action's cost of bowing Yoyugi if the target is non-Unique or Unicorn "
    "Clan."
)


def _board(pool: CardPool, bowed: bool) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": "Kyuden Agasha", "owner": "dragon", "zone": "home"},
        {"id": "yoyugi", "title": "Kitsuki Yoyugi", "owner": "dragon", "zone": "home"},
        {"id": "shigeru", "title": "Moto Shigeru", "owner": "unicorn", "zone": "home"},
    ]
    cards[1]["bowed"] = bowed
    data = {
        "turn": 5,
        "active_player": "dragon",
        "phase": "action",
        "players": [
            {"id": "dragon", "clan": "dragon", "family_honor": 10},
            {"id": "unicorn", "clan": "unicorn", "family_honor": 10},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_the_rest_of_the_paragraph_is_read(pool: CardPool) -> None:
    ab = pool.definitions()["Kitsuki Yoyugi"].abilities[0]
    assert ab.not_understood == (_WAIVER,)
    assert any(c.bow == "source" for c in ab.costs)


def test_paying_the_cost_stands(pool: CardPool) -> None:
    v = check(_board(pool, bowed=False), "dragon", "yoyugi", 0)
    assert v.status == "legal", v.reasons


def test_a_bowed_card_stays_illegal(pool: CardPool) -> None:
    # control: abilities on a bowed card may not be used, whatever the cost
    v = check(_board(pool, bowed=True), "dragon", "yoyugi", 0)
    assert v.status == "illegal", v.reasons


def test_a_refusal_by_a_cost_keeps_the_doubt() -> None:
    refused = Verdict.of("illegal", "c", 0, "T", [Reason("cost", "can't bow", ("c",))])
    assert after_own_reduction(refused, _WAIVER).status == "unknown"
    by_target = Verdict.of("illegal", "c", 0, "T", [Reason("target", "no target", ("c",))])
    assert after_own_reduction(by_target, _WAIVER).status == "illegal"
