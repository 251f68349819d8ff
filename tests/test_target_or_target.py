"""One target of two kinds said with "target" twice ("Bow a target attachment or a target
dishonorable Personality.", Bounty Hunter: ``model.cardtext.target_or_target``; Abilities and
actions / B). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.cardtext import import_text
from model.cardtext.target_or_target import one_of_two_targets
from model.common import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.targeting import build_problem, iter_target_sets
from tests.builders import view

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
_REAL = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def test_rewrite_only_the_whole_second_alternative() -> None:
    said = "Bow a target attachment or a target dishonorable Personality."
    assert one_of_two_targets(said) == "Bow a target attachment or a dishonorable Personality."
    # controls: a clause of its own after a comma, a stat change after the second phrase
    for kept in (
        "Bow a target enemy card without attachments, or bow this Shugenja to bow a target "
        "enemy card with attachments.",
        "Give a target Follower +2F or a target Personality -2F.",
        "Bow a target attachment, or a target Personality without attachments.",
    ):
        assert one_of_two_targets(kept) == kept


def _level(text: str) -> str:
    (action,) = import_text(text, title="T", card_type=CardType.FOLLOWER).actions
    return action.level


def test_second_alternative_modified_stays_refused() -> None:
    assert _level("Battle: Bow a target attachment or a target dishonorable Personality.") == (
        "full"
    )
    # "a Follower or a Personality at home": of the second, or of both? (not read)
    assert _level("Battle: Bow a target Follower or a target Personality at home.") != "full"


def _board(tmp: Path, nanae_dishonorable: bool, phase: str = "attack") -> Any:
    data: dict[str, Any] = {
        "turn": 5,
        "active_player": "crab",
        "phase": phase,
        "players": [
            {"id": "crab", "clan": "crab", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 12},
        ],
        "cards": [
            {"id": "watsuki", "title": "Kaiu Watsuki", "owner": "crab", "zone": "home"},
            {
                "id": "bh",
                "title": "Bounty Hunter",
                "owner": "crab",
                "zone": "home",
                "attached_to": "watsuki",
            },
            {"id": "yoshitada", "title": "Doji Yoshitada", "owner": "crane", "zone": "home"},
            {
                "id": "nanae",
                "title": "Asahina Nanae",
                "owner": "crane",
                "zone": "home",
                "dishonorable": nanae_dishonorable,
            },
        ],
    }
    if phase == "attack":
        data.update(segment="combat", current_battlefield="crane-p1", attacker="crab")
        for c in data["cards"]:
            c.update(zone="battlefield", battlefield="crane-p1")
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    return load_state(path, cards=CardPool.load([DATA / "oracle"]))


def _targets(loaded: Any) -> set[str]:
    ability = loaded.library["Bounty Hunter"].abilities[0]
    problem = build_problem(view(loaded), "crab", "bh", ability)
    return {c for s in iter_target_sets(problem) for cards in s.values() for c in cards}


@_REAL
def test_bounty_hunter_an_attachment_or_a_dishonorable_personality(tmp_path: Path) -> None:
    loaded = _board(tmp_path, True)
    assert str(check(loaded, "crab", "bh", 0).status) == "legal"
    # the honorable Personality is no target; the dishonorable one and any attachment are
    assert _targets(loaded) == {"bh", "nanae"}
    # control: no dishonorable Personality, only the attachment (the Hunter itself)
    assert _targets(_board(tmp_path, False)) == {"bh"}
    # control: a Battle action outside a battle
    assert str(check(_board(tmp_path, True, "action"), "crab", "bh", 0).status) == "illegal"
