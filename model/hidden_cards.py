"""What a face-down card in a Province shows (Reference 05, Provinces and Game Area
Knowledge).

Nobody is entitled to know the identity of a face-down card in a Province, even its owner
(Game Area Knowledge, "not normally entitled to know": 2.), so a selector asking its type,
keywords, clan, title or uniqueness is never known to hold for it: "a Personality in a
Province" does not take a face-down card (Abilities and actions, Good Faith: a player is not
assumed to know face-down contents). Its deck is shown: a Province holds only Dynasty cards
(it is filled and refilled "with a face-down Dynasty card"; a Fate card that would enter it
goes elsewhere instead), so a type test every Dynasty card passes ("a Dynasty card in a
province", Bayushi Eisaku • Experienced; "a card") holds for it.
"""

from __future__ import annotations

from model.common import DYNASTY_TYPES
from model.selectors import Selector

__all__ = ["asks_hidden_identity", "deck_known_type"]


def deck_known_type(sel: Selector) -> bool:
    """Does ``sel``'s type test hold for every Dynasty card (what a face-down Province card
    is known to be)?"""
    return set(sel.type) >= DYNASTY_TYPES


def asks_hidden_identity(sel: Selector) -> bool:
    """Does the selector ask what a face-down Province card hides (its type beyond its deck,
    keywords, clan, title, printed uniqueness)?"""
    return bool(
        (sel.type and not deck_known_type(sel))
        or sel.keyword
        or sel.any_keyword
        or sel.not_keyword
        or sel.clan is not None
        or sel.unaligned is not None
        or sel.your_clan is not None
        or sel.title is not None
        or sel.not_title is not None
        or sel.title_contains is not None
        or sel.title_version is not None
        or sel.unique is not None
        or any(asks_hidden_identity(s) for s in sel.any_of)
    )
