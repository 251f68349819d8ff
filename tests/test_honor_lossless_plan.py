"""A Recruit beside The Shadowlands Horde ("You do not gain or lose Honor; this is not
negation.") whose witness plan loses Honor is ``legal`` when another Gold plan of the same
payments loses none (``solver/honor_lossless_plan.py``; Costs and restrictions, Example 1);
``unknown`` as before when every plan needs such a source."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state


def _board(tmp: Path, pool: CardPool, mines: int) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "silver", "title": "Corrupted Silver Mine", "owner": "a", "zone": "home"},
        {"id": "market", "title": "Black Market", "owner": "a", "zone": "home"},
        *({"id": f"gm{i}", "title": "Gold Mine", "owner": "a", "zone": "home"}
          for i in range(mines)),
        {"id": "sp1", "title": "Goblin Warmonger", "owner": "a", "zone": "province",
         "province": 1},
        {"id": "fort", "title": "The War Fortress of the Crab", "owner": "b", "zone": "home"},
    ]  # fmt: skip
    cards.append({"id": "sh", "title": "The Shadowlands Horde", "owner": "a", "zone": "home",
                  "bowed": True})  # fmt: skip
    players = [
        {"id": "a", "clan": "shadowlands", "family_honor": -19},
        {"id": "b", "clan": "crab", "family_honor": 10},
    ]
    return pool_state(tmp, pool, cards, f"h{mines}", phase="dynasty", turn=5, players=players)


def test_a_plan_losing_no_honor_settles_it(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, 2), "a", "sp1", RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    used = {s for _, srcs in v.witness.plan.assignment for s in srcs}
    assert "silver" not in used
    assert not v.witness.cheapest  # the Honor-losing plan may be legal and cheaper


def test_every_plan_losing_honor_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: one Gold Mine: 5 Gold needs Corrupted Silver Mine."""
    v = check(_board(tmp_path, pool, 1), "a", "sp1", RECRUIT)
    assert v.status == "unknown", v.reasons
    assert "you may not lose Honor" in v.reasons[0]
