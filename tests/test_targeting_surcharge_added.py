"""The targeting surcharge ("Other players' actions targeting The Abbot cost 2 more Gold") is a
payment added by a separate effect, marked ``added`` as the Clan Honor Rule's is
(``solver.targeting_surcharge``; Costs and restrictions): a bowed reduction of the action's own
cost (Kaeru Contractor, ":bow:: When paying for an action on a Strategy, it costs 3 less Gold.")
is offered for the action's own cost beside it (h39gold4, item 2). Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

_ABBOT = "The Abbot • Experienced 3"


def _card(cid: str, title: str, owner: str = "phoenix", zone: str = "home", **kw: Any) -> Any:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(pool: CardPool, *extra: str) -> LoadedState:
    """Phoenix (Shiro Shiba bowed) with Paid Off (4 Gold) in hand and the Holdings ``extra``;
    crab with The Abbot."""
    cards = [
        _card("shiba", "Shiro Shiba", bowed=True),
        _card("kodo", "Agasha Kodo"),
        _card("po", "Paid Off", zone="hand"),
        _card("hida", "Kyuden Hida", "crab", bowed=True),
        _card("abbot", _ABBOT, "crab"),
        *(_card(f"h{i}", t) for i, t in enumerate(extra)),
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


def test_the_reduction_pays_the_own_cost_beside_the_surcharge(pool: CardPool) -> None:
    """Kaeru Contractor's 3 less + Small Farm's 1 pay Paid Off's 4, Gold Mine the 2 for
    targeting The Abbot (was `illegal`: the reduction was not offered beside a surcharge)."""
    b = _board(pool, "Kaeru Contractor", "Small Farm", "Gold Mine")
    v = check(b, "phoenix", "po", 0, targets={"target1": ["abbot"]})
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None and v.witness.problem is not None
    assert v.witness.plan.payments["surcharge:abbot:0"] == ("h2",)
    assert "h0:reduce-action0" in v.witness.plan.payments["cost1"]
    added = [p for p in v.witness.problem.payments if p.id.startswith("surcharge:")]
    assert added and all(p.paid_for.added for p in added)


def test_controls(pool: CardPool) -> None:
    # Kaeru's 3 less and Gold Mine's 2 can't make 4 and 2 apart, nor 6 merged: illegal
    b = _board(pool, "Kaeru Contractor", "Gold Mine")
    v = check(b, "phoenix", "po", 0, targets={"target1": ["abbot"]})
    assert v.status == "illegal", v.reasons
    # without Kaeru Contractor: 4 Gold for 4 + 2, illegal
    b = _board(pool, "Small Farm", "Gold Mine", "Small Farm")
    assert check(b, "phoenix", "po", 0, targets={"target1": ["abbot"]}).status == "illegal"
    # not targeting The Abbot: no surcharge, legal
    b = _board(pool, "Kaeru Contractor", "Small Farm")
    assert check(b, "phoenix", "po", 0, targets={"target1": ["kodo"]}).status == "legal"
