"""The garbage collector in one ``goodfaith`` command: fewer, cheaper collections.

A command builds a large heap that lives until it exits (the imported readers, the card pool
index, the loaded state), and CPython's cyclic collector walks all of it at every full
collection: in a ``check`` that walking cost more than the check itself. The command
collects less often (``quiet_collector``) and moves what is loaded out of the collector's
sight once it is loaded (``settle``: ``gc.freeze``). Nothing is freed that would have been
used again; no answer depends on it. The library is untouched: only the CLI calls these.
"""

from __future__ import annotations

import gc

#: Allocations between young collections (CPython's default is 700).
YOUNG_THRESHOLD = 10_000


def quiet_collector() -> None:
    """Collect the young generation every ``YOUNG_THRESHOLD`` allocations, not every 700."""
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)


def settle() -> None:
    """Everything alive now (modules, pool, state) is kept to the end: never walk it again."""
    gc.freeze()
