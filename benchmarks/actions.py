"""The factored action space (``solver.decision``) on big boards: time, size and exactness.

``python -m benchmarks.actions [--quick] [--json]``

- a synthetic board of 1,000 cards in play (Mines, 300 + 500 Personalities) with 20 two-target
  actions in hand: ``goodfaith actions --json`` timed as a process (what a client pays), its
  output size, and the first two target steps in process;
- seeded two-player Oracle boards of about 950 cards in play (``benchmarks.boards``, real card
  texts): the root step, then the first step of every legal announcement; each such step's
  legal ids are compared with a reference built another way (every target set listed by the
  targeting solver, each checked with its costs by ``check(targets=...)``), where listing them
  all takes under 2 s;
- the peer: the previous flat encoding (``solver.agents.legal_actions``: every announcement x
  first target x cost alternative checked up front) on the same Oracle boards at 1/5 the size.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from model.load import parse_state
from model.state import View
from solver.decision import DecisionPoint, card_code
from solver.good_faith import check
from solver.targeting import SearchTimeout, build_problems, iter_target_sets_any

TITLES = ["T Samurai", "T Magistrate", "T Brute", "T Monk"]


def synthetic_state() -> dict[str, Any]:
    """1,000 cards in play and 20 copies in hand of an action with two required targets."""
    from tests.builders import DEFS, card

    cards: list[dict[str, Any]] = [card("me-sh", "T Stronghold", "me")]
    cards += [card(f"me-m{i}", "T Mine", "me", bowed=i % 3 == 0) for i in range(199)]
    cards += [card(f"me-p{i}", TITLES[i % 4], "me") for i in range(300)]
    cards += [card(f"op-p{i}", TITLES[i % 4], "opp") for i in range(500)]
    cards += [card(f"h{i}", "T Duel", "me", "hand") for i in range(20)]
    duel = {
        "provenance": "implied",
        "title": "T Duel",
        "type": "strategy",
        "gold_cost": 2,
        "abilities": [
            {
                "designators": ["open"],
                "targets": [
                    {"name": "mine", "select": {"type": "personality", "controller": "you"}},
                    {"name": "theirs", "select": {"type": "personality", "controller": "opponent"}},
                ],
            }
        ],
    }
    return {
        "players": [
            {"id": "me", "family_honor": 10, "clan": "crab"},
            {"id": "opp", "family_honor": 10, "clan": "crane"},
        ],
        "active_player": "me",
        "definitions": [*DEFS, duel],
        "cards": cards,
    }


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def synthetic(figures: dict[str, float]) -> None:
    data = synthetic_state()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "thousand.json"
        path.write_text(json.dumps(data))
        walls = []
        size = 0
        for _ in range(3):
            start = time.perf_counter()
            out = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "solver.cli",
                    "actions",
                    str(path),
                    "--player",
                    "me",
                    "--json",
                ],
                capture_output=True,
                check=True,
            ).stdout
            walls.append(time.perf_counter() - start)
            size = len(out)
    figures["actions.synthetic1000_cli_s"] = statistics.median(walls)
    figures["actions.synthetic1000_json_bytes"] = size
    loaded = parse_state(data, "synthetic")
    start = time.perf_counter()
    root = DecisionPoint(loaded, "me")
    ids = root.legal_ids()
    figures["actions.synthetic1000_root_ms"] = _ms(start)
    start = time.perf_counter()
    first = root.apply(ids[0])
    n_first = len(first.legal_ids())
    figures["actions.synthetic1000_target1_ms"] = _ms(start)
    start = time.perf_counter()
    second = first.apply(first.legal_ids()[0])
    n_second = len(second.legal_ids())
    figures["actions.synthetic1000_target2_ms"] = _ms(start)
    figures["actions.synthetic1000_target_sets"] = n_first * n_second


def _reference_first_step(point: DecisionPoint) -> set[int] | None:
    """The first target step's legal ids, built from every target set (None: too many)."""
    p = point.partial
    assert p.card is not None and isinstance(p.ability, int) and point.step.name is not None
    view = point.view
    ability = view.definition(p.card).abilities[p.ability]
    name = point.step.name
    found: set[int] = set()
    firsts: set[str] = set()
    try:
        deadline = time.monotonic() + 2.0
        for ts in iter_target_sets_any(
            build_problems(view, point.player, p.card, ability), deadline
        ):
            head = ts[name][0]
            if head in firsts:
                continue
            if check(view, point.player, p.card, p.ability, targets=ts).legal:
                firsts.add(head)
                found.add(card_code(head))
            if time.monotonic() > deadline:
                return None
    except SearchTimeout:
        return None
    return found


def oracle(figures: dict[str, float], quick: bool) -> None:
    from benchmarks.boards import make_board
    from solver.agents import legal_actions

    roots: list[float] = []
    steps: list[float] = []
    sizes: list[float] = []
    agree = compared = 0
    flat: list[float] = []
    factored_small: list[float] = []
    seeds = (11,) if quick else (11, 12)
    for seed in seeds:
        k = 25
        board = make_board(seed, holdings=8 * k, personalities=7 * k, attachments=4 * k)
        view = board.view
        for player in ("p1", "p2"):
            start = time.perf_counter()
            root = DecisionPoint(view, player)
            ids = root.legal_ids()
            roots.append(_ms(start))
            sizes.append(len(json.dumps({"legal": ids, "actions": [root.text(i) for i in ids]})))
            for aid in ids[: 8 if quick else None]:
                start = time.perf_counter()
                nxt = root.apply(aid)
                legal = set(nxt.legal_ids())
                steps.append(_ms(start))
                if nxt.kind == "target" and not nxt.step.chosen:
                    ref = _reference_first_step(nxt)
                    if ref is not None:
                        compared += 1
                        agree += ref == legal
        small = make_board(seed, holdings=8 * 5, personalities=7 * 5, attachments=4 * 5)
        sview = small.view
        for player in ("p1", "p2"):
            fresh = View.of(sview.state, sview.library)
            start = time.perf_counter()
            legal_actions(fresh, player)
            flat.append(_ms(start))
            fresh = View.of(sview.state, sview.library)
            start = time.perf_counter()
            root = DecisionPoint(fresh, player)
            for aid in root.legal_ids():
                root.apply(aid).legal_ids()
            factored_small.append(_ms(start))
    figures["actions.oracle950_root_median_ms"] = statistics.median(roots)
    figures["actions.oracle950_root_json_bytes_max"] = max(sizes)
    figures["actions.oracle950_step_median_ms"] = statistics.median(steps)
    figures["actions.oracle950_step_max_ms"] = max(steps)
    figures["actions.oracle950_first_steps_compared"] = compared
    figures["actions.oracle950_first_steps_agreement"] = agree / compared if compared else 1.0
    figures["actions.oracle200_flat_median_ms"] = statistics.median(flat)
    figures["actions.oracle200_root_and_first_steps_median_ms"] = statistics.median(factored_small)


def run(quick: bool) -> dict[str, float]:
    from benchmarks.boards import oracle_available

    figures: dict[str, float] = {}
    synthetic(figures)
    if oracle_available():
        oracle(figures, quick)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = run(args.quick)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    for name, value in figures.items():
        print(f"{name:55} {value:12.2f}")


if __name__ == "__main__":
    main()
