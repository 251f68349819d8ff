"""A Strategy's own "This card has -1 Gold Cost if you control a Merchant." (Economic
Manipulation) changes what it costs, never which cards its action can target: a targeting
failure of an action not reading its own card's stats stands (Abilities and actions / B, Good
Faith Rule; h45fixa N5). Real cards from ../shared/data (skipped without it: ``pool``); tester
h45adv1's board b6."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h45fixa" / "b6.yaml"


def _load(tmp: Path, pool: CardPool, add: list[dict[str, Any]] | None = None) -> LoadedState:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    data["cards"] += add or []
    return load_data(tmp, pool, data)


def test_economic_manipulation_with_no_target_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """No player controls five Holdings: no target, whatever its own Gold Cost (was `unknown`,
    naming its own sentence)."""
    v = check(_load(tmp_path, pool), "dragon", "dra14", 0)
    assert v.status == "illegal", v.reasons
    assert v.details[0].code == "target"


def test_with_a_target_the_answer_is_not_a_targeting_failure(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: the other player controls five Copper Mines: a target exists; the answer no
    longer rests on targeting (its own Gold Cost may then matter)."""
    mines = [
        {"id": f"cm{i}", "title": "Copper Mine", "owner": "phoenix", "zone": "home"}
        for i in range(5)
    ]
    v = check(_load(tmp_path, pool, mines), "dragon", "dra14", 0)
    assert not (v.status == "illegal" and v.details[0].code == "target"), v.reasons
