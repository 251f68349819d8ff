"""``goodfaith cards coverage PATH [--json]``: how much of the Oracle's Gold production is modelled.

Costs and restrictions / Gold production: the parser in ``model.oracle`` reads each Holding's
and Stronghold's production; this command reports the share it models fully. The typer wiring
lives in ``solver.cli``; this module only does the work and returns the exit code.

Gold Production stats the export lacks are taken from the set files (``read_oracle(...,
sets=...)``) found next to the export: ``sets/`` beside the export directory (the shared data
layout ``data/oracle`` + ``data/sets``). The report lists the cards whose stat came from there.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Literal, TextIO

from rich.console import Console

from model.oracle import CoverageReport, OracleError, coverage, read_oracle

#: Exit code for unusable input (a missing path, malformed JSON).
EXIT_BAD_INPUT = 2


def default_sets(path: Path) -> Path | None:
    """The set files beside an export: ``<export dir>/../sets`` when it holds ``*.yaml``."""
    base = path if path.is_dir() else path.parent
    sets = base.parent / "sets"
    return sets if sets.is_dir() and any(sets.glob("*.yaml")) else None


def run_coverage(
    path: Path,
    as_json: bool,
    *,
    sets: Path | Literal["auto"] | None = "auto",
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Print the production coverage of the export at ``path``; return the exit code.

    ``sets``: set files for missing Gold Production stats; ``"auto"``: ``default_sets``;
    None: none. JSON: ``{"producing", "modelled", "coverage", "unmodelled", "reductions",
    "reasons", "gold_production_from_sets"}``. Unusable input prints one line naming the file
    and what was expected, and returns 2.
    """
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    try:
        set_files = default_sets(path) if sets == "auto" else sets
        report = coverage(read_oracle(path, set_files))
    except OracleError as exc:
        print(f"error: {exc}", file=err)
        return EXIT_BAD_INPUT
    if as_json:
        print(json.dumps(report.to_json(), indent=2, ensure_ascii=False), file=out)
    else:
        _summary(report, Console(file=out, highlight=False, soft_wrap=True))
    return 0


def _summary(report: CoverageReport, console: Console) -> None:
    console.print(
        f"[bold]Gold production coverage[/bold] (Holdings and Strongholds): "
        f"{report.modelled}/{report.producing} modelled = [bold]{report.coverage:.1%}[/bold]"
    )
    if report.unmodelled:
        console.print(
            f"{len(report.unmodelled)} not modelled (--json gives the reasons): "
            + ", ".join(report.unmodelled)
        )
    if report.reductions:
        console.print(
            f"{len(report.reductions)} cards only reduce costs (not producers): "
            + ", ".join(report.reductions)
        )
    if report.gold_production_from_sets:
        console.print(
            "Gold Production stat from the set files (the export lacks it): "
            + ", ".join(report.gold_production_from_sets)
        )
