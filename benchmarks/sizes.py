"""Adversarial sizes (h42adv4 section 6): the size boards of ``benchmarks/size_boards`` (s10,
s30, s100, s300: 12 to 374 cards in play, real Oracle titles, Shamate Keep vs Dragon's Breath
Castle), timed per board:

- ``targets``: ``goodfaith targets`` / ``/v1/targets`` of the Keep's ability (every target set
  checked with its costs, ``solver.listing.checked_target_listing``): seconds and ms per set;
- ``check``: whole-player ``check`` (``solver.announce.check_all``) for lion;
- ``announcements`` (``/v1/announcements``: ``legal_announcements``) and ``actions``
  (``/v1/actions``: the first ``decision_point``), 60 s budgets.

CPU seconds (``time.process_time``: the machine is shared), median of ``--repeat`` runs, each on
a fresh View with the card-text memos emptied (``model.nested_walk``), after one cold run
(timed too: the first listing of a process, as the CLI makes it).

    python -m benchmarks.sizes [--boards s10,s30,s100] [--repeat 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

BOARDS = Path(__file__).parent / "size_boards"
ORACLE = Path(os.environ.get("GOODFAITH_ORACLE", "/work/shared/data/oracle"))


def _forget() -> None:
    """The memos that outlive a View emptied (when this version has them)."""
    try:
        from model import nested_walk
    except ImportError:  # an older tree: nothing kept
        return
    nested_walk._KEPT.clear()
    nested_walk._DERIVED.clear()


def _cpu(fn: Any, repeat: int) -> tuple[float, float, Any]:
    """CPU seconds of the first (cold) run of ``fn()``, the median over ``repeat`` more runs,
    and its last value."""
    start = time.process_time()
    found = fn()
    cold = time.process_time() - start
    times = []
    for _ in range(repeat):
        _forget()
        start = time.process_time()
        found = fn()
        times.append(time.process_time() - start)
    return cold, statistics.median(times), found


def measure(name: str, repeat: int, oracle: Path = ORACLE) -> dict[str, Any]:
    """The figures of one size board (see the module)."""
    from model.load import load_state
    from model.oracle.pool import CardPool
    from model.state import View
    from solver.announce import check_all
    from solver.listing import checked_target_listing
    from solver.solver_load import load_solver

    load_solver()
    loaded = load_state(BOARDS / f"{name}.yaml", cards=CardPool.load((str(oracle),)))
    in_play = sum(1 for c in loaded.state.cards if c.in_play)

    def targets() -> dict[str, object]:
        view = View.of(loaded.state, loaded.library)
        return checked_target_listing(view, "lion", "keep", 0, 20, time.monotonic() + 600)

    def whole() -> list[Any]:
        return check_all(View.of(loaded.state, loaded.library), "lion")

    def announcements() -> Any:
        from solver.announce import legal_announcements

        view = View.of(loaded.state, loaded.library)
        found = legal_announcements(view, "lion", time_limit_s=60, budget_s=60)
        return list(found), list(found.undecided)  # as the service lists them

    def actions() -> Any:
        from solver.decision import decision_json, decision_point

        return decision_json(decision_point(loaded, "lion", [], time_limit_s=60, budget_s=60), [])

    t_cold, t_s, listing = _cpu(targets, repeat)
    _, a_s, _ = _cpu(announcements, repeat)
    _, d_s, _ = _cpu(actions, repeat)
    c_cold, c_s, verdicts = _cpu(whole, repeat)
    sets = listing["count"] or 0
    return {
        "board": name,
        "in_play": in_play,
        "target_sets": listing["count"],
        "targets_cold_s": round(t_cold, 3),
        "targets_s": round(t_s, 3),
        "ms_per_set": round(1000 * t_s / max(1, sets), 2),
        "check_rows": len(verdicts),
        "check_cold_s": round(c_cold, 3),
        "check_s": round(c_s, 3),
        "announcements_s": round(a_s, 3),
        "actions_s": round(d_s, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", default="s10,s30,s100")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not ORACLE.is_dir():
        print(f"no Oracle export at {ORACLE}: skipped", file=sys.stderr)
        return
    rows = [measure(b, args.repeat) for b in args.boards.split(",")]
    if args.json:
        print(json.dumps(rows))
        return
    for r in rows:
        print(
            f"{r['board']:>5} {r['in_play']:>4} in play: targets {r['target_sets']} sets "
            f"{r['targets_s']:.2f} s ({r['ms_per_set']} ms/set, cold {r['targets_cold_s']:.2f} s); "
            f"check {r['check_rows']} rows {r['check_s']:.2f} s (cold {r['check_cold_s']:.2f} s); "
            f"announcements {r['announcements_s']:.2f} s; actions {r['actions_s']:.2f} s"
        )


if __name__ == "__main__":
    main()
