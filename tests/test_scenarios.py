"""Ruling scenarios: every file in examples/scenarios is one ruling of the rules files.

Each file cites the rules section it encodes (``rule:``), sets up a state, asks whether an
ability may be announced and states the expected verdict (with the reason for an illegal one,
or the witness - targets, Gold sources, waste, card brought - for a legal one).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from solver.cli import app
from solver.scenarios import load_scenario, run_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "examples" / "scenarios"
FILES = sorted(SCENARIOS.rglob("*.yaml"))
#: The rules files a ``rule:`` may cite (the spec: ../shared/rules, and its reference notes).
SECTIONS = ("Abilities and actions", "Costs and restrictions", "Effects", "FAQ", "Reference")


def test_there_are_enough_scenarios() -> None:
    assert len(FILES) >= 35, f"only {len(FILES)} scenario files in {SCENARIOS}"


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(SCENARIOS)) for p in FILES])
def test_scenario_cites_a_rule(path: Path) -> None:
    rule = load_scenario(path).rule.strip()
    assert rule, f"{path.name}: 'rule' is empty"
    assert rule.startswith(SECTIONS), f"{path.name}: rule {rule!r} names no rules file section"
    assert " / " in rule, f"{path.name}: rule {rule!r} should be 'File / section'"


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(SCENARIOS)) for p in FILES])
def test_scenario(path: Path) -> None:
    outcome = run_scenario(path)
    assert outcome.passed, f"{path.name}: " + "; ".join(outcome.problems)


def test_verify_command_passes_every_scenario() -> None:
    result = CliRunner().invoke(app, ["verify", str(SCENARIOS)])
    assert result.exit_code == 0, result.output
    lines = [line.strip() for line in result.output.splitlines() if line.strip()]
    assert lines[-1] == f"{len(FILES)} passed, 0 failed", result.output
