"""A Personality target "in a <Keyword> unit" ("move your target unbowed Personality in a
Cavalry unit at any location to the current battlefield": The Endless Plains of the Unicorn):
Reference 04, Units: "a Cavalry unit" is a unit where the Personality and each Follower in it
(if any) all have that keyword; a unit has one Personality (Reference 03), so a Personality in
such a unit is one with the keyword and no attached Follower without it
(``target_units.unit_checked``, the same reading of a unit target). Read after a Personality
target only (a Follower "in a Cavalry unit": its Personality's keyword too, not read here), with
one keyword the phrase grammar knows (h43adv1 N6)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.target_words import KEYWORDS
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Selector

__all__ = ["in_keyword_unit"]

_IN_UNIT = lazy_regex(
    r"^\s*in an? (?P<kw>(?-i:[A-Z])[a-z]+) unit"
    r"(?=\s*[.;:),]|\s*$|\s+(?:at|to|and)\b)",
    re.IGNORECASE,
)


def in_keyword_unit(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """The target's selector with "in a <Keyword> unit" at the start of ``rest`` read: (selector,
    "", length used); a string says why not; None: not such words."""
    m = _IN_UNIT.match(rest)
    if m is None:
        return None
    word = m["kw"].lower()
    if word not in KEYWORDS or sel.type != (CardType.PERSONALITY,):
        return f"the words after a target: {rest.strip()[:40]!r}"
    if sel.lacks_attachment is not None or sel.any_of:
        return f"the words after a target: {rest.strip()[:40]!r}"
    lacking = Selector(type=(CardType.FOLLOWER,), not_keyword=(word,))
    keyword = sel.keyword if word in sel.keyword else (*sel.keyword, word)
    return replace(sel, keyword=keyword, lacks_attachment=lacking), "", m.end()
