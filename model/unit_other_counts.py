"""A count of the other cards of one card's unit with keywords, for an attack strength ("Fear
equal to 2 plus the number of other Ashigaru cards and Peasant Weapons in this unit.": Lesser
Kama; Reference 03, units: a Personality and the cards attached to him; a card's keywords are
its printed ones and any added, as ``View.keywords``).

- ``unitother_<alternatives>``: how many cards of the card's unit, other than the card itself,
  have all the keywords of one alternative (alternatives joined by "__", the keywords of one by
  "_": ``unitother_ashigaru__peasant_weapon``); none when the card is in no unit. A card that
  meets two alternatives counts once, and "other" is read of every alternative: the lowest the
  words can mean (an attack's strict Force limit may demand more than the truth, never less).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from model.common import CardType
from model.lazy_regex import lazy_regex

if TYPE_CHECKING:
    from model.state import View

__all__ = ["UNIT_OTHER_COUNTED", "unit_other_attribute", "unit_other_value", "unit_other_words"]

#: the attribute (a regex alternative ``model.board_counts`` joins to its own)
UNIT_OTHER_COUNTED = r"unitother_(?P<uoalts>[a-z]+(?:_[a-z]+)*(?:__[a-z]+(?:_[a-z]+)*)*)"
_ATTR = lazy_regex(rf"^(?:{UNIT_OTHER_COUNTED})$")
_KW = r"(?-i:[A-Z][a-z]+)"
#: "other Ashigaru cards and Peasant Weapons in this unit"
_WORDS = lazy_regex(
    rf"^other (?P<parts>{_KW}(?: {_KW})* cards?|{_KW}(?: {_KW})*s)"
    rf"(?P<more>(?:,? and {_KW}(?: {_KW})* cards|,? and {_KW}(?: {_KW})*s)*) in this unit$"
)
_TYPES = frozenset(t.value for t in CardType) | {"card", "unit"}


def _keywords(part: str) -> tuple[str, ...] | None:
    """The keywords of "Ashigaru cards" / "Peasant Weapons" (None: a card type named)."""
    words = part.strip().removesuffix(" cards").removesuffix(" card").split()
    if not part.strip().endswith(("card", "cards")):
        words[-1] = words[-1].removesuffix("s")
    out = tuple(w.lower() for w in words)
    return None if any(w in _TYPES for w in out) else out


def unit_other_attribute(words: str) -> str | None:
    """The attribute of a count's words ("other Ashigaru cards and Peasant Weapons in this
    unit"), or None."""
    m = _WORDS.fullmatch(words.strip())
    if m is None:
        return None
    parts = [m.group("parts"), *re.split(r",? and ", m.group("more") or "")[1:]]
    alts = [_keywords(p) for p in parts if p.strip()]
    if not alts or any(a is None for a in alts):
        return None
    return "unitother_" + "__".join("_".join(a) for a in alts if a is not None)


def unit_other_value(view: View, card_id: str, attr: str) -> int | None:
    """The count ``attr`` names on ``card_id`` (None: not this attribute, or in no unit)."""
    m = _ATTR.fullmatch(attr)
    if m is None:
        return None
    head = view.unit_head(card_id)
    if view.type_of(head) is not CardType.PERSONALITY:
        return None
    alts = [alt.split("_") for alt in m["uoalts"].split("__")]
    return sum(
        1
        for c in (head, *view.attachments(head))
        if c != card_id
        and any(all(any(k.casefold() == w for k in view.keywords(c)) for w in alt) for alt in alts)
    )


def unit_other_words(attr: str) -> str:
    """The count in words ("number of other Ashigaru or Peasant Weapon cards in its unit")."""
    alts = attr.removeprefix("unitother_").split("__")
    said = " or ".join(" ".join(w.capitalize() for w in alt.split("_")) for alt in alts)
    return f"number of other {said} cards in its unit"
