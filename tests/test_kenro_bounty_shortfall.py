"""Unread Gold text that can't pay for this card (Costs and restrictions / Gold production;
Abilities and actions, the action sequence): Kenro-ji-jin's Bounty's "Reaction: When paying for a
Farm: Produce 1 Gold." answers only a payment for a Farm, and its "Limited: Discard this card:
Your Farms produce 1 additional Gold ... (this turn)." is an action (none is taken while a cost
is paid) whose cost discards it, so while it is in play it has not been used. Hida Kisada's
Recruit, short by 8, is illegal (h36gold left it `unknown`). For a Farm's Recruit (one payment)
the Reaction is a source of 1 Gold (``solver.paying_reactions``, h37adv3 N10): Colonial Farm's
6 against Copper Mine 2 + 1 is illegal, Large Farm's 1 legal (both were `unknown`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state


@pytest.mark.parametrize(("title", "expected"), [
    ("Hida Kisada", "illegal"),
    ("Colonial Farm", "illegal"),  # the Reaction pays 1 for a Farm: 3 < 6
    ("Large Farm", "legal"),
])  # fmt: skip
def test_kenro_ji_jin_s_bounty_beside_a_shortfall(
    pool: Any, tmp_path: Path, title: str, expected: str
) -> None:
    state = pool_state(
        tmp_path,
        pool,
        [
            {"id": "sh", "title": "The Great Walls of Kaiu", "owner": "a", "zone": "home",
             "bowed": True},
            {"id": "kenro", "title": "Kenro-ji-jin's Bounty", "owner": "a", "zone": "home"},
            {"id": "mine", "title": "Copper Mine", "owner": "a", "zone": "home"},
            {"id": "p1", "title": title, "owner": "a", "zone": "province", "province": 1},
        ],
        phase="dynasty",
    )  # fmt: skip
    v = check(state, "a", "p1", RECRUIT)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "When paying for a Farm" in " ".join(v.reasons)
