"""The solver's one-time load, kept out of a check's time limit (README "Time limits"; as
``solver.gold.cpsat_load`` keeps OR-Tools' out of a Gold call's).

Most solver modules are imported by the function that needs them (import cycles, start-up
time), so the first ``check`` of a process imported them inside its time limit: measured on
this 2-core machine under load (h42sensei, g37, a real-card board loaded with ``--cards`` both
folders): the first ``check`` of each ability imported 434 modules in 1.5-2.1 s of the 2 s,
and an answer could be ``unknown`` by time only because of that. ``load_solver`` imports every
module of ``model`` and ``solver`` that a check may import (not the CLI, the service, the deck
simulation, the agents, nor the other commands' own modules: ``_SKIPPED``), once per process
(thread-safe), before a check's deadline is set
(OR-Tools' own load is ``cpsat_load``'s, already out of the limit, and most checks never need
it): ``time_limit_s`` bounds the search alone. The load is bounded separately: it
is said, not hidden (``loaded_seconds``), and ``slow_load_note`` words it when it took longer
than ``LOAD_BOUND_S`` (the CLI prints it on stderr). OR-Tools' load (``cpsat_load``, about 1 s,
most checks never need it) stays lazy, but a check whose Gold call makes it moves its own
deadline by it too (``past_load``): ``gold.solve`` moved only its own, and the check's search
went on past its deadline, ``unknown`` by time. python-constraint2 (about 20 ms) is imported
with the first problem a search builds (``solver.csp``), inside that check's limit: most
checks build none."""

from __future__ import annotations

import importlib
import pkgutil
import threading
import time
from collections.abc import Sequence
from typing import Final

import model
import solver
from model.load import LoadedState, as_view
from model.state import View

__all__ = [
    "LOAD_BOUND_S",
    "cpsat_cold",
    "load_solver",
    "loaded_seconds",
    "past_load",
    "ready_view",
    "slow_load_note",
]

#: a load longer than this is reported (``slow_load_note``): the check's own limit is 2 s
LOAD_BOUND_S: Final = 5.0
#: packages no check imports (their own entry points load what they need)
_SKIPPED: Final = (
    "solver.cli",
    "solver.service",
    "solver.analysis",
    "solver.agents",
    "solver.gold.cpsat",  # OR-Tools: ``cpsat_load`` keeps it out of the limit
    # the other commands' own modules, imported by their commands (and the service) before any
    # deadline: deck lists, card-data kinds, decision points, target listings, scenarios, the
    # service's request errors (about 20 ms of every ``check``'s start-up)
    "model.decklist",
    "model.deck_hints",
    "model.library",
    "model.oracle.data_files",
    "model.oracle.experienced_titles",
    "solver.agent_abilities",
    "solver.decision",
    "solver.listing",
    "solver.listing_answer",
    "solver.play_target_listing",
    "solver.request_errors",
    "solver.scenarios",
)

_LOCK = threading.Lock()
_SPENT: list[float] = []  # the seconds the one load took (empty: not loaded)


def load_solver() -> float:
    """Import the check's modules, once per process; the seconds this call spent on it (0.0
    once loaded)."""
    if _SPENT:
        return 0.0
    with _LOCK:
        if _SPENT:
            return 0.0
        start = time.perf_counter()
        for package in (model, solver):
            _import_all(package.__name__, package.__path__)
        _SPENT.append(time.perf_counter() - start)
        return _SPENT[0]


def _import_all(name: str, path: Sequence[str]) -> None:
    """Import every module under package ``name`` (at ``path``) but the skipped packages."""
    for info in pkgutil.iter_modules(path, name + "."):
        if info.name in _SKIPPED:
            continue
        found = importlib.import_module(info.name)
        if info.ispkg:
            _import_all(info.name, found.__path__)


def loaded_seconds() -> float | None:
    """What the one load took, in seconds; None before it."""
    return _SPENT[0] if _SPENT else None


def slow_load_note() -> str | None:
    """The words for a load past ``LOAD_BOUND_S``; None when it was quicker or not done."""
    spent = loaded_seconds()
    if spent is None or spent <= LOAD_BOUND_S:
        return None
    return (
        f"loading the solver took {spent:.1f} s (over {LOAD_BOUND_S:.0f} s; not counted in "
        "any time limit)"
    )


def ready_view(state: LoadedState | View) -> View:
    """``state`` as a View, the solver loaded first (``load_solver``): what a check calls
    before it sets its deadline."""
    load_solver()
    return as_view(state)


def cpsat_cold() -> bool:
    """Has OR-Tools not been loaded yet in this process (``solver.gold.cpsat_load``)?"""
    from solver.gold.cpsat_load import loaded_seconds as cpsat_seconds

    return cpsat_seconds() is None


def past_load(deadline: float, cold: bool) -> float:
    """A check's ``deadline`` moved by OR-Tools' load when the Gold call just made was the one
    to make it (``cold`` before it, loaded after): the load is not search time."""
    from solver.gold.cpsat_load import loaded_seconds as cpsat_seconds

    spent = cpsat_seconds()
    return deadline + spent if cold and spent is not None else deadline
