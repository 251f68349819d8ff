"""Unread "will not join you" sentences of cards in play (a Sensei's or a Personality's limit on
the cards its player brings into play; Costs and restrictions), read fail-closed:

"Personalities with a printed Personal Honor of 1 or less will not join you." (Tadaji Sensei)
binds only its controller ("you"), speaks only of Personalities, and tests a printed stat, always
known: a Holding, a Follower, an Item, another player's Personality, or a Personality whose
printed Personal Honor is above the bound is not concerned (h27adv2 F1). One it does concern
keeps the doubt (``unknown``).
"""

from __future__ import annotations

import re

from model.cards import CardDef
from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["join_concerns"]

_PRINTED = lazy_regex(
    r"^Personalities with a printed Personal Honor of (?P<n>\d+) or (?P<dir>less|more) will not "
    r"join you\.?$",
    re.IGNORECASE,
)


def join_concerns(said: str, definition: CardDef, yours: bool) -> bool | None:
    """Could ``said`` forbid the play of ``definition`` (``yours``: its card is controlled by the
    player)? None when the sentence is not of the shape read."""
    m = _PRINTED.fullmatch(said.strip())
    if m is None:
        return None
    if not yours or definition.type is not CardType.PERSONALITY:
        return False
    ph = definition.personal_honor
    if ph is None:
        return True
    n = int(m.group("n"))
    return ph <= n if m.group("dir").lower() == "less" else ph >= n
