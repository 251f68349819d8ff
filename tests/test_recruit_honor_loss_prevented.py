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


@pytest.mark.parametrize(("mine", "prevented", "expected"), [
    ("Corrupted Silver Mine", True, "unknown"),  # its loss read as a cost: left out, in doubt
    ("Corrupted Silver Mine", False, "legal"),
    ("Corrupted Copper Mine", True, "legal"),  # erratum: "the Honor loss is not a cost"
])  # fmt: skip
def test_a_prevented_honor_loss_leaves_the_source_in_doubt(
    pool: Any, tmp_path: Path, mine: str, prevented: bool, expected: str
) -> None:
    """A stated prevention of the player's Honor loss (read): the planner leaves out a mode whose
    loss it reads as a cost, but the loss is after the colon (a triggered trait's cost is before
    it), so the shortfall is `unknown` (``solver.honor_cost_doubt``), never `illegal`."""
    effects = [{"kind": "prevent", "player": "a", "prevents": ["lose_honor"]}] if prevented else []
    state = pool_state(
        tmp_path,
        pool,
        [
            {"id": "sh", "title": "The War Fortress of the Crab", "owner": "a", "zone": "home",
             "bowed": True},
            {"id": "mine", "title": mine, "owner": "a", "zone": "home"},
            {"id": "wharf", "title": "Island Wharf", "owner": "a", "zone": "province",
             "province": 1},
        ],
        phase="dynasty",
        effects=effects,
    )  # fmt: skip
    v = check(state, "a", "wharf", RECRUIT)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "Honor loss" in " ".join(v.reasons)
