"""A Recruit paid by a Gold source that loses Honor ("Corrupted Silver Mine: :bow:: Produce 2
Gold, or 3 Gold if you are a Phoenix Clan player, and lose 1 Honor."), its player's Stronghold
saying "You do not gain or lose Honor; this is not negation." (The Shadowlands Horde, not read):
the Honor loss is after the colon, an effect of producing, not a cost (Costs and restrictions /
Mandatory costs: a triggered trait's cost is before the colon), so the prevention does not stop
the Gold and the Recruit is `legal` (h40adv3 W2; before, `unknown` as a cost by default).
Control: with another player's Stronghold, legal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state


@pytest.mark.parametrize(("stronghold", "expected"), [
    ("The Shadowlands Horde", "legal"),
    ("The War Fortress of the Crab", "legal"),
])  # fmt: skip
def test_a_recruit_paid_with_an_honor_loss(
    pool: Any, tmp_path: Path, stronghold: str, expected: str
) -> None:
    state = pool_state(
        tmp_path,
        pool,
        [
            {"id": "sh", "title": stronghold, "owner": "a", "zone": "home", "bowed": True},
            {"id": "silver", "title": "Corrupted Silver Mine", "owner": "a", "zone": "home"},
            {"id": "wharf", "title": "Island Wharf", "owner": "a", "zone": "province",
             "province": 1},
        ],
        phase="dynasty",
    )  # fmt: skip
    v = check(state, "a", "wharf", RECRUIT)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "You do not gain or lose Honor" in v.reasons[0]
