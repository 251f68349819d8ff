"""A card's own sentence giving its printed ability Tireless under a condition not read, asked
while the card is unbowed ("Keisuke's printed ability has Tireless while you control a Terrain or
Crab Clan Personality at his battlefield.": Ikoma Keisuke; h45needless).

Tireless lets an ability be used while its card is bowed (its printed reminder, README
"Keywords whose printed reminder text says all they do"; Reference 04, Keywords), and given by
text not read it can lift only that "not now" failure (README "Tireless and Reserve given by
text not read"). Abilities on a bowed card may not be used (Abilities and actions): on an
unbowed card the sentence changes nothing the check asks, so the ability read without it
settles both answers. A bowed card keeps the doubt (the condition is not read), and so does a
board where another card's text names Tireless (it may test the keyword the sentence gives)."""

from __future__ import annotations

import dataclasses
import re

from model.abilities import Ability
from model.cards import CardDef
from model.cardtext.conditions import named_card
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE
from model.state import View

__all__ = ["unbowed_tireless_reading"]

#: "<own name>'s printed ability has Tireless while|if <condition>."
_OWN_TIRELESS = lazy_regex(
    r"^(?P<who>[\w' -]+?)'s (?:printed )?ability has Tireless (?:while|if) [^.;:()\"]+\.?$",
    re.IGNORECASE,
)


def unbowed_tireless_reading(view: View, card: str, ab: Ability) -> Ability | None:
    """``ab`` of the unbowed ``card`` read without its only unread sentence when that sentence
    is the module's shape; else None."""
    inst = view.card(card)
    if not inst.in_play or inst.bowed or len(ab.not_understood) != 1 or ab.lenient is not None:
        return None
    said = ab.not_understood[0].strip()
    m = _OWN_TIRELESS.match(said)
    d = view.definition(card)
    if m is None or not ab.timing_understood:
        return None
    if named_card(m.group("who").lower(), d.title, d.type) != SOURCE:
        return None
    others = (view.definition(c.id) for c in view.state.cards if c.id != card)
    if any(_names_tireless(other) for other in others):
        return None
    return dataclasses.replace(ab, not_understood=())


def _names_tireless(d: CardDef) -> bool:
    """Does the card's printed text, or one of its abilities' keywords, name Tireless?"""
    if "tireless" in (d.printed_text or "").lower():
        return True
    return any("tireless" in ab.keywords or ab.usable_when_bowed for ab in d.abilities)
