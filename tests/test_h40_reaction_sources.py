"""A Gold-producing Reaction read as a production mode is not offered beside a state's effect
that may bar or tax it (``solver.reaction_sources``; h40adv7 W1, W2): Paid Off (4) paid with
Yasuki Tanimura's "produce 3 Gold which may only pay for that action", Luxurious Silk's or
Seaside Bazaar's Reaction while Reactions may not be announced or cost 1 more was `legal`."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h40adv7"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@needs_data
@pytest.mark.parametrize("board", ["p06b", "p07b", "p15b", "p15h"])
def test_a_reached_reaction_pays_nothing_certain(pool: CardPool, board: str) -> None:
    loaded = load_state(BOARDS / f"{board}.yaml", cards=pool)
    v = check(loaded, "crab", "po", 0, targets={"target1": ("mis",)})
    assert v.status == "unknown", v.reasons
    assert "Gold-producing Reaction, which a stated effect may bar or tax" in v.reasons[0]


@needs_data
def test_control_another_players_ban_leaves_it(pool: CardPool) -> None:
    """The lion player's ban on Reactions does not bind the crab player's Tanimura (p06d)."""
    loaded = load_state(BOARDS / "p06d.yaml", cards=pool)
    v = check(loaded, "crab", "po", 0, targets={"target1": ("mis",)})
    assert v.status == "legal", v.reasons
