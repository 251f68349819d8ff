"""A target "without abilities" (Abilities and actions / Designators: an ability is a text led
by a designator, and traits are no abilities; Reference 04): "Bow a target enemy card with a
Poison token or without abilities." (Distracting Paranoia), "Bow a target enemy Personality
with a Poison token or without abilities." (Poisoned Shuriken): the card has no ability at all
(``Selector.lacks_abilities``, tested from its printed text by ``model.ability_kinds``: a card
whose text does not settle it is no candidate, and the answer resting on it ``unknown``,
``solver.ability_kind_doubts``), or, after "or", the card meets the modifier before it
(``Selector.any_of``)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.target_alternatives import Read, Reader
from model.lazy_regex import lazy_regex
from model.selectors import Selector

__all__ = ["without_abilities"]

_END = r"(?=\s*[.,;:)]|\s*$)"
_ALONE = lazy_regex(rf"^\s*without abilities{_END}", re.IGNORECASE)
_OR = lazy_regex(rf"^(?P<first>\s*with\s.+?)\s+or without abilities{_END}", re.IGNORECASE)


def without_abilities(rest: str, sel: Selector, read: Reader) -> Read:
    """ "without abilities", or "with <one modifier> or without abilities", at the start of
    ``rest``; None: no such words; a string: such words not read."""
    if (m := _ALONE.match(rest)) is not None:
        if sel.lacks_abilities or sel.has_ability:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return replace(sel, lacks_abilities=True), "", m.end()
    if (m := _OR.match(rest)) is None:
        return None
    refused = f"the words after a target: {rest.strip()[:40]!r}"
    first = read(m.group("first"), Selector())
    if sel.any_of or first is None or isinstance(first, str):
        return refused
    sub, relation, used = first
    if relation or used != len(m.group("first")) or sub == Selector():
        return refused  # a comparison, or words the one modifier did not read
    if sub.references() or sub.grouped() or sub.any_of or sub.location is not None:
        return refused
    return replace(sel, any_of=(sub, Selector(lacks_abilities=True))), "", m.end()
