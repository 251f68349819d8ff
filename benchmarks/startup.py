"""Start-up of the CLI: each command in a fresh process, median of N runs (wall and CPU time),
set beside its peer, ``python -c "import yaml"`` (the floor: an interpreter that loads one
library and does nothing).

Commands: ``goodfaith --help``; ``import solver.cli``; ``check`` of one player on the Crab
Dynasty example (15 cards) and on ``size_boards/s30.yaml`` (52 cards), both with ``--cards``
the Oracle export and every printing (the pool index cached on disk after the warm-up run).
Byte-code files are allowed (``PYTHONDONTWRITEBYTECODE`` is removed: users have them).

``--root DIR`` runs another copy of the code (e.g. an exported older commit: ``git archive
main | tar -x -C /tmp/before``) through ``PYTHONPATH``, for before/after figures on one
machine. CPU time (user + system of the child) is the steadier figure on a shared machine.

Run: ``python -m benchmarks.startup [--runs 5] [--root DIR] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("GOODFAITH_DATA", ROOT.parent / "shared" / "data"))

#: Goals of the task (seconds of wall time on an idle machine).
GOALS = {"help": 0.2, "check_crab": 0.5, "check_s30": 0.5}


def _commands() -> dict[str, list[str]]:
    cards = ["--cards", str(DATA / "oracle"), "--cards", str(DATA / "sets")]
    crab = str(ROOT / "examples" / "states" / "crab-dynasty-purchases.yaml")
    s30 = str(ROOT / "benchmarks" / "size_boards" / "s30.yaml")
    cli = [sys.executable, "-m", "solver.cli"]
    return {
        "floor_import_yaml": [sys.executable, "-c", "import yaml"],
        "import_solver_cli": [sys.executable, "-c", "import solver.cli"],
        "help": [*cli, "--help"],
        "check_crab": [*cli, "check", crab, "--player", "crab", *cards],
        "check_s30": [*cli, "check", s30, "--player", "lion", *cards],
    }


def _env(root: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(root)
    return env


def _once(cmd: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """(wall, CPU) seconds of one fresh process running ``cmd``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def measure(runs: int, root: Path) -> dict[str, dict[str, float]]:
    """Median wall and CPU seconds of every command (one warm-up run each first)."""
    env = _env(root)
    out: dict[str, dict[str, float]] = {}
    for name, cmd in _commands().items():
        _once(cmd, env, root)  # byte-code files and the pool cache written
        times = [_once(cmd, env, root) for _ in range(runs)]
        out[name] = {
            "wall_s": statistics.median(t[0] for t in times),
            "cpu_s": statistics.median(t[1] for t in times),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--root", type=Path, default=ROOT, help="the copy of the code to run")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    args = parser.parse_args(argv)
    if not (DATA / "oracle").exists():
        print(f"startup: no card data at {DATA} (GOODFAITH_DATA)", file=sys.stderr)
        return 1
    figures = measure(args.runs, args.root.resolve())
    if args.json:
        print(json.dumps(figures, indent=2, sort_keys=True))
        return 0
    floor = figures["floor_import_yaml"]
    print(f"root {args.root}  (median of {args.runs}; x = times the floor)")
    print(f"{'command':<20} {'wall ms':>8} {'x':>6} {'cpu ms':>8} {'x':>6}  goal (wall)")
    for name, f in figures.items():
        goal = f"<= {GOALS[name] * 1000:.0f} ms" if name in GOALS else ""
        wall_x, cpu_x = f["wall_s"] / floor["wall_s"], f["cpu_s"] / floor["cpu_s"]
        print(
            f"{name:<20} {f['wall_s'] * 1000:8.0f} {wall_x:6.1f} "
            f"{f['cpu_s'] * 1000:8.0f} {cpu_x:6.1f}  {goal}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
