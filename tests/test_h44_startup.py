"""Start-up of the CLI (h44speed): validators built on first use, python-constraint2 imported
with the first problem, pydantic's plugin look-up skipped by the console entry point only;
the answers stay the same."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from solver.cli import pydantic_plugins
from solver.cost_choices import cost_choices
from solver.costs import CostOption

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"


def _run(code: str) -> str:
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return out.stdout.splitlines()[-1]


def test_import_builds_no_validator() -> None:
    """Importing ``model.load`` builds neither validator; loading a state builds each once."""
    code = (
        "import model.load as L\n"
        "n = lambda f: f.cache_info().currsize\n"
        "before = (n(L._cards_adapter), n(L._state_adapter))\n"
        "L.load_state('examples/states/crab-dynasty-purchases.yaml')\n"
        "L.load_state('examples/states/crab-dynasty-purchases.yaml')\n"
        "after = (n(L._cards_adapter), n(L._state_adapter))\n"
        "print(before, after, L._cards_adapter() is L._cards_adapter())"
    )
    assert _run(code) == "(0, 0) (1, 1) True"


def test_check_modules_import_no_csp_library() -> None:
    """The solver's load (every module a check may import) leaves python-constraint2 out."""
    code = (
        "import sys\nfrom solver.solver_load import load_solver\nload_solver()\n"
        "print('constraint' in sys.modules)"
    )
    assert _run(code) == "False"


def test_the_load_leaves_the_other_commands_modules_out() -> None:
    """Deck lists, decision points, target listings, scenarios: their commands import them."""
    code = (
        "import sys\nfrom solver.solver_load import load_solver, _SKIPPED\nload_solver()\n"
        "print(sorted(m for m in _SKIPPED if m in sys.modules))"
    )
    assert _run(code) == "[]"


def test_cost_choices_still_search_with_the_lazy_library() -> None:
    """Two costs competing for one card: the problem is built (library loaded) and solved."""
    bow = CostOption("Bow a", "bow", ("a",))
    other = CostOption("Bow b", "bow", ("b",))
    notes: list[str] = []
    got = list(cost_choices([[bow, other], [bow]], notes.append))
    assert got == [(other, bow)] and "constraint" in sys.modules
    assert list(cost_choices([[bow], [bow]], notes.append)) == [] and notes  # control


def test_plugins_skipped_unless_the_user_chose(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(pydantic_plugins.ENV, raising=False)
    monkeypatch.setattr(pydantic_plugins, "_SET", [])
    pydantic_plugins.skip_plugins()
    assert os.environ[pydantic_plugins.ENV] == "1"
    pydantic_plugins.allow_plugins()  # serve: taken back
    assert pydantic_plugins.ENV not in os.environ
    monkeypatch.setenv(pydantic_plugins.ENV, "logfire")  # the user's own: kept (control)
    pydantic_plugins.skip_plugins()
    pydantic_plugins.allow_plugins()
    assert os.environ[pydantic_plugins.ENV] == "logfire"


@pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="card data not present")
@pytest.mark.parametrize(
    ("board", "player"),
    [
        ("examples/states/crab-dynasty-purchases.yaml", "crab"),
        ("benchmarks/size_boards/s30.yaml", "lion"),
    ],
)
def test_console_entry_answers_as_the_app(board: str, player: str) -> None:
    """``python -m solver.cli check --json`` (plugins skipped, constraint lazy) answers what
    the app run inside this process answers."""
    from typer.testing import CliRunner

    from solver.cli.app import app

    args = ["check", board, "--player", player, "--json"]
    args += ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]
    fresh = subprocess.run(
        [sys.executable, "-m", "solver.cli", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={k: v for k, v in os.environ.items() if k != pydantic_plugins.ENV},
    )
    inside = CliRunner().invoke(app, args)
    assert inside.exit_code == 0
    assert json.loads(fresh.stdout) == json.loads(inside.stdout)
