"""Gold equal to a stat of a target the player chooses, which the production leaves as it is
(Costs and restrictions / Gold production): ":bow:: If you control an Artisan, produce Gold
equal to the Personal Honor of your target Artisan" (``ProductionMode.target``; bowing the
target instead is ``bow_target``, ``model.oracle.production_target``).
"""

from __future__ import annotations

from collections.abc import Callable

from model.cards import ProductionMode
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.oracle.production_terms import _selector

__all__ = ["target_stat_modes"]

_TARGET_STAT = lazy_regex(
    r"produce (?:an amount of )?gold equal to the (?P<stat>personal honor|chi) of your target "
    r"(?P<what>[a-z]+)"
)
_STATS = {"personal honor": Stat.PERSONAL_HONOR, "chi": Stat.CHI}


def target_stat_modes(
    s: str, honor: int, produce: Callable[[str, int], list[ProductionMode]] | None = None
) -> list[ProductionMode] | None:
    """The mode of ``s`` when it produces Gold equal to the Personal Honor or Chi of "your
    target <card type or keyword>" (one card you control, chosen as a target: a keyword or a
    card type, ``_selector``, which raises on anything more); None when ``s`` is not such a
    sentence. ``produce`` is unused (the signature of the other readers)."""
    m = _TARGET_STAT.fullmatch(s)
    if m is None:
        return None
    select = _selector(m.group("what"), plural=False, other=False)
    stat = _STATS[m.group("stat")]
    return [ProductionMode(gold=0, target=select, target_stat=stat, lose_honor=honor)]
