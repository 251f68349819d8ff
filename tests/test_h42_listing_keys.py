"""Every target listing answer carries the keys the README promises (h42adv4 E3,
``solver.listing_answer``): ``count``, ``target_sets``, ``undecided``, ``undecided_count``,
``reason``, ``verdict``, also at the time limit (was ``{"count", "target_sets", "reason"}``)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

import solver.listing
from model.load import parse_state
from solver.cli.app import app
from solver.listing import checked_target_listing
from solver.service import TargetsRequest, _targets
from tests.test_listing import _board, _guarded_state

KEYS = {"count", "target_sets", "undecided", "undecided_count", "reason", "verdict"}


def _slow(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every set is found at once, then the time runs out before the first is checked."""
    real = solver.listing.target_listing

    def found_then_late(*args: Any) -> dict[str, object]:
        out = real(*args)
        monkeypatch.setattr(solver.listing.time, "monotonic", lambda: float("inf"))
        return out

    monkeypatch.setattr(solver.listing, "target_listing", found_then_late)


def test_the_time_limit_answer_has_every_key(monkeypatch: pytest.MonkeyPatch) -> None:
    view = _board()
    _slow(monkeypatch)
    found = checked_target_listing(view, "me", "played", 0, 20, time.monotonic() + 5)
    assert set(found) >= KEYS
    assert found["verdict"] == "unknown" and found["count"] is None
    assert found["reason"] == "the time limit was hit"
    assert found["undecided"] == [] and found["undecided_count"] == 0


def test_a_deadline_already_past_answers_unknown_with_every_key() -> None:
    found = checked_target_listing(_board(), "me", "played", 0, 20, time.monotonic() - 1)
    assert set(found) >= KEYS and found["verdict"] in ("unknown", "legal")
    if found["count"] is None:
        assert found["verdict"] == "unknown"


def test_control_a_settled_listing_says_none_undecided() -> None:
    found = checked_target_listing(_board(), "me", "played", 0, 20, time.monotonic() + 5)
    assert found["verdict"] == "legal" and found["count"] == 2
    assert found["undecided"] == [] and found["undecided_count"] == 0 and set(found) >= KEYS


def test_the_service_at_the_time_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _guarded_state()
    loaded = parse_state(state, "<test>")
    _slow(monkeypatch)
    out = _targets(loaded, TargetsRequest(state=state, player="me", card="played"), 5.0)
    assert set(out) >= KEYS and out["verdict"] == "unknown" and out["count"] is None


def test_the_cli_json_at_the_time_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(_guarded_state()))
    _slow(monkeypatch)
    args = ["targets", str(path), "-p", "me", "-c", "played", "--json"]
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 1, res.output
    out = json.loads(res.stdout)
    assert set(out) >= KEYS and out["verdict"] == "unknown" and out["count"] is None


def test_an_equip_listing_has_every_key() -> None:
    """The rulebook plays' listing too (``solver.play_target_listing``)."""
    from solver.play_target_listing import play_target_listing
    from solver.verdict import ability_ref

    view = _board()
    play = ability_ref("recruit")
    assert not isinstance(play, int)
    found = play_target_listing(view, "me", "h1", play, 20, time.monotonic() + 5)
    assert set(found) >= KEYS
