"""A Recruit beside The Shadowlands Horde ("You do not gain or lose Honor; this is not
negation.") whose witness plan loses Honor is ``legal`` when another Gold plan of the same
payments loses none (``solver/honor_lossless_plan.py``; Costs and restrictions, Example 1);
``unknown`` as before when every plan needs such a source. Corrupted Silver Mine's "..., and lose
1 Honor." is after the colon, an effect, not a cost (Mandatory costs; h40adv3 W2): a plan using it
is ``legal`` too, so both boards are ``legal``."""

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


def test_a_plan_losing_honor_as_an_effect_is_legal(tmp_path: Path, pool: CardPool) -> None:
    """One Gold Mine: 5 Gold needs Corrupted Silver Mine, whose Honor loss is an effect."""
    v = check(_board(tmp_path, pool, 1), "a", "sp1", RECRUIT)
    assert v.status == "legal", v.reasons
