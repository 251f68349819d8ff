""" "After a Ranged Attack action targets a card in this unit" (Agetoki no Shiryo) at a stated
``action_targets`` (after) event (``solver.trigger_targeting``; h45adv2 N5): an action making a
Ranged Attack (``action_makes``) that targets a card of the unit. Real cards from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.errors import InputError
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

BOARDS = Path(__file__).parent / "data" / "h45fixb"


def _status(pool: CardPool, tmp: Path, **change: Any) -> str:
    data = yaml.safe_load((BOARDS / "targeted.yaml").read_text())
    for key, value in change.items():
        if key == "cards":
            data["event"]["cards"] = value
        elif value is None:
            data.pop(key)
        else:
            data[key] = value
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    return str(check(load_state(path, cards=pool), "dragon", "agetoki", 0).status)


def test_a_ranged_attack_action_targeting_the_unit(pool: CardPool, tmp_path: Path) -> None:
    assert _status(pool, tmp_path) == "legal"
    assert _status(pool, tmp_path, cards=["sabieru", "mareshi"]) == "legal"  # any target


def test_another_action_or_another_unit_is_not_it(pool: CardPool, tmp_path: Path) -> None:
    assert _status(pool, tmp_path, action_makes=["melee_attack"]) == "illegal"
    assert _status(pool, tmp_path, cards=["sabieru"]) == "illegal"


def test_control_what_the_action_makes_not_stated(pool: CardPool, tmp_path: Path) -> None:
    assert _status(pool, tmp_path, action_makes=None) == "unknown"


def test_a_ranged_attack_is_no_event_keyword(pool: CardPool) -> None:
    with pytest.raises(InputError, match=r"action_makes: \[ranged_attack\]"):
        load_state(BOARDS / "targeted_kw.yaml", cards=pool)
