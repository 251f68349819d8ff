"""Deck analysis: the goldfish simulation's speed, and the purchase solver against its peers.

- ``goldfish.games1000_turns5_s``: 1000 games x 5 turns in one process (the goal: within
  30 s on 2 cores); ``goldfish.games1000_turns5_jobs2_s``: the same over 2 worker processes
  (spawned: their start-up is included); ``goldfish.jobs_identical``: 1.0 when both reports are
  the same bytes. The deck is ``examples/decks/crab-berserkers.txt`` on the Oracle export when
  ``../shared/data`` is present (``goldfish.oracle_deck`` = 1.0), else the bundled-library deck.
- On the tables those games reach (each turn, before the purchases): the purchase solver
  (``lines.median_ms``, cold memo, card-level Gold plan included; ``lines.fast_path_rate``:
  share answered without CP-SAT), the CP-SAT model alone (``lines.cpsat_median_ms``), the brute
  force over subsets x the Gold planner (``lines.bruteforce_median_ms``,
  ``lines.bruteforce_speedup``), ``lines.agreement`` (same best score, Gold and sources: must
  be 1.0), and the peers' plain sum check (buy by score while the total Gold covers the total
  cost): ``lines.sumcheck_unpayable_rate``, the share of tables where the set it buys can't
  actually be paid from unsplittable sources.

Run: ``python -m benchmarks.goldfish [--quick]``. Seeded: the same run plays the same games.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from model.decklist import DeckList, load_decklist
from model.state import View
from solver import gold
from solver.analysis.goldfish import GoldfishConfig, play_game, simulate
from solver.analysis.purchases import best_purchases, brute_force, candidates, clear_memo
from solver.cli.deck import report_json
from solver.production import gold_sources

ROOT = Path(__file__).resolve().parents[1]
ORACLE = ROOT.parent / "shared" / "data" / "oracle"
SEED = 20240611


def _deck() -> tuple[DeckList, bool]:
    if ORACLE.is_dir():
        from model.oracle import load_oracle

        return load_decklist(ROOT / "examples/decks/crab-berserkers.txt", load_oracle(ORACLE)), True
    return load_decklist(ROOT / "examples/decks/crab-bundled.txt"), False


def _tables(deck: DeckList, games: int) -> list[View]:
    views: list[View] = []
    config = GoldfishConfig(turns=5, games=games, seed=SEED + 1)
    lib = deck.library()
    for g in range(games):
        play_game(deck, g, config, lib, observe=views.append)
    return views


def _sumcheck_unpayable(view: View) -> bool:
    """The peers' check: buy by score while the total Gold covers the total cost. True when
    that set can't be paid with unsplittable sources (each purchase its own payment)."""
    cands, _ = candidates(view, "me")
    sources = gold_sources(view, "me")
    total = sum(s.gold for s in sources)
    chosen = []
    need = 0
    for c in sorted(cands, key=lambda c: -c.score):
        if need + c.gold_needed <= total:
            chosen.append(c)
            need += c.gold_needed
    payments = [p for c in chosen for p in c.payments()]
    if not any((p.cost or 0) > 0 for p in payments):
        return False
    return not gold.solve(gold.PaymentProblem(tuple(sources), tuple(payments))).feasible


def run(quick: bool) -> dict[str, float]:
    """Measure everything in one run; keys as in the module docstring."""
    out: dict[str, float] = {}
    deck, oracle = _deck()
    out["goldfish.oracle_deck"] = float(oracle)
    config = GoldfishConfig(turns=5, games=1000, seed=SEED)
    start = time.perf_counter()
    one = report_json(simulate(deck, config))
    out["goldfish.games1000_turns5_s"] = time.perf_counter() - start
    start = time.perf_counter()
    two = report_json(simulate(deck, config, jobs=2))
    out["goldfish.games1000_turns5_jobs2_s"] = time.perf_counter() - start
    out["goldfish.jobs_identical"] = float(one == two)

    views = _tables(deck, 12 if quick else 60)
    ours: list[float] = []
    cpsat: list[float] = []
    brute: list[float] = []
    agree = fast = unpayable = 0
    for view in views:
        clear_memo()
        start = time.perf_counter()
        result = best_purchases(view, "me")
        ours.append(time.perf_counter() - start)
        fast += result.method == "enum"
        start = time.perf_counter()
        cp = best_purchases(view, "me", method="cp-sat")
        cpsat.append(time.perf_counter() - start)
        start = time.perf_counter()
        expected = brute_force(view, "me")
        brute.append(time.perf_counter() - start)
        got = (result.score, result.gold_produced, result.sources_used)
        agree += got == expected and (cp.score, cp.gold_produced) == expected[:2]
        unpayable += _sumcheck_unpayable(view)
    n = len(views)
    out["lines.tables"] = n
    out["lines.median_ms"] = statistics.median(ours) * 1000
    out["lines.fast_path_rate"] = fast / n
    out["lines.cpsat_median_ms"] = statistics.median(cpsat) * 1000
    out["lines.bruteforce_median_ms"] = statistics.median(brute) * 1000
    out["lines.bruteforce_speedup"] = sum(brute) / sum(ours)
    out["lines.agreement"] = agree / n
    out["lines.sumcheck_unpayable_rate"] = unpayable / n
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--quick", action="store_true", help="fewer tables for the peers")
    args = parser.parse_args()
    results = run(args.quick)
    width = max(len(k) for k in results)
    print(f"{'metric':<{width}}  value")
    for key, value in results.items():
        print(f"{key:<{width}}  {value:,.4g}")


if __name__ == "__main__":
    main()
