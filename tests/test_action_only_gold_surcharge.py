"""Gold limited to one action ("Reaction: When paying for an action, produce 3 Gold which may
only pay for that action." Yasuki Tanimura) beside The Abbot's surcharge ("Other players'
actions targeting The Abbot cost 2 more Gold", a separate payment added by another effect):
whether it may pay the surcharge is not said, so when only it could, the answer is `unknown`
naming both texts; `legal` when other Gold covers the surcharge, `illegal` when even with it
the Gold falls short (``solver.action_added_sources``; h40code 2). Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

_ABBOT = "The Abbot • Experienced 3"


def _card(cid: str, title: str, owner: str = "phoenix", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(
    pool: CardPool, *extra: str, shiba_bowed: bool = False, bowed: bool = False
) -> LoadedState:
    """Phoenix (Shiro Shiba, Agasha Kodo) with Paid Off (4 Gold) in hand and the cards
    ``extra`` in play (``bowed``: those cards bowed); crab with The Abbot."""
    cards = [
        _card("shiba", "Shiro Shiba", bowed=shiba_bowed),
        _card("kodo", "Agasha Kodo"),
        _card("po", "Paid Off", zone="hand"),
        _card("hida", "Kyuden Hida", "crab", bowed=True),
        _card("abbot", _ABBOT, "crab"),
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
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


@pytest.mark.parametrize("source", ["Yasuki Tanimura", "Luxurious Silk"])
def test_only_the_action_s_gold_left_for_the_surcharge_is_unknown(
    pool: CardPool, source: str
) -> None:
    """Shiro Shiba (4) pays Paid Off's 4; only the action-limited Gold is left for the 2 more
    (was `legal`, that Gold silently on the surcharge). Luxurious Silk is bowed: its Tireless
    Reaction alone is left, its ":bow:: Produce 2 Gold." is not (Tanimura unbowed: a Reaction
    is not used while its card is bowed)."""
    board = _board(pool, source, bowed=source == "Luxurious Silk")
    v = check(board, "phoenix", "po", 0,
              targets={"target1": ["abbot"]})  # fmt: skip
    assert v.status == "unknown", v.reasons
    said = " ".join(v.reasons)
    assert "may only pay for that action" in said and "targeting The Abbot" in said


def test_controls(pool: CardPool) -> None:
    # a Gold Mine (2) for the surcharge: legal, Tanimura's Gold kept off it
    v = check(_board(pool, "Yasuki Tanimura", "Gold Mine"), "phoenix", "po", 0,
              targets={"target1": ["abbot"]})  # fmt: skip
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert not any(s.startswith("h0") for s in v.witness.plan.payments["surcharge:abbot:0"])
    # Shiro Shiba bowed: Tanimura's 3 alone can't pay 4 and 2 however used: illegal
    v = check(_board(pool, "Yasuki Tanimura", shiba_bowed=True), "phoenix", "po", 0,
              targets={"target1": ["abbot"]})  # fmt: skip
    assert v.status == "illegal", v.reasons
    # not targeting The Abbot: no surcharge, Shiro Shiba pays: legal
    v = check(_board(pool, "Yasuki Tanimura"), "phoenix", "po", 0,
              targets={"target1": ["kodo"]})  # fmt: skip
    assert v.status == "legal", v.reasons
