"""An unread trait sentence that only adds a Gold source ("Once per turn, produce 1 Gold that
can only pay for a single action from your card in play." Colonial Market; "Once per turn, if
Nishigori is unbowed, produce 3 Gold which can only pay for a single Strategy's action."):
Costs and restrictions / Gold production, "Gold may be produced from any number of sources ...
If one source of production is interfered with, other sources may be used instead": a source
is used only when chosen, so one more can't make a cost unpayable. A legal answer stays legal;
an illegal one may turn (the doubt stays)."""

from __future__ import annotations

import re

__all__ = ["adds_gold_source_only"]

_GOLD_SOURCE = re.compile(
    r"(?:Once per (?:turn|round), )?(?:if [^,.]+, )?produce \d+ Gold "
    r"(?:that|which) can only pay for [^.;]+\.?",
    re.IGNORECASE,
)


def adds_gold_source_only(said: str) -> bool:
    """Is the sentence ``said`` only a Gold source restricted to some payments?"""
    return _GOLD_SOURCE.fullmatch(said.strip()) is not None
