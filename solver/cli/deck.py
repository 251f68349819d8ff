"""``goodfaith deck``: goldfish a deck list and print the report (text, JSON, a plot).

The simulation itself is ``solver.analysis.goldfish``; this module reads the inputs, runs it
and renders the report. Returns exit codes (0 done, 2 bad input).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from model.errors import GoodFaithError, one_line
from model.oracle.pool import CardPool
from solver.analysis.gold_available import HEADER
from solver.analysis.goldfish import CARD_DATA, GoldfishConfig, GoldfishReport, simulate
from solver.analysis.token_gold import token_gold_unread, with_token_gold

#: The goldfish plays alone: he is the first player, so a Gold mode "if you did not go first"
#: (Border Village, Gates of the Second City) is never used (h37adv1 D1).
_FIRST_PLAYER = (
    "note: simulated as the player who goes first: Gold modes for a player who did not go "
    "first are not used"
)


def report_json(report: GoldfishReport) -> str:
    """The JSON report: the same bytes for the same deck, seed and settings."""
    data = report.to_json()
    data["gold_tokens_unread"] = token_gold_unread(report)  # h29adv2 F7: not measured
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def render(report: GoldfishReport, console: Any, top: int = 10) -> None:
    """Rich tables: per-turn means, card types, the top cards."""
    from rich.table import Table

    cfg = report.config
    console.print(
        f"[bold]{report.deck}[/]: {report.stronghold}"
        + (f" + {report.sensei}" if report.sensei else "")
        + f" ({report.clan or 'unaligned'}, Family Honor {report.family_honor}); "
        f"{cfg.games} games x {cfg.turns} turns, seed {cfg.seed}"
    )
    title = "per turn (means)"
    if report.stronghold_gold_missing:  # h27adv2 D3: not measured
        title += f" (NOT MEASURED: {report.stronghold}'s Gold Production counted as 0)"
    if report.stronghold_stats_unread:  # h28adv2 F8: a Sensei sets them in text not read
        # (a read one, Taka Sensei's maximum, is applied: ``sensei_gold``, h42sensei)
        title += (
            f" (NOT MEASURED: {report.sensei} sets the Stronghold's stats or Gold in text the "
            "simulation does not apply)"
        )
    if token_gold_unread(report):  # h29adv2 F7: tokens, bonuses given by text
        title += " (NOT MEASURED: Gold Production given by text is not simulated)"
    means = Table(title=title, title_justify="left")
    for col in ("turn", HEADER, "Gold spent", "Gold paid", "Force in play", "bought"):
        means.add_column(col, justify="right")
    for m in report.per_turn:
        means.add_row(
            str(m.turn),
            f"{m.gold_available:.2f}",
            f"{m.gold_spent:.2f}",
            f"{m.gold_paid:.2f}",
            f"{m.force:.2f}",
            f"{m.cards_bought:.2f}",
        )
    console.print(means)
    turns = [str(t) for t in range(1, cfg.turns + 1)]
    types = Table(title="P(bought at least one, by end of turn)", title_justify="left")
    types.add_column("card type")
    for t in turns:
        types.add_column(f"T{t}", justify="right")
    for kind, probs in report.types:
        if any(probs):
            types.add_row(kind, *(f"{p:.1%}" for p in probs))
    console.print(types)
    cards = Table(title=f"top {top} cards: P(bought, by end of turn)", title_justify="left")
    cards.add_column("card")
    cards.add_column("type")
    for t in turns:
        cards.add_column(f"T{t}", justify="right")
    for c in report.cards[:top]:
        cards.add_row(c.title, c.type.value, *(f"{p:.1%}" for p in c.by_turn))
    console.print(cards)
    if report.not_proven:
        console.print(
            f"[yellow]{report.not_proven} of {report.purchase_sets} purchase sets hit the time "
            "limit (valid, not proven best)[/]"
        )


def _pyplot() -> Any:
    """matplotlib's pyplot on the file-only Agg backend; a clear error when not installed."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise GoodFaithError(
            "--plot needs matplotlib, which is not installed: pip install 'goodfaith[plot]'"
        ) from None
    return plt


def plot_report(report: GoldfishReport, path: Path) -> None:
    """Write a PNG: per-turn means (left) and card-type odds (right). Needs matplotlib."""
    plt = _pyplot()
    turns = [m.turn for m in report.per_turn]
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
    for label, values in (
        (HEADER, [m.gold_available for m in report.per_turn]),
        ("Gold spent", [m.gold_spent for m in report.per_turn]),
        ("Force in play", [m.force for m in report.per_turn]),
    ):
        left.plot(turns, values, marker="o", label=label)
    left.set_xlabel("turn")
    left.set_title("means per turn")
    left.set_xticks(turns)
    left.legend()
    for kind, probs in report.types:
        if any(probs):
            right.plot(turns, probs, marker="o", label=kind)
    right.set_xlabel("turn")
    right.set_ylim(0, 1.02)
    right.set_xticks(turns)
    right.set_title("P(bought at least one, by end of turn)")
    right.legend()
    fig.suptitle(f"{report.deck}: {report.config.games} games, seed {report.config.seed}")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def run_deck(
    deckfile: Path,
    *,
    turns: int,
    games: int,
    seed: int,
    cards: CardPool | None,
    as_json: bool,
    plot: Path | None,
    jobs: int,
    top: int = 10,
) -> int:
    """The ``goodfaith deck`` command: load, simulate, print; return the exit code."""
    from rich.console import Console

    from model.decklist import load_decklist
    from model.oracle import OracleError

    err = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False)
    try:
        library = cards.definitions() if cards is not None else None
        deck = load_decklist(deckfile, library)
        config = GoldfishConfig(turns=turns, games=games, seed=seed)
        if jobs < 1:
            raise ValueError("--jobs must be at least 1")
        if plot is not None:
            _pyplot()  # fail before the simulation, not after
    except (GoodFaithError, OracleError, ValueError) as exc:
        err.print(f"error: {one_line(exc)}", markup=False)
        return 2
    show_progress = not as_json and sys.stderr.isatty()
    if show_progress:
        from rich.progress import Progress

        with Progress(console=err, transient=True) as bar:
            task = bar.add_task("goldfish", total=games)
            report = simulate(deck, config, jobs=jobs, progress=lambda k: bar.advance(task, k))
    else:
        report = simulate(deck, config, jobs=jobs)
    if cards is not None:  # the pool's card text (``solver.analysis.token_gold``)
        report = with_token_gold(report, deck, cards)
    if as_json:
        sys.stdout.write(report_json(report))
    else:
        for warning in report.warnings:
            err.print(f"warning: {warning}", markup=False)
        # one player alone, so he went first (``model.evaluate.turn_order``; h37adv1 D1)
        err.print(_FIRST_PLAYER, markup=False)
        for gap in report.not_modelled:
            if gap.kind == CARD_DATA:  # a stat taken from the set files: where from
                err.print(f"note: {gap.title}: {gap.text}", markup=False)
            else:
                err.print(f"not modelled: {gap.line()}", markup=False)
        render(report, Console(highlight=False, soft_wrap=True, emoji=False), top)
    if plot is not None:
        try:
            plot_report(report, plot)
        except OSError as exc:
            err.print(f"error: {plot}: cannot write the plot ({exc.strerror})", markup=False)
            return 2
    return 0
