"""A keyword given to abilities only, never to a card: "This Stronghold's ability has Tireless
if you bow your Fortification when announcing it." (The Indomitable Fortress of the Crab),
"Your Stronghold's printed abilities have Tireless while this Holding is unbowed." (Shrine to
Inari). Reference 04: a keyword of an ability is that ability's own; a card's keywords are
printed on the card or given to it. Such a sentence gives no card a keyword or a Clan, so it
leaves who has a keyword settled (``model.side_stats.keywords_settled``; h38adv4 N3: the
Fortress doubted Shamate Keep's Paragons and Yuki no Onna's Forests). A sentence that goes on
("and ...", "other", "each", "all", "any") is not one."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["ability_keyword_only"]

_KIND = r"(?:card|Personality|Follower|Item|Spell|Holding|Stronghold|Sensei|Region|Celestial)"
_GRANT = lazy_regex(
    rf"^(?:This {_KIND}|Your Stronghold)'s (?:printed )?abilit(?:y|ies) (?:has|have|gains?) "
    r"(?:the )?[A-Z][\w-]*(?: keyword)?\b"
)
_MORE = lazy_regex(r"\b(?:other|and|each|all|any|also|has|have|gains?)\b|;", re.I)


def ability_keyword_only(said: str) -> bool:
    """Does ``said`` give a keyword to abilities only, never to a card (see the module)?"""
    m = _GRANT.match(said.strip())
    return m is not None and _MORE.search(said[m.end() :]) is None
