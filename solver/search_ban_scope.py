"""A ban on searching decks and on taking cards from discard piles (Uona Sensei: "You may not
search for cards from your decks except via an effect that looks at your top cards, and you will
not put cards from your discard piles into play, focusing areas, your hand, or back into
decks.") touches only an action that searches a deck or moves a card out of a discard pile
(h42chi N2). The action's card text naming no deck, discard pile, search, look or reveal
(Kokoro's "Draw a card.", Reckless Charge) can do neither: the sentence spares it. Any such
word keeps the doubt (``solver.traits_in_play``)."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["search_ban_spares"]

_BAN = lazy_regex(
    r"^You (?:may not|cannot|can not) search (?:for cards )?(?:from|through|in) your decks?"
    r"(?: except [^,.;]+)?(?:,? and you (?:will not|may not|cannot) put cards from your "
    r"discard piles? into [^.;]+)?\.?$",
    re.IGNORECASE,
)
#: words by which an action may search a deck or take a card from a discard pile
_TOUCHES = lazy_regex(
    r"\b(?:search\w*|decks?|discard(?:ed)?\s+piles?|piles?|look\w*|top\s+cards?|reveal\w*|"
    r"shuffl\w*|return\w*|dead|discarded|recycl\w*|graveyard|bottom)\b",
    re.IGNORECASE,
)


def search_ban_spares(view: View, said: str, card: str, ab: Ability | None) -> bool:
    """Is ``said`` such a ban and the action ``ab`` of ``card`` one its card's text shows can
    neither search a deck nor take a card from a discard pile?"""
    if ab is None or _BAN.fullmatch(said.strip()) is None:
        return False
    text = view.definition(card).printed_text
    return bool(text) and _TOUCHES.search(text or "") is None
