"""`goodfaith cards show TITLE` for a title the bundled library defines prints the hand
encoding's reading as what is used (``model.describe``), and the import's as the import
(h42adv1 W1: the import's Force limit was printed beside "its hand encoding is used"). Real
cards from ../shared/data (skipped without it)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from solver.cli import app

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")
_ARGS = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]


def test_the_hand_encoding_is_printed_as_used() -> None:
    out = CliRunner().invoke(app, ["cards", "show", "Spearmen", *_ARGS])
    assert out.exit_code == 0, out.output
    text = out.stdout
    assert "the hand encoding (used):\n  -> Battle: ranged_target:" in text
    assert "-> the import, not used: Battle: target1:" in text
    assert "-> full:" not in text
    data = json.loads(
        CliRunner().invoke(app, ["cards", "show", "Spearmen", "--json", *_ARGS]).stdout
    )
    assert data["hand_encoding"][0].startswith("Battle: ranged_target:")


def test_an_imported_card_prints_its_import_as_used() -> None:
    # control: no bundled card of the title: the import is what is used
    out = CliRunner().invoke(app, ["cards", "show", "Economic Repercussions", *_ARGS])
    assert out.exit_code == 0, out.output
    assert "-> full:" in out.stdout and "hand encoding" not in out.stdout
    data = json.loads(
        CliRunner()
        .invoke(app, ["cards", "show", "Economic Repercussions", "--json", *_ARGS])
        .stdout
    )
    assert data["hand_encoding"] is None
