"""Restrictions on the actions from cards of one type ("You may not take more than six actions
from Events per game.", Hira Sensei): an action from a card of another type is not among them
(Reference 03: card types; an action is from the card whose ability it is), so such a sentence
doubts no other action (h25adv2 F7). Read only when the sentence names nothing else that
actions, abilities, targets or cards could be."""

from __future__ import annotations

import re

from model.cards import CardType
from model.common import TYPE_PLURALS
from model.lazy_regex import lazy_regex
from solver.titled_subject_scope import card_scoped_out

__all__ = ["actions_from_types", "card_scoped_out"]

#: the types named in "actions from <Type>" (not Strongholds, Senseis, Winds or Ancestors)
_TYPE_WORDS = {
    w: t
    for w, t in TYPE_PLURALS.items()
    if t not in (CardType.STRONGHOLD, CardType.SENSEI, CardType.WIND, CardType.ANCESTOR)
}
_FROM = lazy_regex(rf"\bactions from (?P<type>{'|'.join(_TYPE_WORDS)})\b", re.IGNORECASE)
_OTHER = lazy_regex(
    r"\b(?:actions?|abilit(?:y|ies)|targets?|targeting|cards?|effects?|and|or)\b", re.IGNORECASE
)


def actions_from_types(said: str) -> frozenset[CardType] | None:
    """The card types whose actions alone ``said`` is about, or None when not read so."""
    found = list(_FROM.finditer(said))
    if len(found) != 1:
        return None
    m = found[0]
    if _OTHER.search(said[: m.start()] + " " + said[m.end() :]):
        return None
    return frozenset({_TYPE_WORDS[m.group("type").casefold()]})
