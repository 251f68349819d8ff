"""The card types a trait sentence's subject names (Reference 03: a card's type does not change
in play; Reference 04: a stat change changes the cards it names alone): "Your Crab Clan
Personalities have +1F while opposed." changes Personalities only, never a Follower, whatever
Clan or keyword words come before the noun, or which qualifier after it ("at this
battlefield", "with a Weapon"). A subject naming "cards", "units" or "attachments", or no type
noun at all, is not read so."""

from __future__ import annotations

import re

from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["subject_types"]

_NOUNS = {
    "personalities": CardType.PERSONALITY,
    "followers": CardType.FOLLOWER,
    "holdings": CardType.HOLDING,
    "items": CardType.ITEM,
    "spells": CardType.SPELL,
}
#: words by which a subject may name cards of other types too
_WIDE = lazy_regex(r"\b(?:cards?|units?|attachments?|in and out of play|Strongholds?)\b", re.I)


#: a qualifier after the subject's noun ("Personalities at this battlefield", "in Ikako's army",
#: "with a Weapon"): it only narrows the cards the noun names (h37needless). Not "who" or
#: "that": a subject cut at its first "have" ("Personalities who have Followers ...") may name
#: other cards in the words after
_QUALIFIED = lazy_regex(
    r"^(?P<head>.+?)\s+(?P<tail>(?:at|in|with|without|under|opposing|attached|controlled)\b.*)$",
    re.I,
)
#: words by which a qualifier may join more cards to the subject ("... and their Followers")
_JOINS = lazy_regex(r",|\b(?:and|or|plus|as well as|their|his|her|its|in and out of play)\b", re.I)


def subject_types(subject: str) -> frozenset[CardType] | None:
    """The card types the plural ``subject`` ("Crab Clan Personalities", "Personalities and
    Followers", "Personalities at this battlefield") names, or None when it may name cards of
    any type. A qualifier after the noun narrows its cards, never adds any, unless its words
    may join other cards (``_JOINS``)."""
    if (q := _QUALIFIED.match(subject.strip())) is not None and not _JOINS.search(q["tail"]):
        subject = q["head"]
    if _WIDE.search(subject):
        return None
    words = re.findall(r"[A-Za-z]+", subject)
    if not words or words[-1].lower() not in _NOUNS:
        return None
    return frozenset(_NOUNS[w.lower()] for w in words if w.lower() in _NOUNS)
