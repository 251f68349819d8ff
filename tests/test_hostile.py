"""Inputs that cannot hurt (issue 12): hostile files give one located line and exit 2, fast and
in bounded memory, through every reader (states, card files, pay files, deck lists)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from model.errors import InputError
from model.load import read_data
from model.reading import C_LOADER, MAX_DEPTH, Limits, parse_text
from solver.analysis import goldfish
from solver.cli.app import app

runner = CliRunner()


def _laughs(levels: int = 9) -> str:
    """The "billion laughs" file: each anchor is nine aliases of the one before (~1 KB)."""
    lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for i in range(1, levels + 1):
        prev, cur = chr(96 + i), chr(97 + i)
        lines.append(f"{cur}: &{cur} [" + ", ".join([f"*{prev}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def _refused(args: list[str], path: Path, needle: str) -> str:
    """Run the CLI: exit 2, one line naming ``path`` and saying ``needle``, under a second."""
    start = time.perf_counter()
    result = runner.invoke(app, args)
    elapsed = time.perf_counter() - start
    assert result.exit_code == 2, (result.output, result.stderr, result.exception)
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, lines
    assert str(path) in lines[0] and needle in lines[0], lines[0]
    assert "Traceback" not in result.output + result.stderr
    assert elapsed < 1.0, elapsed
    return lines[0]


def test_billion_laughs_is_refused_at_once_in_a_few_kilobytes(tmp_path: Path) -> None:
    path = tmp_path / "laughs.yaml"
    path.write_text(_laughs())
    assert path.stat().st_size < 2_000
    tracemalloc.start()
    try:
        with pytest.raises(InputError, match="aliases stand for more than"):
            read_data(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 5_000_000
    _refused(["validate", str(path)], path, "aliases")


def test_anchors_nested_in_any_of_are_refused(tmp_path: Path) -> None:
    """The 1.7 KB attack of the issue: anchors nested in a card's ``any_of`` costs."""
    lines = [
        "definitions:",
        "- title: T Bomb",
        "  type: strategy",
        "  abilities:",
        "  - designators: [open]",
        "    costs:",
        "    - any_of: &c0 [{gold: 1}, {gold: 2}, {gold: 3}, {gold: 4}, {gold: 5}]",
    ]
    for i in range(1, 10):
        lines.append(f"    - any_of: &c{i} [" + ", ".join([f"{{any_of: *c{i - 1}}}"] * 6) + "]")
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(lines) + "\ncards: []\n")
    assert path.stat().st_size < 2_000
    _refused(["validate", str(path)], path, "aliases")


@pytest.mark.parametrize("suffix", ["yaml", "json"])
def test_deep_nesting_is_one_line_not_a_recursion_error(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"deep.{suffix}"
    depth = 200_000
    if suffix == "json":
        path.write_text('{"players": ' + "[" * depth + "]" * depth + "}")
    else:
        path.write_text("players: " + "[" * depth + "]" * depth + "\n")
    line = _refused(["validate", str(path)], path, f"nested deeper than {MAX_DEPTH} levels")
    assert len(line) < 300  # the path is shortened, not 64 levels of [0]


def test_deep_nesting_through_a_subprocess_exits_2() -> None:
    """End to end, as a user runs it: no RecursionError traceback from a real interpreter."""
    text = "{" + '"a": [' * 50_000 + "]" * 50_000 + "}"
    proc = subprocess.run(
        [sys.executable, "-c", "from solver.cli.app import main; main()", "validate", "/dev/stdin"],
        input=text,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert len([ln for ln in proc.stderr.splitlines() if ln.strip()]) == 1


@pytest.mark.parametrize(
    ("suffix", "text"),
    [("yaml", "players: []\nplayers: []\n"), ("json", '{"players": [], "players": []}')],
)
def test_duplicate_keys_are_refused(tmp_path: Path, suffix: str, text: str) -> None:
    path = tmp_path / f"dup.{suffix}"
    path.write_text(text)
    _refused(["validate", str(path)], path, "duplicate key 'players'")


def test_a_size_limit_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text("players: []\n" + "# padding\n" * 200)
    with pytest.raises(InputError, match=r"larger than 1,000 bytes, the limit for an input"):
        read_data(path, Limits(max_bytes=1_000))
    assert read_data(path) == {"players": []}


def test_node_count_limit(tmp_path: Path) -> None:
    path = tmp_path / "many.json"
    path.write_text(json.dumps({"cards": list(range(5_000))}))
    with pytest.raises(InputError, match="more than 1,000 values"):
        read_data(path, Limits(max_nodes=1_000))


def test_python_tags_and_huge_integers_are_refused(tmp_path: Path) -> None:
    tagged = tmp_path / "tag.yaml"
    tagged.write_text("players: !!python/object/apply:os.system ['echo pwned']\n")
    _refused(["validate", str(tagged)], tagged, "tag")
    huge = tmp_path / "huge.json"
    huge.write_text('{"players": [{"id": "me", "family_honor": ' + "9" * 5_000 + "}]}")
    _refused(["validate", str(huge)], huge, "invalid")


def test_the_c_loader_is_used_and_a_large_state_reads_fast(tmp_path: Path) -> None:
    """A 5 MB state in well under a second or two (a 50 MB one in seconds, not minutes)."""
    assert bool(getattr(yaml, "__with_libyaml__", False)) == C_LOADER
    cards = "".join(
        f"- {{id: c{i}, title: Iron Mine, owner: me, zone: home, bowed: false}}\n"
        for i in range(80_000)
    )
    text = "players: [{id: me, family_honor: 5}]\ncards:\n" + cards
    assert len(text) > 5_000_000
    start = time.process_time()  # (this process's CPU time: a loaded machine does not count)
    data = parse_text(text, "<big>", as_json=False)
    elapsed = time.process_time() - start
    assert len(data["cards"]) == 80_000
    assert elapsed < (4.0 if C_LOADER else 30.0), elapsed


def test_hostile_pay_files_are_refused(tmp_path: Path) -> None:
    laughs = tmp_path / "pay.yaml"
    laughs.write_text(_laughs())
    _refused(["pay", str(laughs)], laughs, "aliases")
    dup = tmp_path / "pay.json"
    dup.write_text('{"sources": [], "sources": []}')
    _refused(["pay", str(dup)], dup, "duplicate key")


def test_deck_counts_are_capped(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("1 Iron Mine\n1000000000 Iron Mine\n")
    tracemalloc.start()
    try:
        line = _refused(["deck", str(path)], path, "too many copies")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert "line 2" in line
    assert peak < 50_000_000
    long_line = tmp_path / "long.txt"
    long_line.write_text("1 " + "x" * 1_000_000 + "\n")
    _refused(["deck", str(long_line)], long_line, "line 1")


def test_jobs_are_capped_to_the_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--jobs 64`` on a one-core budget starts one process's worth of games, not 64."""
    from model.decklist import load_decklist

    deck = load_decklist(Path("examples/decks/crab-bundled.txt"))
    monkeypatch.setattr(goldfish, "max_jobs", lambda: 1)
    started: list[int] = []
    monkeypatch.setattr(goldfish, "ProcessPoolExecutor", lambda **kw: started.append(1))
    report = goldfish.simulate(deck, goldfish.GoldfishConfig(games=4, turns=2), jobs=64)
    assert started == []  # clamped to 1: played in this process
    assert report == goldfish.simulate(deck, goldfish.GoldfishConfig(games=4, turns=2))
    with pytest.raises(ValueError, match="at least 1"):
        goldfish.simulate(deck, jobs=0)
