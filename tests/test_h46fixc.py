"""Testers h46adv2's and h46adv3's findings, on their boards (tests/data/h46fixc) and variants,
with real cards from ../shared/data (skipped without it), each with a control:

- h46adv2 W1: a refusal naming an announced "up to N" slot words the slot as printed
  ("up to 2 of your Undead Personalities"), not by the cards announced
  (solver/printed_slot.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.conftest import DATA

BOARDS = Path(__file__).parent / "data" / "h46fixc"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _data(board: str) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((BOARDS / f"{board}.yaml").read_text())
    return loaded


def _check(
    pool: CardPool,
    tmp: Path,
    data: dict[str, Any],
    player: str,
    card: str,
    targets: dict[str, tuple[str, ...]] | None = None,
    ability: int = 0,
) -> tuple[str, str]:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    verdict = check(load_state(path, cards=pool), player, card, ability, targets=targets)
    return verdict.status, " ".join(verdict.reasons)


# ------------------------------------------------------- h46adv2 W1 The Dead Do Not Rest
_DEAD = {"performer": ("nintai",), "target2": ("zenshi",)}


@needs_data
def test_up_to_slot_refusal_says_up_to(pool: CardPool, tmp_path: Path) -> None:
    targets = {**_DEAD, "target2_more": ("noekam", "raider")}
    status, why = _check(pool, tmp_path, _data("b3_spider_battle"), "spider", "h-dead", targets)
    assert status == "illegal"
    assert "Ratling Raider (raider) can't be chosen" in why
    assert "up to 2 of your Undead Personalities" in why
    assert "needs to target 2 of" not in why


@needs_data
def test_required_slot_refusal_keeps_its_words(pool: CardPool, tmp_path: Path) -> None:
    """Control: a required slot's refusal is worded as before (no "up to")."""
    targets = {**_DEAD, "target2": ("raider",)}
    status, why = _check(pool, tmp_path, _data("b3_spider_battle"), "spider", "h-dead", targets)
    assert status == "illegal"
    assert "target2: the announced Ratling Raider (raider) can't be chosen" in why
    assert "up to" not in why.split("target2:")[1].split("(Ratling")[0]
