"""The Personality an Equip being checked was announced onto (Reference 02: Equip attaches the
card to a Personality its player controls), for readers deep in the check that are asked of
the play alone (``solver.play_quality_scope``): "Followers in this unit have Cavalry." (Moto
Jun-Ni) can't give the card a keyword when it attaches to a Personality of another unit
(``solver.unit_grant_reach``; h44adv3 H16). None: no host announced (every host may be)."""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from typing import TypeVar

__all__ = ["announced_host", "with_announced_host"]

T = TypeVar("T")

_HOST: contextvars.ContextVar[tuple[str, str] | None] = contextvars.ContextVar(
    "equip_host", default=None
)


def announced_host(card: str) -> str | None:
    """The host announced for the Equip of ``card`` being checked, or None."""
    found = _HOST.get()
    return found[1] if found is not None and found[0] == card else None


def with_announced_host(card: str, host: str | None, run: Callable[[], T]) -> T:
    """``run()`` with ``host`` announced for the Equip of ``card`` (None: nothing set)."""
    if host is None:
        return run()
    token = _HOST.set((card, host))
    try:
        return run()
    finally:
        _HOST.reset(token)
