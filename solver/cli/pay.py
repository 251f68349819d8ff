"""``goodfaith pay FILE [--top K] [--json]``: cheapest Gold payment plans for a file.

Costs and restrictions / Gold production. Exit 0 when the payments can be made, 1 when they
can't (or the time limit was hit before an answer), 2 on bad input (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console
from rich.table import Table

from solver.gold import GoldInputError, PaymentProblem, PaymentResult, load_problem, solve

#: Time budget of one ``pay`` command.
TIME_LIMIT_S = 2.0


def run_pay(file: Path, top: int, as_json: bool) -> int:
    """Load ``file``, plan the payments, print the result; return the exit code."""
    if top < 1:
        sys.stderr.write(f"error: --top must be at least 1, got {top}\n")
        return 2
    try:
        problem = load_problem(file)
    except GoldInputError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 2
    result = solve(problem, top_k=top, time_limit_s=TIME_LIMIT_S)
    if as_json:
        sys.stdout.write(json.dumps(result.to_json()) + "\n")
    else:
        _print_table(problem, result, Console(highlight=False, soft_wrap=True, emoji=False))
    return 0 if result.feasible else 1


def _print_table(problem: PaymentProblem, result: PaymentResult, out: Console) -> None:
    if not result.feasible:
        title = "cannot pay" if result.status == "infeasible" else "no answer in time"
        out.print(f"[bold red]{title}[/]: {result.reason}")
        return
    proof = "proven best" if result.optimal else "not proven best (time limit)"
    out.print(f"[bold green]payable[/] ({proof}, {result.method})")
    costs = {p.id: p.cost for p in problem.payments}
    gold_of = {s.id: s for s in problem.sources}
    for rank, plan in enumerate(result.plans, start=1):
        table = Table(
            title=(
                f"plan {rank}: waste {plan.waste}, {plan.sources_used} sources used "
                f"({plan.sources_bowed} bowed), "
                f"{plan.gold_produced} Gold produced"
                + (
                    f", weight {plan.weight}"
                    if any(s.weight is not None for s in problem.sources)
                    else ""
                )
            ),
            title_justify="left",
        )
        table.add_column("payment")
        table.add_column("cost", justify="right")
        table.add_column("sources used")
        table.add_column("Gold", justify="right")
        for pay in problem.payments:
            sources = plan.payments[pay.id]
            paid_for = next(p.paid_for for p in problem.payments if p.id == pay.id)
            gold = sum(gold_of[s].gold_for(paid_for) or 0 for s in sources)
            cost = costs[pay.id]
            table.add_row(
                pay.id,
                "no Gold cost" if cost is None else str(cost),
                ", ".join(sources) or "-",
                str(gold),
            )
        out.print(table)
        if plan.extra_costs:
            out.print("also: " + "; ".join(plan.extra_costs), markup=False)


def main(argv: list[str] | None = None) -> int:
    """Standalone entry (``python -m solver.cli.pay FILE``); the CLI proper is ``solver.cli``."""
    parser = argparse.ArgumentParser(prog="goodfaith pay", description=__doc__)
    parser.add_argument("file", type=Path)
    parser.add_argument("--top", type=int, default=1)
    parser.add_argument("--json", dest="as_json", action="store_true")
    args = parser.parse_args(argv)
    return run_pay(args.file, args.top, args.as_json)


if __name__ == "__main__":
    sys.exit(main())
