"""h41misc 1: the CLI's ``--player/--card/--target/--ability`` strings are checked as state
files and the service check theirs (``model.input_strings``): a control character or a
megabyte value exits 2 with one line, before the state is read."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from solver.cli.app import app

runner = CliRunner()
BOARD = str(Path(__file__).resolve().parent.parent / "examples/states/crab-dynasty-purchases.yaml")


@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["check", BOARD, "--player", "cr\x07ab"], "--player"),
        (["check", BOARD, "--player", "crab", "--card", "x\x1b[31m"], "--card"),
        (["check", BOARD, "--player", "crab", "--card", "x", "--target", "t=a\nb"], "--target"),
        (["check", BOARD, "--player", "crab", "--card", "x", "--ability", "0\x7f"], "--ability"),
        (["targets", BOARD, "--player", "crab", "--card", "x", "--ability", "0\x01"], "--ability"),
        (["targets", BOARD, "--player", "crab", "--card", "x\x9b"], "--card"),
        (["actions", BOARD, "--player", "crab\x00"], "--player"),
        (["choose", BOARD, "--player", "crab\t"], "--player"),
        (["check", BOARD, "--player", "a" * 5000], "--player"),
    ],
)
def test_a_control_character_in_an_option_exits_2_one_line(args: list[str], option: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"error: command line: {option}: ")
    assert "control character" in lines[0] or "longer than 200" in lines[0]
    assert len(lines[0]) < 400  # a huge value is never echoed whole


def test_control_plain_option_values_still_reach_the_state() -> None:
    result = runner.invoke(app, ["check", BOARD, "--player", "crab", "--card", "nosuch"])
    assert result.exit_code == 2
    assert "is not a card id in the state" in result.output
    assert "command line" not in result.output
    result = runner.invoke(app, ["check", BOARD, "--player", "crab"])
    assert result.exit_code == 0
