"""OR-Tools' one-time load, kept out of a Gold call's time limit (README "Time limits").

Importing ``ortools.sat.python.cp_model`` and solving a first model cost about 0.3-1 s once per
process (measured: import 840-940 ms and a first one-variable solve 8-20 ms on a loaded 2-core
machine; a second tiny solve 1 ms). A short ``time_limit_s`` (50 ms) could not bound a first
CP-SAT call: it took the whole load, and the search got nothing ("the time limit was hit").
``load_cpsat`` does that load once (thread-safe); ``solver.gold.solve`` moves its deadline by
the seconds the load took, so ``time_limit_s`` bounds the search alone, the first call in a
process as every other (the same answer warm or cold), and the load is said, not hidden:
``loaded_seconds``. The service loads it at start (``solver.service._warm``)."""

from __future__ import annotations

import threading
import time

__all__ = ["load_cpsat", "loaded_seconds"]

_LOCK = threading.Lock()
_SPENT: list[float] = []  # the seconds the one load took (empty: not loaded)


def load_cpsat() -> float:
    """Load OR-Tools' CP-SAT and solve a one-variable model (its first-model setup), once per
    process; the seconds this call spent on it (0.0 once loaded)."""
    if _SPENT:
        return 0.0
    with _LOCK:
        if _SPENT:
            return 0.0
        start = time.perf_counter()
        from ortools.sat.python import cp_model

        model = cp_model.CpModel()
        x = model.new_int_var(0, 1, "x")
        model.add(x >= 1)
        model.minimize(x)
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        solver.parameters.max_time_in_seconds = 1.0
        solver.solve(model)
        _SPENT.append(time.perf_counter() - start)
        return _SPENT[0]


def loaded_seconds() -> float | None:
    """The seconds the one load took in this process; None when not loaded yet."""
    return _SPENT[0] if _SPENT else None
