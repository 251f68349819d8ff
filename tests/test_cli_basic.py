"""The ``goodfaith`` command: ``schema`` and ``validate`` (typer's CliRunner)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from model.load import json_schema
from solver import cli
from solver.cli import app
from tests.builders import DEFS, card

runner = CliRunner()


def _state_data(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "players": [{"id": "me", "family_honor": 10}, {"id": "opp", "family_honor": 8}],
        "active_player": "me",
        "definitions": DEFS,
        "cards": [
            card("a", "T Samurai", "me"),
            card("m", "T Mine", "me", bowed=True),
            card("b", "T Monk", "opp", "hand"),
        ],
    }
    data.update(changes)
    return data


@pytest.fixture
def good_state(tmp_path: Path) -> Path:
    path = tmp_path / "good.yaml"
    path.write_text(yaml.safe_dump(_state_data()), encoding="utf-8")
    return path


@pytest.fixture
def bad_state(tmp_path: Path) -> Path:
    data = _state_data()
    data["cards"][1]["zone"] = "nowhere"
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


@pytest.fixture
def card_file(tmp_path: Path) -> Path:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"cards": DEFS}), encoding="utf-8")
    return path


# ------------------------------------------------------------------------------------ schema
def test_schema_prints_the_json_schema() -> None:
    result = runner.invoke(app, ["schema"])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.stdout)
    assert "$defs" in printed and {"GameState", "CardDef"} <= set(printed["$defs"])
    assert printed == json_schema()


def test_schema_writes_a_file(tmp_path: Path) -> None:
    target = tmp_path / "schema.json"
    result = runner.invoke(app, ["schema", "-o", str(target)])
    assert result.exit_code == 0, result.output
    assert result.stdout == ""  # written to the file, not printed
    assert json.loads(target.read_text(encoding="utf-8")) == json_schema()
    long = tmp_path / "long.json"
    assert runner.invoke(app, ["schema", "--output", str(long)]).exit_code == 0
    assert long.read_text(encoding="utf-8") == target.read_text(encoding="utf-8")


# ---------------------------------------------------------------------------------- validate
def test_validate_good_state_exits_0(good_state: Path) -> None:
    result = runner.invoke(app, ["validate", str(good_state)])
    assert result.exit_code == 0, result.output
    assert "ok" in result.stdout and good_state.name in result.stdout
    assert "state file, 3 cards" in result.stdout
    assert result.stderr == ""


def test_validate_good_card_file_exits_0(card_file: Path) -> None:
    result = runner.invoke(app, ["validate", str(card_file)])
    assert result.exit_code == 0, result.output
    assert f"cards file, {len(DEFS)} cards" in result.stdout


def test_validate_bad_state_exits_2_naming_file_and_path(bad_state: Path) -> None:
    result = runner.invoke(app, ["validate", str(bad_state)])
    assert result.exit_code == 2
    assert f"error: {bad_state}: cards[1].zone: " in result.stderr
    assert "'home'" in result.stderr  # what was expected
    assert "Traceback" not in result.output
    assert "ok" not in result.stdout


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("players: [\n", "line "),  # invalid YAML: the line
        ("- just\n- a list\n", "expected a mapping"),
        (
            "players: [{id: me, family_honor: 1}]\nactive_player: me\n"
            "definitions: [{title: X, type: strategy, abilities: [{designators: [reaction]}]}]\n",
            "definitions[0].abilities[0]: a Reaction needs its 'trigger'",
        ),
    ],
    ids=["yaml-syntax", "not-a-mapping", "inline-definition"],
)
def test_validate_reports_each_kind_of_bad_file(tmp_path: Path, text: str, where: str) -> None:
    path = tmp_path / "state.yaml"
    path.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 2
    assert str(path) in result.stderr and where in result.stderr


def test_validate_missing_file_exits_2(tmp_path: Path) -> None:
    missing = tmp_path / "missing.yaml"
    result = runner.invoke(app, ["validate", str(missing)])
    assert result.exit_code == 2
    assert result.stderr.strip() == f"error: {missing}: no such file"


def test_validate_several_files_reports_every_one(
    good_state: Path, bad_state: Path, card_file: Path
) -> None:
    result = runner.invoke(app, ["validate", str(good_state), str(bad_state), str(card_file)])
    assert result.exit_code == 2  # one bad file fails the run
    assert str(good_state) in result.stdout and str(card_file) in result.stdout
    assert str(bad_state) in result.stderr and str(good_state) not in result.stderr


# -------------------------------------------------------------------------------------- json
def test_validate_json_good_is_one_object(good_state: Path, card_file: Path) -> None:
    result = runner.invoke(app, ["validate", "--json", str(good_state), str(card_file)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)  # the whole of stdout is one JSON value
    assert isinstance(data, dict)
    assert data == {
        "files": [
            {"file": str(good_state), "ok": True, "kind": "state", "count": 3},
            {"file": str(card_file), "ok": True, "kind": "cards", "count": len(DEFS)},
        ]
    }


def test_validate_json_bad_is_one_object_and_exits_2(bad_state: Path) -> None:
    result = runner.invoke(app, ["validate", str(bad_state), "--json"])
    assert result.exit_code == 2
    data = json.loads(result.stdout)
    [entry] = data["files"]
    assert entry["ok"] is False and entry["file"] == str(bad_state)
    assert entry["error"].startswith(f"{bad_state}: cards[1].zone: ")
    assert result.stderr == ""  # with --json the error is in the object only


# ------------------------------------------------------------------------------ entry point
def test_main_turns_library_errors_into_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], bad_state: Path
) -> None:
    monkeypatch.setattr("sys.argv", ["goodfaith", "validate", str(bad_state)])
    with pytest.raises(SystemExit) as info:
        cli.main()
    assert info.value.code == 2
    assert "cards[1].zone" in capsys.readouterr().err


def test_no_arguments_shows_help() -> None:
    result = runner.invoke(app, [])
    assert "validate" in result.output and "schema" in result.output
    assert "Usage" in result.output
