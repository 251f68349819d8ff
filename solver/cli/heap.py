"""The garbage collector in one ``goodfaith`` command: fewer, cheaper collections.

A command builds a large heap that lives until it exits (the imported readers, the card pool
index, the loaded state), and CPython's cyclic collector walks all of it at every full
collection: in a ``check`` that walking cost more than the check itself. The console entry
point (``solver.cli.app.main``, one command per process) collects less often
(``quiet_collector``) and moves what is loaded out of the collector's sight once it is loaded
(``settle``: ``gc.freeze``). Nothing is freed that would have been used again; no answer
depends on it. The library, and the app run inside another process (tests' ``CliRunner``),
are untouched: ``settle`` does nothing unless ``quiet_collector`` ran.
"""

from __future__ import annotations

import gc

#: Allocations between young collections (CPython's default is 700).
YOUNG_THRESHOLD = 10_000

_ONE_SHOT: list[bool] = []


def quiet_collector() -> None:
    """Collect the young generation every ``YOUNG_THRESHOLD`` allocations, not every 700, and
    let ``settle`` freeze: this process runs one command and exits."""
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
    _ONE_SHOT.append(True)


def settle() -> None:
    """In a one-command process, everything alive now (modules, pool, state) is kept to the
    end: the collector never walks it again."""
    if _ONE_SHOT:
        gc.freeze()
