"""An Interrupt to its own card's entering ("Interrupt: After you Recruit Yasushi, give him a +1F
or +1C token.") is played to the action bringing it into play while that action awaits
Interrupts (Reference 05, Areas; Reference 04, Costs; Reference 01, change 4): a ``recruited``
event of the card with timing ``before`` is its window; with timing ``after`` whether the Recruit
still awaits Interrupts is not stated (``solver.own_entering_window``; h42adv3 W1: a false
illegal at ``before``; W1b: a false legal at ``after``). Real cards from ../shared/data (skipped
without it)."""

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


def _status(tmp: Path, title: str, event: dict[str, Any], zone: str = "province") -> str:
    own: dict[str, Any] = {"id": "y", "title": title, "owner": "dragon", "zone": zone}
    if zone == "province":
        own["province"] = 1
    data: dict[str, Any] = {
        "turn": 3,
        "active_player": "dragon",
        "phase": "dynasty",
        "event": event,
        "players": [
            {"id": "dragon", "clan": "dragon", "family_honor": 9},
            {"id": "crane", "clan": "crane", "family_honor": 11},
        ],
        "cards": [
            own,
            {"id": "n", "title": "Kitsuki Nakai", "owner": "dragon", "zone": "home"},
            {
                "id": "o",
                "title": "Doji Shigeyuki",
                "owner": "crane",
                "zone": "province",
                "province": 1,
            },
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    pool = CardPool.load([DATA / "oracle"])
    return str(check(load_state(path, cards=pool), "dragon", "y", 0).status)


def _recruit(timing: str, player: str = "dragon", cards: tuple[str, ...] = ("y",)) -> Any:
    return {"kind": "recruited", "timing": timing, "player": player, "cards": list(cards)}


@pytest.mark.parametrize(
    "title", ["Mirumoto Yasushi", "Kitsune Nakumi", "Matsu Chizuki", "Kitsu Tamao"]
)
def test_its_own_recruit_awaiting_interrupts_is_its_window(tmp_path: Path, title: str) -> None:
    """ "After you Recruit Yasushi" / "After Chizuki enters play": the Recruit bringing it,
    before it resolves, is the action it is played to (W1: was illegal, "not its trigger")."""
    assert _status(tmp_path, title, _recruit("before")) == "legal"


@pytest.mark.parametrize("title", ["Mirumoto Yasushi", "Matsu Chizuki"])
def test_after_its_recruit_whether_it_still_awaits_interrupts_is_not_said(
    tmp_path: Path, title: str
) -> None:
    """W1b: the card already at home after its Recruit was legal by a literal "After" match."""
    assert _status(tmp_path, title, _recruit("after"), zone="home") == "unknown"
    assert _status(tmp_path, title, _recruit("after")) == "unknown"
    enters = {"kind": "enters_play", "timing": "after", "player": "dragon", "cards": ["y"]}
    assert _status(tmp_path, title, enters, zone="home") == "unknown"


def test_controls_another_recruit_or_another_players_recruit(tmp_path: Path) -> None:
    """Another card's Recruit, or another player's, is not its trigger: illegal stays."""
    yasushi = "Mirumoto Yasushi"
    assert _status(tmp_path, yasushi, _recruit("before", cards=("n",))) == "illegal"
    assert _status(tmp_path, yasushi, _recruit("before", "crane", ("o",))) == "illegal"
    assert _status(tmp_path, yasushi, _recruit("before", "crane")) == "illegal"
