"""A trait's subject qualified by an area ("Your Cavalry Followers out of play have Honor.",
"Your Undead Followers in and out of play have +1FV."): the area only narrows the cards the
subject's noun names (Reference 03: a card's type does not change; Reference 05, Areas: in play
and out of play are areas), so the subject still names cards of its types alone.

And a card out of play: its "continuous traits do not produce effects on anything but the card
itself" (Reference 05, Areas 4). A trait sentence of such a card whose subject names card types
that are not its own ("Jengzan's Cavalry Followers have Resilient." on Moto Jengzan, a
Personality, in a province) changes nothing now: not his Recruit's tests, nor any other."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View
from solver.subject_types import subject_types

__all__ = ["area_free", "reaches_only_others"]

#: a trailing area of a subject
_AREA = lazy_regex(r"\s+(?:in and out of play|out of play|in play)$", re.IGNORECASE)
#: one clause: "[While|If ..., ][Your |<Name>'s ]<subject> [each ]have|has ...", no second
#: subject after the verb (a second "has"/"have", "he", "this" ...)
_ONE = lazy_regex(
    r"^(?:(?:While|If) [^,.]+, )?(?:Your |[A-Z][\w'-]*'s )?(?P<subject>[^'\",.;:()]+?)"
    r" (?:each )?(?:have|has|gain|gains|get|gets|do not have) (?P<what>[^;:]+?)\.?$"
)
_SECOND = lazy_regex(
    r"\b(?:has|have|gains?|gets?|he|she|it|its|they|this|that|his|her|their|and (?:may|can))\b",
    re.IGNORECASE,
)


def area_free(subject: str) -> str:
    """``subject`` without a trailing area ("Cavalry Followers out of play" -> "Cavalry
    Followers")."""
    return _AREA.sub("", subject.strip())


def reaches_only_others(view: View, card: str, said: str) -> bool:
    """Is ``said`` (a trait sentence of ``card``) one clause whose subject names card types
    ``card`` is not of? Then, with ``card`` out of play, it changes nothing (see the module)."""
    m = _ONE.fullmatch(re.sub(r"</?[a-z]+>", "", said.strip()))
    if m is None or _SECOND.search(m["what"]):
        return False
    types = subject_types(area_free(m["subject"]))
    return types is not None and view.type_of(card) not in types
