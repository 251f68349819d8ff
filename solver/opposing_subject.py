"""A trait whose subject is the Personalities opposing its card ("Personalities with Fallen,
Kolat, Ninja, Nonhuman, or Shadowlands opposing Kaitoko have a maximum Force of 3, and actions
from cards in their units may not target Kaitoko.", Asako Kaitoko • Experienced; "Personalities
opposing Hiromi have -1F if ...", Yoritomo Hiromi • Experienced 2; h42adv1 N7): while no card
opposes its card (Reference 05, Battlefield / Side: cards oppose only at one battlefield, on
different sides; ``View.opposing``), no Personality is its subject, so the whole sentence
changes nothing now. With a card opposing it, the sentence keeps its doubt."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["off_opposing_subject"]

_SHAPE = lazy_regex(
    r"^Personalities (?:with [^.]+? )?opposing (?P<name>[A-Z][\w'-]*) (?:have|has|may|will|can)\b"
)


def off_opposing_subject(view: View, card: str, said: str) -> bool:
    """Is ``said`` (a trait of ``card``, in play) such a sentence, about ``card`` itself (a word
    of its title), while no card in play opposes ``card``?"""
    m = _SHAPE.match(said.strip())
    if m is None or not view.has(card):
        return False
    title = view.definition(card).title
    if m["name"] not in {w for w in re.split(r"[\s•,]+", title) if len(w) > 2}:
        return False  # another card's name
    return not any(c.in_play and view.opposing(card, c.id) for c in view.state.cards)
