"""Zone before keyword: an ability not read of a dynasty card out of play (Reference 05,
Areas: "Cards in out-of-play areas are not in play, and abilities on them may not be used",
unless overridden by a reference to cards in that area; h40adv3 N3).

Yasuki Makoto in a province ("Economic Home Battle, :bow:: Target an enemy Personality. ...",
its keyword Economic not read) is not in play: whatever his text means, none of its abilities
is used from there, so the answer is the zone's refusal, as for his read abilities, not
``unknown``. Only for a Personality, Holding, Region, Follower, Item or Spell (Strategies,
Events and Rings have rules of their own for use out of play) in a province, a deck or a
discard pile, whose text names no area out of play (a province, a hand, a deck, a discard
pile, "out of play") and has no sentence read as a way to use it from elsewhere
(``CardDef.elsewhere_unread``). Cards in hand are another reading's (h40gate).
"""

from __future__ import annotations

import re

from model.abilities import Ability
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone
from solver.timing import where_usable

__all__ = ["unread_zone_refusal"]

_TYPES = frozenset(
    {
        CardType.PERSONALITY,
        CardType.HOLDING,
        CardType.REGION,
        CardType.FOLLOWER,
        CardType.ITEM,
        CardType.SPELL,
    }
)
_ZONES = frozenset(
    {Zone.PROVINCE, Zone.DYNASTY_DISCARD, Zone.FATE_DISCARD, Zone.DYNASTY_DECK, Zone.FATE_DECK}
)
#: words naming an area out of play, or play from there, in the card's own text
_AREAS = lazy_regex(
    r"\bprovinces?\b|\bhand\b|\bdecks?\b|\bdiscard pile|\bout of play\b|\bDiscipline\b|"
    r"\bin play\b|\bdead\b|\bgraveyard\b",
    re.IGNORECASE,
)


def unread_zone_refusal(view: View, player: str, card: str, ab: Ability) -> str | None:
    """ "<Title> is not in play (<zone>)" when ``card``'s unread ability ``ab`` can't be used
    from where the card is (see the module); None when that is not settled here."""
    inst = view.card(card)
    d = view.definition(card)
    if inst.in_play or inst.zone not in _ZONES or d.type not in _TYPES or d.elsewhere_unread:
        return None
    text = " ".join(
        (d.printed_text or "", *ab.not_understood, *d.qualities_unread, *d.grants_unread)
    )
    if d.printed_text is None or _AREAS.search(text):
        return None
    return where_usable(view, player, card)
