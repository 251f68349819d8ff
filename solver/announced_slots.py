"""The targets the caller announced in the check under way (``solver.good_faith.check``'s
``targets``), for readings that hold only for that choice: Moto Gaheris • Experienced's
"unless their effects will unconditionally move or destroy him" with another unit announced
(``solver.unless_moved_scope``; Abilities and actions, Good Faith: the announced action is the
one judged)."""

from __future__ import annotations

import contextvars
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager

__all__ = ["announced_slots", "announcing"]

_ANNOUNCED: contextvars.ContextVar[Mapping[str, tuple[str, ...]] | None] = contextvars.ContextVar(
    "announced_slots", default=None
)


@contextmanager
def announcing(
    targets: Mapping[str, Sequence[str]] | None, pins: Mapping[str, Sequence[str]] | None = None
) -> Iterator[None]:
    """Within the block, ``announced_slots()`` is ``targets`` with ``pins`` (a slot's first
    cards, as the factored action space fixes them: the whole choice of a slot of that many
    cards) under them; None when neither is given."""
    if targets is None and pins is None:
        shown = None
    else:
        shown = {k: tuple(v) for k, v in {**(pins or {}), **(targets or {})}.items()}
    token = _ANNOUNCED.set(shown)
    try:
        yield
    finally:
        _ANNOUNCED.reset(token)


def announced_slots() -> Mapping[str, tuple[str, ...]] | None:
    """The announced (or pinned) targets, slot name -> card ids, of the check under way, or
    None. A pinned slot may hold only its first cards: compare with the slot's count."""
    return _ANNOUNCED.get()
