"""A keyword given to one card's own abilities by text not read ("This Stronghold's ability has
Tireless if you bow your Fortification when announcing it." — The Indomitable Fortress of the
Crab; "Your Stronghold's printed abilities have Tireless while this Holding is unbowed." —
Shrine to Inari): Reference 04, a keyword of an ability is that ability's own, so the sentence
may change the actions of that card alone (its own card, or its controller's Stronghold),
never another card's keyword test or timing (h29adv1 F2). Other words after the grant ("and
your other abilities ...") leave the sentence unscoped."""

from __future__ import annotations

import re

from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["ability_grant_cards"]

_KIND = r"(?:card|Personality|Follower|Item|Spell|Holding|Stronghold|Sensei|Region|Celestial)"
#: "This Stronghold's ability has Tireless ...", "Your Stronghold's printed abilities have ..."
_GRANT = lazy_regex(
    rf"^(?:(?P<own>This {_KIND})|(?P<sh>Your Stronghold))'s (?:printed )?abilit(?:y|ies) "
    r"(?:has|have|gains?) (?:the )?[A-Z][\w-]*(?: keyword)?\b"
)
#: words by which the sentence would reach further
_MORE = lazy_regex(r"\b(?:other|and|each|all|any)\b", re.I)


def ability_grant_cards(view: View, cid: str, said: str) -> frozenset[str] | None:
    """The cards whose actions the sentence ``said`` of card ``cid`` may change, when it gives a
    keyword to its own card's abilities or to its controller's Stronghold's (``_GRANT``);
    None otherwise."""
    m = _GRANT.match(said.strip())
    if m is None or _MORE.search(said[m.end() :]):
        return None
    if m.group("own") is not None:
        return frozenset({cid})
    mine = view.card(cid).controlled_by
    return frozenset(
        c.id
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == mine
        and view.definition(c.id).type is CardType.STRONGHOLD
    )
