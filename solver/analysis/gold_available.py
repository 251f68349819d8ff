"""The deck report's "Gold available" (h43adv1 W6): the Gold the player's unbowed sources
produce together for any purchase, each card's best mode that may pay for anything (Costs and
restrictions / Gold production: a source produces by one of its modes). Gold that pays only
for some cards is left out, a restricted mode ("3 Gold if paying for a Magistrate which may
only pay for that card", Magistrate's Stipend) as much as a bonus for some payments ("3 Gold
when paying for a Nonhuman", Ageless Shrine): the purchases still use it, so "Gold spent" may
exceed this figure."""

from __future__ import annotations

from typing import Final

from model.state import View
from solver.production import gold_sources

__all__ = ["HEADER", "gold_available"]

#: the report's column header, saying what it counts
HEADER: Final = "Gold available (any purchase)"


def gold_available(view: View, player: str) -> int:
    """The module's figure for ``player`` on ``view``."""
    best: dict[str, int] = {}
    for s in gold_sources(view, player):
        if s.only_for is not None:
            continue
        key = s.group or s.id
        best[key] = max(best.get(key, 0), s.gold)
    return sum(best.values())
