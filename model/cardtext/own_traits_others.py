"""Trait sentences about other cards' abilities, set aside by the card's own type before its
traits are read for its own actions (``model.cardtext.own_traits``): they speak of abilities,
so they are kept as "may change its actions" unless the card's type shows they can't.

- "Your Stronghold has no abilities." on a card that is no Stronghold (a Sensei: "A Sensei may
  also have traits and abilities", Reference 03; its own are not the Stronghold's);
- "You may not take more than six actions from Events per game." on a card of another type
  (an action is from the card whose ability it is: Abilities and actions);
- "His abilities, and the abilities on his other attachments, cannot be used." on an
  attachment (Reference 03: "his" is the Personality it is attached to; "other" leaves it out);
- "Fortifications at this Province give no bonuses and their abilities may not be used." on a
  card that is no Holding (Reference 03: Fortification is a keyword on Holdings).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.cardtext.own_traits import OwnTraits, read_own_traits
from model.common import ATTACHMENT_TYPES, TYPE_PLURALS, CardType

__all__ = ["read_own_traits_of"]

_END = r"(?=\s|$)"
_STRONGHOLD = re.compile(rf"Your Stronghold has no abilities\.{_END}")
_FROM_TYPE = re.compile(
    rf"You may not take more than \w+ actions from (?P<types>[A-Z][a-z]+) per (?:turn|game)\.{_END}"
)
_HIS_OTHERS = re.compile(
    rf"His abilities, and the abilities on his other attachments, cannot be used\.{_END}"
)
_FORTIFICATIONS = re.compile(
    rf"Fortifications at this Province give no bonuses and their abilities may not be used\.{_END}"
)


def _aside(text: str, card_type: CardType) -> str:
    """``text`` without the sentences the module sets aside for a card of ``card_type``."""
    if card_type is not CardType.STRONGHOLD:
        text = _STRONGHOLD.sub("", text)
    if card_type in ATTACHMENT_TYPES - {CardType.ANCESTOR}:
        text = _HIS_OTHERS.sub("", text)
    if card_type is not CardType.HOLDING:
        text = _FORTIFICATIONS.sub("", text)

    def other_type(m: re.Match[str]) -> str:
        named = TYPE_PLURALS.get(m.group("types").lower())
        return "" if named is not None and named is not card_type else m.group(0)

    return _FROM_TYPE.sub(other_type, text).strip()


def read_own_traits_of(traits: Sequence[str], title: str, card_type: CardType) -> OwnTraits:
    """``read_own_traits`` of the card's trait paragraphs with the sentences the module sets
    aside for its type left out (a paragraph left empty is dropped)."""
    kept = [said for text in traits if (said := _aside(text, card_type))]
    return read_own_traits(kept, title, strategy=card_type is CardType.STRATEGY)
