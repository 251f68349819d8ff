"""Counts of one card's board that a relation may read (the relation language's counted
attributes): an attack strength printed as a count of what the board shows when the action is
announced ("Fear equal to Dai-ketsu's Force plus the number of Spells he has", "4 plus the
number of Sake tokens he has", "the number of Undead cards in this unit").

- ``token_<name>``: how many tokens of that name the card carries (the state's
  ``CardInstance.tokens``, one entry per token, compared case-insensitively, as token costs
  read them).
- ``attached_<type>_<keyword>``: how many cards of that type (Follower, Item, Spell) with that
  keyword are attached to the card ("Hirakura's Spirit Followers"; Reference 03, attachments:
  a Personality "has" the cards attached to him).
- ``unit_<keyword>``: how many cards of the card's unit (its Personality and the cards attached
  to him: Reference 03, units) have that keyword; none when the card is in no unit.

A card's keywords are its printed ones and any added (Reference 03), as ``View.keywords``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from model.common import CardType

if TYPE_CHECKING:
    from model.state import View

__all__ = ["count_kinds", "count_value", "count_words", "is_count_attribute"]

_COUNTED = re.compile(
    r"^(?:token_(?P<token>[a-z]+)|attached_(?P<type>follower|item|spell)_(?P<akw>[a-z]+)"
    r"|unit_(?P<ukw>[a-z]+))$"
)


def is_count_attribute(attr: str) -> bool:
    """Is ``attr`` one of the counted attributes above?"""
    return _COUNTED.fullmatch(attr) is not None


def _has_keyword(view: View, card_id: str, word: str) -> bool:
    return any(k.casefold() == word for k in view.keywords(card_id))


def count_value(view: View, card_id: str, attr: str) -> int | None:
    """The count ``attr`` names on ``card_id`` (None: not such an attribute, or a unit's count
    of a card in no unit)."""
    m = _COUNTED.fullmatch(attr)
    if m is None:
        return None
    if m["token"] is not None:
        return sum(1 for t in view.card(card_id).tokens if t.casefold() == m["token"])
    if m["type"] is not None:
        kind = CardType(m["type"])
        return sum(
            1
            for a in view.attachments(card_id)
            if view.type_of(a) is kind and _has_keyword(view, a, m["akw"])
        )
    head = view.unit_head(card_id)
    if view.type_of(head) is not CardType.PERSONALITY:
        return None  # "this unit": a Personality and attached cards (Reference 03)
    return sum(1 for c in (head, *view.attachments(head)) if _has_keyword(view, c, m["ukw"]))


def count_kinds(attr: str | None) -> frozenset[str]:
    """What else than a stat a count reads: "keyword" for a count of cards with a keyword (a
    sentence that may change keywords may change it)."""
    m = _COUNTED.fullmatch(attr or "")
    if m is None or m["token"] is not None:
        return frozenset()
    return frozenset({"keyword"})


def count_words(attr: str) -> str | None:
    """The count in words ("number of Sake tokens"), None when ``attr`` is none."""
    m = _COUNTED.fullmatch(attr)
    if m is None:
        return None
    if m["token"] is not None:
        return f"number of {m['token'].capitalize()} tokens"
    if m["type"] is not None:
        return f"number of attached {m['akw'].capitalize()} {m['type'].capitalize()}s"
    return f"number of {m['ukw'].capitalize()} cards in its unit"
