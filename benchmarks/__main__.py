"""``python -m benchmarks [--quick] [--json] [--plot PATH | --no-plot]``: every benchmark in one
run, side by side with its naive peer and its goal.

- Gold (``benchmarks.gold``): exact planner vs brute force, greedy and a sum check, and scale;
- Good Faith (``benchmarks.good_faith``): ``check`` vs an independent brute-force checker on
  seeded two-player Oracle boards (``benchmarks.boards``), ``legal_announcements`` on them;
- deck analysis (``benchmarks.goldfish``): 1000 goldfish games x 5 turns (1 and 2 jobs), the
  best-purchase solver vs CP-SAT alone and a brute force over purchase sets;
- scaling curves (``benchmarks.scaling``): Gold sources, payments, cards in play, plotted to
  ``benchmarks/out/scaling.png`` when matplotlib is installed.

``--json`` prints exactly one JSON object of named figures on stdout (messages go to stderr).
``--quick`` finishes within a minute. The Oracle of the Void export (``GOODFAITH_ORACLE`` or
/work/shared/data/oracle) is needed for the Oracle boards; without it that part is skipped
with a message.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

from benchmarks.scaling import DEFAULT_PLOT

#: (figure, goal text, test) for the figures that have a goal.
GOALS: tuple[tuple[str, str, object], ...] = (
    ("good_faith.usable_median_ms", "about 1 ms", lambda v: v <= 1.5),
    ("good_faith.median_ms", "about 1 ms", lambda v: v <= 1.5),
    ("good_faith.agreement", "= 1.0", lambda v: v == 1.0),
    ("announce.median_ms", "<= 20 ms", lambda v: v <= 20),
    ("gold.bruteforce_speedup", ">= 1000x", lambda v: v >= 1000),
    ("gold.agreement", "= 1.0", lambda v: v == 1.0),
    ("scale.sources200_payments10_s", "<= 1 s", lambda v: v <= 1.0),
)

#: What each figure is compared with (shown in the table).
PEERS = {
    "good_faith.bruteforce_speedup": "brute force, all checks",
    "good_faith.bruteforce_speedup_usable": "brute force, checks past timing",
    "good_faith.bruteforce_speedup_usable_illegal": "brute force, illegal past timing",
    "gold.bruteforce_speedup": "brute force 11 x 3",
    "gold.greedy_missed_rate": "greedy payer (smallest completing source)",
    "gold.naive_greedy_missed_rate": "naive greedy (largest first)",
    "gold.sumcheck_false_payable_rate": "sum check",
}


def _say(msg: str) -> None:
    sys.stderr.write(msg + "\n")
    sys.stderr.flush()


def collect(quick: bool, plot: Path | None) -> tuple[dict[str, float], list[str]]:
    from benchmarks import good_faith, scaling
    from benchmarks.boards import OracleMissing, oracle_available

    figures: dict[str, float] = {}
    notes: list[str] = []
    start = time.perf_counter()
    try:
        from benchmarks import gold
    except ImportError as exc:  # the Gold benchmark lives in its own module
        notes.append(f"Gold benchmark skipped: {exc}")
    else:
        figures.update({k: float(v) for k, v in gold.run(quick).items()})
    if oracle_available():
        try:
            figures.update(good_faith.run(quick))
            for d in getattr(good_faith.run, "disagreements", []):
                notes.append(f"DISAGREEMENT: {d}")
        except OracleMissing as exc:
            notes.append(f"Good Faith boards skipped: {exc}")
    else:
        notes.append(
            "Good Faith boards skipped: the Oracle of the Void export is not available "
            "(set GOODFAITH_ORACLE to its folder)"
        )
    from benchmarks import goldfish

    figures.update({k: float(v) for k, v in goldfish.run(quick).items()})
    scale, where = scaling.run(quick, plot)
    figures.update(scale)
    notes.append(where)
    figures["benchmarks.wall_s"] = time.perf_counter() - start
    return figures, notes


def _fmt(value: float) -> str:
    if math.isnan(value) or math.isinf(value):
        return str(value)
    if value == int(value) and abs(value) < 1e9:
        return f"{int(value):,}"
    return f"{value:,.4g}"


def print_table(figures: dict[str, float], notes: list[str]) -> None:
    from rich.console import Console
    from rich.table import Table

    goals = {name: (text, test) for name, text, test in GOALS}
    table = Table(title="goodfaith benchmarks")
    table.add_column("figure", no_wrap=True)
    table.add_column("value", justify="right", no_wrap=True)
    table.add_column("peer / goal")
    table.add_column("met")
    for name, value in figures.items():
        peer = PEERS.get(name, "")
        met = ""
        if name in goals:
            text, test = goals[name]
            peer = f"{peer}; goal {text}" if peer else f"goal {text}"
            ok = bool(test(value))  # type: ignore[operator]
            met = "[green]yes[/]" if ok else "[red]no[/]"
        table.add_row(name, _fmt(value), peer, met)
    console = Console(highlight=False, width=max(110, Console().width))
    console.print(table)
    for note in notes:
        console.print(note, markup=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--quick", action="store_true", help="fewer problems (under a minute)")
    parser.add_argument("--json", action="store_true", help="one JSON object of figures")
    parser.add_argument("--plot", type=Path, default=DEFAULT_PLOT, help="where the PNG goes")
    parser.add_argument("--no-plot", action="store_true", help="measure only, no PNG")
    args = parser.parse_args(argv)
    figures, notes = collect(args.quick, None if args.no_plot else args.plot)
    if args.json:
        sys.stdout.write(json.dumps(figures, indent=2) + "\n")
        for note in notes:
            _say(note)
    else:
        print_table(figures, notes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
