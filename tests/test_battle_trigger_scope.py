"""A printed trigger about a Battle action outside the Attack Phase is refused by its trigger,
not by its condition (``solver.battle_trigger_scope``; h42adv3 E1: Utaku Lishan's "After you
announce a Battle action, if Lishan is at the current battlefield" said "condition not met" in
the Dynasty Phase). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.battle_trigger_scope import battle_trigger_apart
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _loaded(tmp: Path, phase: str) -> Any:
    data: dict[str, Any] = {
        "turn": 5,
        "active_player": "unicorn",
        "phase": phase,
        "event": {"kind": "enters_play", "timing": "after", "cards": ["itao"], "player": "unicorn"},
        "players": [
            {"id": "unicorn", "clan": "unicorn", "family_honor": 12},
            {"id": "crab", "clan": "crab", "family_honor": 9},
        ],
        "cards": [
            {"id": "itao", "title": "Shinjo Itao", "owner": "unicorn", "zone": "home"},
            {"id": "lishan", "title": "Utaku Lishan", "owner": "unicorn", "zone": "home"},
            {"id": "yam", "title": "Hida Yamadera • Experienced", "owner": "crab", "zone": "home"},
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=CardPool.load([DATA / "oracle"]))


def test_lishan_in_the_dynasty_phase_is_refused_by_her_trigger(tmp_path: Path) -> None:
    v = check(_loaded(tmp_path, "dynasty"), "unicorn", "lishan", 0)
    assert v.status == "illegal"
    assert v.reasons[0].startswith("can only be used at its trigger (After you announce a Battle")


@pytest.mark.parametrize(
    "words",
    [
        "After you announce a Battle action",
        "After another player's Battle action targets your Courtier",
        "After a Battle action resolves",
    ],
)
def test_battle_action_words_only_outside_the_attack_phase(tmp_path: Path, words: str) -> None:
    assert battle_trigger_apart(as_view(_loaded(tmp_path, "action")), words)
    # controls: in the Attack Phase a Battle action may be pending; other designators, or a
    # battle (not an action), are not these words
    assert not battle_trigger_apart(as_view(_loaded(tmp_path, "attack")), words)
    view = as_view(_loaded(tmp_path, "action"))
    assert not battle_trigger_apart(view, "After your Battle, Limited, or Open action resolves")
    assert not battle_trigger_apart(view, "After a battle resolves")
