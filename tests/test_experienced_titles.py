"""``goodfaith validate`` warns (never fails) when a board names a plain title whose
Experienced versions the card pool holds (Reference 01: identity is title and experience
level): "Bayushi Irezu" is read as the plain card, not "Bayushi Irezu • Experienced". Real card
data (../shared/data), skipped when absent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from model.oracle.experienced_titles import experienced_versions
from model.oracle.pool import CardPool
from solver.cli import app

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
CARDS = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]


def test_experienced_versions(pool: CardPool) -> None:
    assert experienced_versions(pool, "Bayushi Irezu") == ("Bayushi Irezu • Experienced",)
    assert "Hida Kisada • Experienced" in experienced_versions(pool, "Hida Kisada (Emperor)")
    # controls: a title at its experience level, a title with no Experienced version
    assert experienced_versions(pool, "Bayushi Irezu • Experienced") == ()
    assert experienced_versions(pool, "Hida Kisada • Inexperienced") == ()
    assert experienced_versions(pool, "Iron Mine") == ()


def _board(tmp_path: Path, titles: list[str]) -> Path:
    cards = [
        {"id": f"c{i}", "title": t, "owner": "me", "zone": "home"} for i, t in enumerate(titles)
    ]
    data = {
        "turn": 3,
        "active_player": "me",
        "phase": "dynasty",
        "players": [{"id": "me", "family_honor": 10}],
        "cards": cards,
    }
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def test_validate_warns_and_passes(tmp_path: Path) -> None:
    board = _board(tmp_path, ["Bayushi Irezu", "Iron Mine"])
    result = CliRunner().invoke(app, ["validate", str(board), *CARDS])
    assert result.exit_code == 0, result.output
    assert "warning:" in result.stderr and "'Bayushi Irezu • Experienced'" in result.stderr
    assert "Iron Mine" not in result.stderr
    result = CliRunner().invoke(app, ["validate", str(board), "--json", *CARDS])
    (found,) = json.loads(result.stdout)["files"]
    assert found["ok"] and len(found["warnings"]) == 1


def test_validate_no_warning_for_the_full_title(tmp_path: Path) -> None:
    board = _board(tmp_path, ["Bayushi Irezu • Experienced", "Iron Mine"])
    result = CliRunner().invoke(app, ["validate", str(board), *CARDS])
    assert result.exit_code == 0, result.output
    assert result.stderr == ""


def test_validate_names_the_card_a_plain_title_without_its_own_card_is_read_as(
    tmp_path: Path,
) -> None:
    """h37adv1: "Moto Gaheris" has no plain card in the data (only "• Experienced"): the warning
    says it is read as the Experienced card, not that the plain one is read."""
    board = _board(tmp_path, ["Moto Gaheris", "Bayushi Irezu"])
    result = CliRunner().invoke(app, ["validate", str(board), *CARDS])
    assert result.exit_code == 0, result.output
    assert "no card of that plain title; it is read as 'Moto Gaheris • Experienced'" in (
        result.stderr
    )
    # control: a plain title with its own card keeps the first warning
    assert "'Bayushi Irezu' is read as the card of that plain title" in result.stderr
