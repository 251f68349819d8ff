"""The card types a trait sentence's subject names (Reference 03: a card's type does not change
in play; Reference 04: a stat change changes the cards it names alone): "Your Crab Clan
Personalities have +1F while opposed." changes Personalities only, never a Follower, whatever
Clan or keyword words come before the noun. A subject naming "cards", "units" or
"attachments", or no type noun at all, is not read so."""

from __future__ import annotations

import re

from model.common import CardType

__all__ = ["subject_types"]

_NOUNS = {
    "personalities": CardType.PERSONALITY,
    "followers": CardType.FOLLOWER,
    "holdings": CardType.HOLDING,
    "items": CardType.ITEM,
    "spells": CardType.SPELL,
}
#: words by which a subject may name cards of other types too
_WIDE = re.compile(r"\b(?:cards?|units?|attachments?|in and out of play|Strongholds?)\b", re.I)


def subject_types(subject: str) -> frozenset[CardType] | None:
    """The card types the plural ``subject`` ("Crab Clan Personalities", "Personalities and
    Followers") names, or None when it may name cards of any type."""
    if _WIDE.search(subject):
        return None
    words = re.findall(r"[A-Za-z]+", subject)
    if not words or words[-1].lower() not in _NOUNS:
        return None
    return frozenset(_NOUNS[w.lower()] for w in words if w.lower() in _NOUNS)
