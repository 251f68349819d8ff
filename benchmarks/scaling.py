"""Scaling curves: Gold sources, Gold payments, cards in play; saved as a PNG when matplotlib is
installed (``pip install matplotlib``; the figures are measured either way).

- sources: ``solver.gold.solve`` on random problems (source Gold 1-5, costs 2-12, as
  NOTES-gold.md measured) with 5 payments and a growing number of sources;
- payments: 100 sources and a growing number of payments;
- cards in play: Oracle boards (``benchmarks.boards``) scaled up, the median ``check`` of the
  abilities usable now and ``legal_announcements(state, player).count()``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from solver.gold import Payment, PaymentProblem, Source, solve

DEFAULT_PLOT = Path(__file__).parent / "out" / "scaling.png"
SEED = 7


def _problem(rng: random.Random, n_sources: int, n_payments: int) -> PaymentProblem:
    return PaymentProblem(
        tuple(Source(f"s{i}", rng.randint(1, 5)) for i in range(n_sources)),
        tuple(Payment(f"p{j}", rng.randint(2, 12)) for j in range(n_payments)),
    )


def _median_s(fn: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def gold_curve(points: Sequence[tuple[int, int]], problems: int) -> list[float]:
    """Median seconds of ``solve`` per (sources, payments) point over ``problems`` problems."""
    rng = random.Random(SEED)
    out = []
    for n, m in points:
        times = []
        for _ in range(problems):
            problem = _problem(rng, n, m)
            times.append(_median_s(lambda: solve(problem, time_limit_s=10.0), 1))  # noqa: B023
        out.append(statistics.median(times))
    return out


def board_curve(scales: Sequence[int], repeat: int) -> list[tuple[int, float, float]]:
    """(cards in play, median check seconds, median legal_announcements count seconds)."""
    from benchmarks.boards import make_board
    from solver.announce import legal_announcements
    from solver.good_faith import check
    from solver.timing import usable_now

    out = []
    for k in scales:
        checks: list[float] = []
        announce: list[float] = []
        in_play: list[int] = []
        for seed in (11, 12):
            board = make_board(
                seed, holdings=8 * k, personalities=7 * k, attachments=4 * k, table_abilities=8
            )
            view = board.view
            in_play.append(board.in_play)
            for player, card, index in board.checks:
                if usable_now(view, player, card, index).ok:
                    checks.append(
                        _median_s(lambda: check(view, player, card, index), repeat)  # noqa: B023
                    )
            for player in ("p1", "p2"):
                announce.append(
                    _median_s(lambda: legal_announcements(view, player).count(), repeat)  # noqa: B023
                )
        out.append(
            (
                round(statistics.mean(in_play)),
                statistics.median(checks),
                statistics.median(announce),
            )
        )
    return out


def run(quick: bool, plot: Path | None = DEFAULT_PLOT) -> tuple[dict[str, float], str]:
    """The figures, and a line saying where the plot went (or why there is none)."""
    from benchmarks.boards import OracleMissing, oracle_available

    figures: dict[str, float] = {}
    sources = [10, 50, 200] if quick else [10, 25, 50, 100, 200, 400]
    payments = [1, 3, 10] if quick else [1, 2, 3, 5, 10, 20]
    problems = 2 if quick else 5
    by_sources = gold_curve([(n, 5) for n in sources], problems)
    by_payments = gold_curve([(100, m) for m in payments], problems)
    for n, t in zip(sources, by_sources, strict=True):
        figures[f"scale.sources{n}_payments5_ms"] = t * 1000
    for m, t in zip(payments, by_payments, strict=True):
        figures[f"scale.sources100_payments{m}_ms"] = t * 1000
    boards: list[tuple[int, float, float]] = []
    note = ""
    if oracle_available():
        try:
            boards = board_curve([1, 5, 25] if quick else [1, 2, 5, 10, 25], 1 if quick else 3)
        except OracleMissing as exc:
            note = f"cards-in-play curve skipped: {exc}"
    else:
        note = "cards-in-play curve skipped: the Oracle of the Void export is not available"
    for n, c, a in boards:
        figures[f"scale.cards{n}_check_median_ms"] = c * 1000
        figures[f"scale.cards{n}_announce_ms"] = a * 1000
    where = _plot(plot, sources, by_sources, payments, by_payments, boards)
    return figures, "; ".join(x for x in (where, note) if x)


def _plot(
    path: Path | None,
    sources: Sequence[int],
    by_sources: Sequence[float],
    payments: Sequence[int],
    by_payments: Sequence[float],
    boards: Sequence[tuple[int, float, float]],
) -> str:
    if path is None:
        return "plot not requested"
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "plot skipped: matplotlib is not installed (pip install matplotlib)"
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.2))
    ax = axes[0]
    ax.plot(sources, [t * 1000 for t in by_sources], "o-")
    ax.set(title="Gold plan: 5 payments", xlabel="Gold sources", ylabel="ms (median)")
    ax.set_xscale("log")
    ax = axes[1]
    ax.plot(payments, [t * 1000 for t in by_payments], "o-", color="tab:orange")
    ax.set(title="Gold plan: 100 sources", xlabel="payments", ylabel="ms (median)")
    ax = axes[2]
    if boards:
        xs = [b[0] for b in boards]
        ax.plot(xs, [b[1] * 1000 for b in boards], "o-", label="check (median)")
        ax.plot(xs, [b[2] * 1000 for b in boards], "s-", label="legal_announcements.count()")
        ax.legend()
    else:
        ax.text(0.5, 0.5, "Oracle data not available", ha="center", va="center")
    ax.set(title="Good Faith on Oracle boards", xlabel="cards in play", ylabel="ms")
    if boards:
        ax.set_xscale("log")
    for a in axes:
        a.grid(True, alpha=0.3)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return f"plot saved to {path}"


if __name__ == "__main__":
    figs, msg = run("--quick" in sys.argv)
    for key, value in figs.items():
        print(f"{key:<40} {value:,.4g}")
    print(msg)
