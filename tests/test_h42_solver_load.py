"""h42sensei 4: the solver's one-time load is not in a check's time limit
(``solver.solver_load``; README "Time limits"). The first check of a process imported the
solver's lazily imported modules inside its 2 s, and OR-Tools' load (``cpsat_load``) moved only
the Gold call's deadline, not the check's: under load a first answer could be ``unknown`` by
time. Now ``check`` loads the solver before it sets its deadline, and a Gold call that loads
OR-Tools moves the check's deadline by the load; a slow load is said (stderr), not hidden."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from model.load import load_state
from solver import solver_load
from solver.gold import cpsat_load
from solver.good_faith import check

_STATES = Path(__file__).resolve().parents[1] / "examples" / "states"


def _scorpion() -> object:
    return load_state(_STATES / "scorpion-action-phase.yaml")


def test_a_slow_load_is_not_in_the_check_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """A load of 0.6 s (made slow here) before a 0.2 s check: the check still answers, and the
    load happened inside the call, before its deadline."""
    state = _scorpion()
    monkeypatch.setattr(solver_load, "_SPENT", [])
    monkeypatch.setattr(solver_load, "_import_all", lambda *_: time.sleep(0.6))
    start = time.monotonic()
    v = check(state, "scorpion", "summons", 1, time_limit_s=0.2)  # type: ignore[arg-type]
    assert time.monotonic() - start >= 0.6
    assert v.status == "legal", v.reasons
    assert solver_load.loaded_seconds() is not None and solver_load.loaded_seconds() >= 0.6


def test_control_a_loaded_solver_is_not_loaded_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Control: once loaded, a check pays nothing for it."""
    monkeypatch.setattr(solver_load, "_SPENT", [0.25])
    monkeypatch.setattr(solver_load, "_import_all", lambda *_: pytest.fail("loaded twice"))
    assert solver_load.load_solver() == 0.0
    v = check(_scorpion(), "scorpion", "da", 0, time_limit_s=2.0)  # type: ignore[arg-type]
    assert v.status == "legal", v.reasons


def test_a_check_imports_no_solver_module_after_the_load() -> None:
    """Every ``model``/``solver`` module a check imports is imported by the load (before the
    deadline), not inside the search: a real board's checks add none."""
    solver_load.load_solver()
    before = set(sys.modules)
    state = _scorpion()
    for card, ability in (("summons", 1), ("da", 0)):
        check(state, "scorpion", card, ability, time_limit_s=2.0)  # type: ignore[arg-type]
    added = {m for m in set(sys.modules) - before if m.startswith(("model.", "solver."))}
    assert not added, sorted(added)


def test_the_or_tools_load_moves_the_check_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Gold call that made OR-Tools' load (cold before it) moves the deadline by it; a call
    after it (control) or with OR-Tools never loaded (control) does not."""
    monkeypatch.setattr(cpsat_load, "_SPENT", [0.7])
    assert solver_load.past_load(10.0, True) == pytest.approx(10.7)
    assert solver_load.past_load(10.0, False) == 10.0
    monkeypatch.setattr(cpsat_load, "_SPENT", [])
    assert solver_load.cpsat_cold()
    assert solver_load.past_load(10.0, True) == 10.0


def test_a_slow_load_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_load, "_SPENT", [solver_load.LOAD_BOUND_S + 1.5])
    note = solver_load.slow_load_note()
    assert note is not None and "not counted in any time limit" in note
    monkeypatch.setattr(solver_load, "_SPENT", [0.3])  # control: a quick load is not
    assert solver_load.slow_load_note() is None
    monkeypatch.setattr(solver_load, "_SPENT", [])
    assert solver_load.slow_load_note() is None


def test_the_cli_says_a_slow_load(monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from solver.cli.app import app

    monkeypatch.setattr(solver_load, "_SPENT", [solver_load.LOAD_BOUND_S + 2.0])
    path = str(_STATES / "scorpion-action-phase.yaml")
    result = CliRunner().invoke(app, ["check", path, "--player", "scorpion", "--card", "da"])
    assert result.exit_code == 0, result.output
    assert "loading the solver took" in result.stderr
    monkeypatch.setattr(solver_load, "_SPENT", [0.1])  # control
    result = CliRunner().invoke(app, ["check", path, "--player", "scorpion", "--card", "da"])
    assert "loading the solver took" not in result.stderr


def test_a_real_card_board_imports_nothing_inside_its_checks(tmp_path: Path, pool: object) -> None:
    """The same with real cards (``--cards`` both folders): g37's Recruits (h41adv3)."""
    from solver.verdict import RECRUIT
    from tests.builders import pool_state

    solver_load.load_solver()
    cards = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "a", "zone": "home"},
        {"id": "p1", "title": "Kaiu Watsuki", "owner": "a", "zone": "province", "province": 1},
        {"id": "shamate", "title": "Shamate Keep", "owner": "b", "zone": "home"},
    ]
    players = [{"id": "a", "clan": "crab", "family_honor": 10}, {"id": "b", "family_honor": 9}]
    state = pool_state(tmp_path, pool, cards, "g37", phase="dynasty", turn=4, players=players)
    before = set(sys.modules)
    v = check(state, "a", "p1", RECRUIT, time_limit_s=2.0)
    assert v.status == "legal", v.reasons  # 4 + 3 (a Crab's Iron Mine) >= 6
    added = {m for m in set(sys.modules) - before if m.startswith(("model.", "solver."))}
    assert not added, sorted(added)
