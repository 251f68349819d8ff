"""``check --ability equip --target personality=<id>``: the Equip onto that host (h30adv1 W7:
was an error "equip takes no targets" though the witness names the ``personality`` slot). Real
cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT, AnnouncementError

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _load(tmp: Path) -> LoadedState:
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "a",
        "phase": "action",
        "players": [{"id": "a", "family_honor": 5}, {"id": "b", "family_honor": 5}],
        "cards": [
            {"id": "farm", "title": "Large Farm", "owner": "a", "zone": "home"},
            {"id": "mine", "title": "Iron Mine", "owner": "a", "zone": "home"},
            {"id": "p", "title": "Doji Shigeyuki", "owner": "a", "zone": "home"},
            {"id": "q", "title": "Hiruma Itta", "owner": "b", "zone": "home"},
            {"id": "blade", "title": "Keen Blade", "owner": "a", "zone": "hand"},
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=CardPool.load([DATA / "oracle", DATA / "sets"]))


def test_equip_onto_a_named_host(tmp_path: Path) -> None:
    loaded = _load(tmp_path)
    free = check(loaded, "a", "blade", EQUIP)
    assert free.status == "legal" and free.witness is not None
    onto = check(loaded, "a", "blade", EQUIP, targets={"personality": ["p"]})
    assert onto.status == "legal" and onto.witness is not None
    assert dict(onto.witness.targets)["personality"] == ("p",)
    # control: another player's Personality is no host of his (Reference 02)
    assert check(loaded, "a", "blade", EQUIP, targets={"personality": ["q"]}).status == "illegal"


@pytest.mark.parametrize(
    ("ability", "targets", "message"),
    [
        (EQUIP, {"host": ["p"]}, "equip takes one target, personality=<id>"),
        (EQUIP, {"personality": ["p", "q"]}, "equip takes one target"),
        (EQUIP, {"personality": ["ghost"]}, "unknown card id 'ghost'"),
        (RECRUIT, {"personality": ["p"]}, "recruit takes no targets"),
    ],
)
def test_bad_host_targets_raise(
    tmp_path: Path, ability: Any, targets: dict[str, list[str]], message: str
) -> None:
    with pytest.raises(AnnouncementError) as info:
        check(_load(tmp_path), "a", "blade", ability, targets=targets)
    assert message in str(info.value)
