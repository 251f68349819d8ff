"""``goodfaith cards coverage PATH [--json]``: how much of the Oracle's Gold production is modelled.

Costs and restrictions / Gold production: the parser in ``model.oracle`` reads each Holding's
and Stronghold's production; this command reports the share it models fully. The typer wiring
lives in ``solver.cli``; this module only does the work and returns the exit code.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TextIO

from rich.console import Console

from model.oracle import CoverageReport, OracleError, coverage, read_oracle

#: Exit code for unusable input (a missing path, malformed JSON).
EXIT_BAD_INPUT = 2


def run_coverage(
    path: Path, as_json: bool, *, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Print the production coverage of the export at ``path``; return the exit code.

    JSON: ``{"producing", "modelled", "coverage", "unmodelled", "reductions", "reasons"}``.
    Unusable input prints one line naming the file and what was expected, and returns 2.
    """
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    try:
        report = coverage(read_oracle(path))
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
