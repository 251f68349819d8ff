"""Start-up of the CLI (h43start): heavy libraries load only in the commands that need them,
module-level patterns compile on first use, and the CLI's collector settings keep answers."""

from __future__ import annotations

import copy
import gc
import json
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

from model.lazy_regex import LazyPattern, lazy_regex

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
HEAVY = ("ortools", "fastapi", "uvicorn", "networkx", "starlette", "matplotlib")


def _modules_after(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", f"{code}\nimport sys, json; print(json.dumps(sorted(sys.modules)))"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return set(json.loads(out.stdout.splitlines()[-1]))


@pytest.mark.parametrize("code", ["import solver.cli", "import solver.cli.app", "import model"])
def test_import_loads_no_heavy_library(code: str) -> None:
    loaded = _modules_after(code)
    assert not {m for m in loaded if m.split(".")[0] in HEAVY}


def test_import_compiles_no_module_pattern() -> None:
    """Importing the readers compiles (almost) nothing: the patterns wait for their first use."""
    code = (
        "import gc, solver.cli.report\n"
        "from model.lazy_regex import LazyPattern\n"
        "objs = [o for o in gc.get_objects() if isinstance(o, LazyPattern)]\n"
        "print(len(objs), sum('_compiled' in o.__dict__ for o in objs))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    made, compiled = map(int, out.stdout.split())
    assert made > 1000
    assert compiled < made // 10


def test_lazy_pattern_is_the_compiled_pattern() -> None:
    flags = re.IGNORECASE | re.MULTILINE
    source = r"^(?P<who>your|an?) (?P<what>\w+)\b"
    lazy, eager = lazy_regex(source, flags), re.compile(source, flags)
    text = "Your Personality\nan Item and A Follower"
    assert lazy.pattern == source and "_compiled" not in lazy.__dict__
    assert lazy.search(text) is not None and lazy.compiled is eager  # re's own cache
    for name in ("search", "match", "fullmatch"):
        got, want = getattr(lazy, name)(text, 1), getattr(eager, name)(text, 1)
        assert (got and got.span()) == (want and want.span())
    assert lazy.findall(text) == eager.findall(text)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
    assert lazy.sub(r"\g<what>", text, count=1) == eager.sub(r"\g<what>", text, count=1)
    assert lazy.subn("x", text) == eager.subn("x", text)
    assert lazy.split(text, 1) == eager.split(text, 1)
    assert (lazy.flags, lazy.groups, dict(lazy.groupindex)) == (
        eager.flags,
        eager.groups,
        dict(eager.groupindex),
    )
    match = lazy.match(text)
    assert match is not None and match.re is lazy.compiled


def test_lazy_pattern_copies_and_pickles() -> None:
    lazy = lazy_regex(r"\bbow\b", re.I)
    lazy.search("Bow him")
    assert copy.copy(lazy) is lazy and copy.deepcopy(lazy) is lazy
    again = pickle.loads(pickle.dumps(lazy))
    assert isinstance(again, LazyPattern) and again.search("BOW") is not None


def test_bad_pattern_fails_at_first_use() -> None:
    bad = lazy_regex(r"(unclosed")
    with pytest.raises(re.error):
        bad.search("x")


def test_cli_collector_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    from solver.cli import heap

    before = gc.get_threshold()
    frozen: list[bool] = []
    monkeypatch.setattr(heap.gc, "freeze", lambda: frozen.append(True))
    monkeypatch.setattr(heap, "_ONE_SHOT", [])
    heap.settle()  # the app inside another process (CliRunner): nothing frozen
    assert not frozen
    try:
        heap.quiet_collector()
        assert gc.get_threshold() == (heap.YOUNG_THRESHOLD, before[1], before[2])
        heap.settle()
        assert frozen == [True]
    finally:
        gc.set_threshold(*before)


@pytest.mark.skipif(not (DATA / "oracle").exists(), reason="needs ../shared/data")
def test_check_answers_same_through_the_console_entry() -> None:
    """``goodfaith check`` (collector settings on, pool index frozen) answers as the library."""
    from model.load import load_state
    from model.oracle.pool import CardPool
    from model.state import View
    from solver.cli.app import _check_verdicts
    from solver.explain import verdict_json

    board = ROOT / "examples" / "states" / "crab-dynasty-purchases.yaml"
    cards = [str(DATA / "oracle"), str(DATA / "sets")]
    out = subprocess.run(
        [sys.executable, "-m", "solver.cli", "check", str(board), "--player", "crab", "--json"]
        + [a for c in cards for a in ("--cards", c)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    loaded = load_state(board, cards=CardPool.load(cards))
    view = View.of(loaded.state, loaded.library)
    verdicts = _check_verdicts(view, "crab", None, None, None)
    mine = [verdict_json(view, v) for v in verdicts]
    assert json.loads(out.stdout)["abilities"] == json.loads(json.dumps(mine))
