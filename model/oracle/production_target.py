"""Gold produced at the cost of a stat penalty on a target card of yours (Costs and
restrictions / Gold production; ``ProductionMode.penalize_other``): ":bow:: Permanently give
your target Personality -2C to produce 3 Gold".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.cards import ProductionMode
from model.common import Stat
from model.oracle.production_terms import _selector, _Unmodelled

_PENALTY = re.compile(
    r"permanently give your target (?P<what>[a-z]+) -(?P<n>\d+)(?P<stat>[fc]) "
    r"to (?P<rest>produce .+)"
)
_STATS = {"f": Stat.FORCE, "c": Stat.CHI}

Produce = Callable[[str, int], list[ProductionMode]]


def penalty_modes(s: str, honor: int, produce: Produce) -> list[ProductionMode] | None:
    """The modes of sentence ``s`` when it produces at the cost of a permanent Force or Chi
    penalty on a target card of the player's (the Gold read by ``produce``), None when it is
    not such a sentence; raises ``_Unmodelled`` when it is one that can't be read. Only a
    fixed amount after the cost is read ("to produce 3 Gold"); "your target Personality" is a
    Personality the player controls (not this card: a Holding), chosen as a target."""
    m = _PENALTY.fullmatch(s)
    if m is None:
        return None
    if not re.fullmatch(r"produce \d+ gold", m.group("rest")) or int(m.group("n")) < 1:
        raise _Unmodelled(f"production at the cost of a penalty on another card: {s!r}")
    select = _selector(m.group("what"), plural=False, other=True)
    if not select.type:  # a card type only ("your target Personality"), not a keyword
        raise _Unmodelled(f"production at the cost of a penalty on another card: {s!r}")
    return [
        replace(
            mode,
            penalize_other=select,
            penalty_stat=_STATS[m.group("stat")],
            penalty=-int(m.group("n")),
        )
        for mode in produce(m.group("rest"), honor)
    ]
