"""``goodfaith check --card C --ability N --target SLOT=IDS``: an announced choice of targets,
and the reason naming the announced card that can't be chosen (Abilities and actions / B.)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from model.load import load_state
from solver.cli import app
from solver.good_faith import check

runner = CliRunner()
STATE = Path(__file__).resolve().parents[1] / "examples/states/crab-vs-crane-battle.yaml"


def _check(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["check", str(STATE), "-p", "crane", *args])
    return result.exit_code, result.output


def test_an_announced_target_is_checked_alone() -> None:
    code, out = _check("-c", "shigeyuki", "-a", "0", "-t", "victim=watsuki", "--json")
    assert code == 0
    (verdict,) = json.loads(out)["abilities"]
    assert verdict["verdict"] == "legal"
    assert verdict["witness"]["targets"] == {"victim": ["watsuki"]}


def test_an_announced_card_that_does_not_fit_is_named() -> None:
    code, out = _check("-c", "shigeyuki", "-t", "victim=aerie", "--json")
    assert code == 0
    (verdict,) = json.loads(out)["abilities"]
    assert verdict["verdict"] == "illegal"
    (reason,) = verdict["reasons"]
    assert "the announced The Aerie (aerie) can't be chosen" in reason
    assert "Personality other than this card with victim's Personal Honor lower" in reason


def test_the_table_shows_the_announced_targets() -> None:
    code, out = _check("-c", "shigeyuki", "-a", "0", "-t", "victim=watsuki")
    assert code == 0 and "legal" in out and "Watsuki" in out and "illegal" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-t", "victim=watsuki"], "--ability and --target need --card"),
        (["-c", "shigeyuki", "-t", "victim"], "expected SLOT=ID[,ID...]"),
        (["-c", "shigeyuki", "-t", "victim=a", "-t", "victim=b"], "given twice"),
        (["-c", "shigeyuki", "-t", "victim=nobody"], "no card with id 'nobody'"),
        (["-c", "shigeyuki", "-t", "bogus=watsuki"], "no target slot 'bogus'"),
        (["-c", "shigeyuki", "-a", "7"], "has 1 printed ability"),
    ],
)
def test_bad_announcements_are_one_line_errors(args: list[str], message: str) -> None:
    code, out = _check(*args)
    assert code == 2
    assert message in out and "Traceback" not in out


def test_each_announced_slot_is_checked_against_its_own_selector() -> None:
    loaded = load_state(STATE)
    every = check(loaded, "crane", "crane-rd", 0)
    assert every.status == "legal"
    fitting = check(loaded, "crane", "crane-rd", 0, targets={"samurai": ["shigeyuki"]})
    assert fitting.status == "legal"
    wrong = check(loaded, "crane", "crane-rd", 0, targets={"samurai": ["aerie"]})
    assert wrong.status == "illegal"
    assert any("the announced The Aerie (aerie)" in r for r in wrong.reasons)
    both = check(loaded, "crane", "crane-rd", 0, targets={"units": ["watsuki", "yoshitada"]})
    assert both.status == "illegal"
    (reason,) = both.reasons
    assert "Kaiu Watsuki (watsuki) can't be chosen" in reason and "yoshitada" not in reason
