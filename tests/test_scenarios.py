"""Ruling scenarios: every file in examples/scenarios is one ruling of the rules files.

Each file cites the rules section it encodes (``rule:``), sets up a state, asks whether an
ability may be announced and states the expected verdict (with the reason for an illegal one,
or the witness - targets, Gold sources, waste, card brought - for a legal one).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from solver.cli import app
from solver.scenarios import SHARED_FILES, load_scenario, run_scenario, run_scenarios

SCENARIOS = Path(__file__).resolve().parent.parent / "examples" / "scenarios"
FILES = sorted(p for p in SCENARIOS.rglob("*.yaml") if p.name not in SHARED_FILES)
CASES = sum(len(load_scenario(p).all_cases()) for p in FILES)
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
    for outcome in run_scenarios(path):
        assert outcome.passed, f"{outcome.name}: " + "; ".join(outcome.problems)


def test_verify_command_passes_every_scenario() -> None:
    result = CliRunner().invoke(app, ["verify", str(SCENARIOS)])
    assert result.exit_code == 0, result.output
    lines = [line.strip() for line in result.output.splitlines() if line.strip()]
    assert lines[-1] == f"{CASES} passed, 0 failed", result.output
    assert CASES >= 134  # every ruling of the single-file era is still asked


def _definitions(path: Path) -> list[dict[str, Any]]:
    data = yaml.safe_load(path.read_text())
    if path.name in SHARED_FILES:
        return list(data["cards"])
    state = data.get("state") or {}
    return list(state.get("definitions") or ())


def test_no_card_is_defined_twice_and_no_title_means_two_cards() -> None:
    """One definition per title in the whole folder (shared cards live in cards.yaml)."""
    seen: dict[str, str] = {}
    bodies: dict[str, str] = {}
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        for definition in _definitions(path):
            title = definition["title"]
            assert title not in seen, f"{title!r} defined in {seen.get(title)} and {path.name}"
            seen[title] = path.name
            body = json.dumps({k: v for k, v in definition.items() if k != "title"}, sort_keys=True)
            assert body not in bodies, f"{title!r} repeats {bodies[body]!r}"
            bodies[body] = title


def _old_format(tmp_path: Path) -> Path:
    """A single-ruling file with its cards inline, as files outside this repository are."""
    shared = yaml.safe_load((SCENARIOS / "cards.yaml").read_text())["cards"]
    keep = {"Test Keep", "Test Crab Samurai", "Test Two Mine"}
    data = {
        "rule": "Abilities and actions / Recruit",
        "about": "inline definitions, one question",
        "state": {
            "active_player": "me",
            "phase": "dynasty",
            "players": [{"id": "me", "clan": "crab", "family_honor": 5}],
            "definitions": [d for d in shared if d["title"] in keep],
            "cards": [
                {"id": "sh", "title": "Test Keep", "owner": "me", "zone": "home"},
                {"id": "mine", "title": "Test Two Mine", "owner": "me", "zone": "home"},
                {"id": "sam", "title": "Test Crab Samurai", "owner": "me", "zone": "province",
                 "province": 1},
            ],
        },
        "question": {"player": "me", "card": "sam", "ability": -1},
        "expect": {"verdict": "legal"},
    }  # fmt: skip
    path = tmp_path / "old.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def test_the_single_ruling_format_of_before_still_works(tmp_path: Path) -> None:
    path = _old_format(tmp_path)
    (outcome,) = run_scenarios(path)
    assert outcome.case is None and outcome.verdict is not None
    assert outcome.verdict.status in ("legal", "illegal")
    assert outcome.passed == (outcome.verdict.status == "legal"), outcome.problems
    assert run_scenario(path) == outcome


def test_several_questions_on_one_board(tmp_path: Path) -> None:
    multi = [p for p in FILES if load_scenario(p).cases]
    assert multi, "at least one file asks several questions"
    for path in multi:
        outcomes = run_scenarios(path)
        assert [o.case for o in outcomes] == list(range(len(outcomes))) and len(outcomes) >= 2
        assert {o.verdict.status for o in outcomes if o.verdict is not None} >= {"legal", "illegal"}


@pytest.mark.parametrize(
    ("change", "where", "words"),
    [
        ({"cards_file": "missing.yaml"}, "missing.yaml", "no such file"),
        ({"question": None, "expect": None}, "question", "or 'cases'"),
        ({"cases": [{"question": {"player": "me", "card": "sam"}}]}, "cases[0].expect", "missing"),
    ],
)
def test_bad_scenario_files_are_located(
    tmp_path: Path, change: dict[str, Any], where: str, words: str
) -> None:
    path = _old_format(tmp_path)
    data = yaml.safe_load(path.read_text())
    for key, value in change.items():
        if value is None:
            data.pop(key)
        else:
            data[key] = value
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    result = CliRunner().invoke(app, ["verify", str(path)])
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    assert len(line.splitlines()) == 1 and where in line and words in line, line


def test_a_title_both_shared_and_inline_is_refused(tmp_path: Path) -> None:
    path = _old_format(tmp_path)
    data = yaml.safe_load(path.read_text())
    data["cards_file"] = str(SCENARIOS / "cards.yaml")
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    result = CliRunner().invoke(app, ["verify", str(path)])
    assert result.exit_code == 2
    assert "one title, one card" in result.stderr and str(path) in result.stderr
