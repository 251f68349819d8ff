"""Two copies of a Unique card in play under one player's control (h46fixa; tester h46adv1's
board b8, The Dark Naga twice): the Unique rule is a restriction on entering play (Costs and
restrictions / Restrictions), which "ignoring restrictions" lifts and a change of control
bypasses, so the state is kept with a warning naming ``cards[i]`` (``model.state_warnings``).
Real cards from ../shared/data (skipped without it: ``pool``)."""

from __future__ import annotations

from pathlib import Path

import yaml

from model.oracle.pool import CardPool
from model.state import View
from model.state_warnings import state_warnings
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h46fixa" / "b8.yaml"


def _warnings(tmp: Path, pool: CardPool, second_owner: str = "p2") -> list[str]:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    for c in data["cards"]:
        if "p2-33" in (c["id"], c.get("attached_to")):
            c["owner"] = second_owner  # with its attachments
    loaded = load_data(tmp, pool, data)
    return [w for w in state_warnings(View.of(loaded.state, loaded.library)) if "Unique" in w]


def test_a_second_dark_naga_is_warned(tmp_path: Path, pool: CardPool) -> None:
    (said,) = _warnings(tmp_path, pool)
    assert said.startswith("cards[32] (p2-33): a second Unique The Dark Naga"), said
    assert "cards[27]" in said


def test_one_copy_each_player_is_no_warning(tmp_path: Path, pool: CardPool) -> None:
    """Control: the second copy p1's (the rule is per controller): no warning."""
    assert _warnings(tmp_path, pool, second_owner="p1") == []
