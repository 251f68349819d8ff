"""A card whose text says it is of two attachment types: "This is an Item and a Spell." (Yumi
of the Void, printed as a Spell with a Force modifier).

Its printed sentence makes it an Item too, so its Force and Chi modifiers directly raise or
lower its Personality's (Reference 03, Item: "Force modifier ... directly raises/lowers the
Personality's Force"); read from the card's own printed text, the sentence whole.
"""

from __future__ import annotations

import re

from model.cards import CardDef
from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["also_item"]

_ITEM_TOO = lazy_regex(
    r"(?:^|(?<=[.\n]))\s*This (?:card )?is (?:an Item and an? \w+|an? \w+ and an Item"
    r"|also an Item)\.(?=\s|$)",
    re.IGNORECASE,
)


def also_item(card: CardDef) -> bool:
    """Is ``card`` (an attachment of another type) an Item too by its printed text?"""
    if card.type is CardType.ITEM or card.type not in (CardType.SPELL, CardType.FOLLOWER):
        return False
    return card.printed_text is not None and _ITEM_TOO.search(card.printed_text) is not None
