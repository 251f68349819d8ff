"""Gold limited to one action ("produce 3 Gold which may only pay for that action." Yasuki
Tanimura; Luxurious Silk's Tireless Reaction) beside ANY Gold cost added to the action by a
separate effect, not only The Abbot's surcharge: a stated ``added_cost`` (Costs and
restrictions / Gold production, "an effect makes all Political actions have an additional cost
of 2 Gold ... must be paid in a separate payment"). Whether such Gold may pay it is not said:
only with it, `unknown` naming both; other Gold covers it, `legal`; short even with it,
`illegal` (``solver.costs._APART``, ``solver.action_added_sources``; h40adv5 W2). Real cards
by title from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _card(cid: str, title: str, owner: str = "phoenix", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(
    pool: CardPool,
    *extra: str,
    shiba_bowed: bool = False,
    bowed: bool = False,
    on: str = "strategy",
) -> LoadedState:
    """Phoenix (Shiro Shiba, Agasha Kodo), Paid Off (4 Gold) in hand, the cards ``extra`` in
    play; an opponent's effect: actions of ``on`` cards cost 2 Gold more (added cost)."""
    cards = [
        _card("shiba", "Shiro Shiba", bowed=shiba_bowed),
        _card("kodo", "Agasha Kodo"),
        _card("po", "Paid Off", zone="hand"),
        _card("hida", "Kyuden Hida", "crab", bowed=True),
        *(_card(f"h{i}", t, bowed=bowed) for i, t in enumerate(extra)),
    ]
    data = {
        "turn": 5,
        "active_player": "phoenix",
        "phase": "action",
        "players": [
            {"id": "phoenix", "clan": "phoenix", "family_honor": 10},
            {"id": "crab", "clan": "crab", "family_honor": 10},
        ],
        "effects": [
            {
                "kind": "added_cost",
                "actions": {"card_type": on},
                "cost": {"gold": 2},
                "source": "an opponent's Event",
            }
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


@pytest.mark.parametrize("source", ["Yasuki Tanimura", "Luxurious Silk"])
def test_only_the_action_s_gold_left_for_a_stated_added_cost_is_unknown(
    pool: CardPool, source: str
) -> None:
    """Shiro Shiba pays the 4; only the action-limited Gold is left for the added 2 (was
    `legal`, that Gold silently on the added payment: boards p06, p34)."""
    board = _board(pool, source, bowed=source == "Luxurious Silk")
    v = check(board, "phoenix", "po", 0, targets={"target1": ["kodo"]})
    assert v.status == "unknown", v.reasons
    said = " ".join(v.reasons)
    assert "may only pay for that action" in said and "an opponent's Event" in said


def test_other_gold_covers_the_added_cost_legal(pool: CardPool) -> None:
    v = check(_board(pool, "Yasuki Tanimura", "Gold Mine"), "phoenix", "po", 0,
              targets={"target1": ["kodo"]})  # fmt: skip
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert not any(s.startswith("h0") for s in v.witness.plan.payments["cost2"])


def test_short_even_with_that_gold_illegal(pool: CardPool) -> None:
    # Shiro Shiba bowed: Tanimura's 3 alone can't pay 4 and 2 however used
    v = check(_board(pool, "Yasuki Tanimura", shiba_bowed=True), "phoenix", "po", 0,
              targets={"target1": ["kodo"]})  # fmt: skip
    assert v.status == "illegal", v.reasons


def test_added_cost_on_other_actions_no_doubt(pool: CardPool) -> None:
    # the added cost is on Holdings' actions: Paid Off pays 4 only, Shiro Shiba: legal
    v = check(_board(pool, "Yasuki Tanimura", on="holding"), "phoenix", "po", 0,
              targets={"target1": ["kodo"]})  # fmt: skip
    assert v.status == "legal", v.reasons
