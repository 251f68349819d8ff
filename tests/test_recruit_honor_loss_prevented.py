"""A Recruit paid by a Gold source that loses Honor ("Corrupted Silver Mine: :bow:: Produce 2
Gold, or 3 Gold if you are a Phoenix Clan player, and lose 1 Honor."), its player's Stronghold
saying "You do not gain or lose Honor; this is not negation." (The Shadowlands Horde, not read):
whether that Honor loss is a cost the prevention makes unpayable (Costs and restrictions,
Example 1: "A player who cannot lose Honor cannot pay the cost 'Lose 2 Honor.'") or an effect
after the colon is not settled, so the Recruit is `unknown` naming the sentence, as an action's
plan already was (h36adv1 p21, h36client: the Recruit was legal with "lose 1 Honor" as a cost).
Control: with another player's Stronghold, legal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state


@pytest.mark.parametrize(("stronghold", "expected"), [
    ("The Shadowlands Horde", "unknown"),
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
