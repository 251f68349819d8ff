"""``goodfaith pay FILE [--top K] [--json]`` on examples/payments (Costs and restrictions /
Gold production): JSON shape, exit codes 0 / 1 / 2, bad-input messages naming file and path."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from solver.cli import app
from solver.cli.pay import run_pay

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "payments"
PLAN_KEYS = {"payments", "gold_produced", "waste", "sources_used"}


def run_json(capsys: pytest.CaptureFixture[str], path: Path, top: int = 1) -> tuple[int, Any]:
    code = run_pay(path, top, True)
    captured = capsys.readouterr()
    assert captured.err == ""
    return code, json.loads(captured.out)


def check_shape(data: dict[str, Any]) -> None:
    assert {"feasible", "optimal", "reason", "plans"} <= set(data)
    assert isinstance(data["feasible"], bool) and isinstance(data["optimal"], bool)
    assert data["reason"] is None or isinstance(data["reason"], str)
    for plan in data["plans"]:
        assert set(plan) >= PLAN_KEYS
        assert all(isinstance(v, list) for v in plan["payments"].values())


def test_payable_example_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, data = run_json(capsys, EXAMPLES / "dynasty-turn.yaml")
    check_shape(data)
    assert code == 0 and data["feasible"] and data["optimal"] and data["reason"] is None
    assert len(data["plans"]) == 1
    plan = data["plans"][0]
    assert plan["waste"] == 0 and plan["sources_used"] == 4 and plan["gold_produced"] == 12
    assert plan["payments"] == {
        "recruit-hida": ["stronghold", "kaiu-forges"],
        "recruit-ashigaru": ["gifts-of-the-ancestors"],
        "added-cost": ["rice-fields"],
        "ring": [],
    }


def test_top_k_lists_plans_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    code, data = run_json(capsys, EXAMPLES / "dynasty-turn.yaml", top=4)
    assert code == 0 and len(data["plans"]) == 4
    keys = [(p["waste"], p["sources_used"]) for p in data["plans"]]
    assert keys == sorted(keys)
    assert len({json.dumps(p["payments"], sort_keys=True) for p in data["plans"]}) == 4


def test_weighted_example(capsys: pytest.CaptureFixture[str]) -> None:
    code, data = run_json(capsys, EXAMPLES / "weighted.yaml", top=2)
    assert code == 0
    first, second = data["plans"]
    assert first["payments"] == {"recruit": ["silk-works", "copper-mine", "treasury"]}
    assert first["weight"] == 0 and second["weight"] == 1
    assert second["extra_costs"] == ["lose 1 Honor"]
    assert "treasury" not in second["payments"]["recruit"]  # one mode of the Treasury only


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("contract.yaml", "the costs need 9 Gold in separate payments: 'recruit' 7 and"),
        ("split-fails.yaml", "Gold from one source can't be split between payments"),
    ],
)
def test_unpayable_examples_exit_1(
    capsys: pytest.CaptureFixture[str], name: str, words: str
) -> None:
    code, data = run_json(capsys, EXAMPLES / name)
    check_shape(data)
    assert code == 1 and not data["feasible"] and data["plans"] == []
    assert data["status"] == "infeasible" and words in data["reason"]


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_pay(EXAMPLES / "dynasty-turn.yaml", 2, False) == 0
    out = capsys.readouterr().out
    assert "payable" in out and "plan 2" in out and "recruit-hida" in out
    assert "no Gold cost" in out
    assert run_pay(EXAMPLES / "contract.yaml", 1, False) == 1
    assert "cannot pay" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("sources:\n  - {id: a, gold: 1}\n  - {id: b, gold: x}\npayments: []\n", "sources[1].gold"),
        ("sources: []\npayments:\n  - {id: p, cost: -1}\n", "payments[0].cost"),
        ("sources: []\npayments: []\nextra: 1\n", "extra: unexpected key"),
        ("sources: [\n", "line "),
    ],
)
def test_bad_input_exits_2_naming_file_and_path(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, where: str
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    assert run_pay(path, 1, True) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {path}: ")
    assert where in lines[0]


def test_typer_command_and_exit_codes(tmp_path: Path) -> None:
    runner = CliRunner()
    ok = runner.invoke(app, ["pay", str(EXAMPLES / "weighted.yaml"), "--json", "--top", "2"])
    assert ok.exit_code == 0
    data = json.loads(ok.stdout)
    check_shape(data)
    assert len(data["plans"]) == 2
    assert runner.invoke(app, ["pay", str(EXAMPLES / "split-fails.yaml")]).exit_code == 1
    missing = runner.invoke(app, ["pay", str(tmp_path / "missing.json"), "--json"])
    assert missing.exit_code == 2


def test_standalone_module_no_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"sources": [{"id": "a", "gold": 1, "oops": 2}], "payments": []}))
    proc = subprocess.run(
        [sys.executable, "-m", "solver.cli.pay", str(bad), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.strip() == f"error: {bad}: sources[0].oops: unexpected key"
    assert "Traceback" not in proc.stderr
