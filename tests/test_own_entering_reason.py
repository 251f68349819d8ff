"""An Interrupt to its own card's entering, refused where the card waits to enter, names its
trigger, not the card's place (``solver.own_entering_reason``; h30adv1 W6: Togashi Korimi
face-up in a province at another card's Recruit said "not in play (province)"). Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _check(tmp: Path, event: dict[str, Any] | None, zone: str = "province") -> Any:
    korimi: dict[str, Any] = {"id": "k", "title": "Togashi Korimi", "owner": "a", "zone": zone}
    if zone == "province":
        korimi["province"] = 1
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "a",
        "phase": "dynasty",
        "players": [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}],
        "cards": [
            korimi,
            {"id": "n", "title": "Doji Shigeyuki", "owner": "a", "zone": "home"},
        ],
    }
    if event is not None:
        data["event"] = event
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    pool = CardPool.load([DATA / "oracle"])
    return check(load_state(path, cards=pool), "a", "k", 0)


def test_korimi_in_a_province_at_another_recruit(tmp_path: Path) -> None:
    other = {"kind": "recruited", "timing": "after", "player": "a", "cards": ["n"]}
    v = _check(tmp_path, other)
    assert v.status == "illegal"
    assert v.reasons[0].startswith("can only be used at its trigger (After you Recruit Korimi)")
    v = _check(tmp_path, None)  # nothing pending: the same reason
    assert v.status == "illegal" and "is not entering play now" in v.reasons[0]
    # controls: in her owner's discard pile the place is what fails
    v = _check(tmp_path, other, zone="dynasty_discard")
    assert v.status == "illegal" and "not in play" in v.reasons[0]
