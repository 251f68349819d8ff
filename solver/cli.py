"""The ``goodfaith`` command (typer + rich). Every command takes ``--json``; bad input exits 2
with a one-line message naming the file and the path inside it (no traceback)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from model.errors import GoodFaithError

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Exact Good Faith legality, required targeting and Gold payments for L5R.",
)
cards_app = typer.Typer(no_args_is_help=True, help="Card data: coverage of Oracle imports.")
app.add_typer(cards_app, name="cards")

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

JsonFlag = Annotated[bool, typer.Option("--json", help="Print one JSON object on stdout.")]


def fail(exc: Exception) -> typer.Exit:
    """Report bad input on stderr and exit 2."""
    err.print(f"error: {exc}", markup=False)
    return typer.Exit(2)


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, sort_keys=False) + "\n")


@app.command()
def demo() -> None:
    """Show a bundled example state: its cards, abilities and verdicts."""
    from solver.demo import run_demo

    raise typer.Exit(run_demo(out))


@app.command()
def schema(
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file instead of stdout.")
    ] = None,
) -> None:
    """Write the JSON Schema of state and card files."""
    from model.load import json_schema

    text = json.dumps(json_schema(), indent=2) + "\n"
    if output is None:
        sys.stdout.write(text)
    else:
        output.write_text(text, encoding="utf-8")


@app.command()
def validate(
    files: Annotated[list[Path], typer.Argument(help="State or card files (YAML/JSON).")],
    as_json: JsonFlag = False,
) -> None:
    """Validate state and card files; report every problem with its path."""
    from model.load import parse_cards, parse_state, read_data

    results: list[dict[str, Any]] = []
    failed = False
    for path in files:
        try:
            data = read_data(path)
            if isinstance(data, dict) and set(data) == {"cards"}:
                n = len(parse_cards(data, str(path)))
                results.append({"file": str(path), "ok": True, "kind": "cards", "count": n})
            else:
                loaded = parse_state(data, str(path))
                results.append(
                    {
                        "file": str(path),
                        "ok": True,
                        "kind": "state",
                        "count": len(loaded.state.cards),
                    }
                )
        except GoodFaithError as exc:
            failed = True
            results.append({"file": str(path), "ok": False, "error": str(exc)})
    if as_json:
        emit_json({"files": results})
    else:
        for r in results:
            if r["ok"]:
                out.print(f"[green]ok[/] {r['file']}: {r['kind']} file, {r['count']} cards")
            else:
                err.print(f"error: {r['error']}", markup=False)
    raise typer.Exit(2 if failed else 0)


@app.command()
def pay(
    file: Annotated[Path, typer.Argument(help="Payment problem (YAML or JSON).")],
    top: Annotated[int, typer.Option("--top", min=1, help="How many plans to list.")] = 1,
    as_json: JsonFlag = False,
) -> None:
    """Cheapest Gold payment plans from unsplittable sources."""
    from solver.gold_cli import run_pay

    raise typer.Exit(run_pay(file, top, as_json))


@cards_app.command("coverage")
def cards_coverage(
    path: Annotated[Path, typer.Argument(help="Oracle of the Void export (file or folder).")],
    as_json: JsonFlag = False,
) -> None:
    """How many Holdings and Strongholds have their Gold production modelled."""
    from solver.oracle_cli import run_coverage

    raise typer.Exit(run_coverage(path, as_json))


def main() -> None:
    """Console entry point: library errors become exit 2 with a clear message."""
    try:
        app()
    except GoodFaithError as exc:
        err.print(f"error: {exc}", markup=False)
        sys.exit(2)
