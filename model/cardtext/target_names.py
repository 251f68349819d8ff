"""Card names in a target phrase (Abilities and actions / B; Reference 03: a card's title is its
name without subtitle): "a target Personality not named Yasuki Tono" (any title but that one),
"a target Holding or Shosuro Kameyoi" (a card of the type, or one with that title).

The importer has no list of titles: a name is read only as capitalized words none of which is a
card noun, keyword or clan the phrase grammar knows, running to the end of the sentence (nothing
after it could still restrict one alternative or both).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.target_words import KEYWORDS, NOUNS, PLURAL
from model.common import CLANS
from model.selectors import Selector

__all__ = ["named_alternative", "not_named"]

_NAME = r"(?P<name>(?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*))*)"
_END = r"(?=\s*\.?\s*$)"
_NOT_NAMED = re.compile(rf"^\s*not named {_NAME}{_END}", re.IGNORECASE)
_OR_NAMED = re.compile(rf"^\s*or {_NAME}{_END}", re.IGNORECASE)


def _is_name(name: str) -> bool:
    """Whether none of the words is a word the phrase grammar reads otherwise."""
    words = [w.lower().removesuffix("'s") for w in name.split()]
    known = NOUNS.keys() | KEYWORDS | PLURAL.keys() | set(CLANS) | {"clan"}
    return len(words) >= 2 and not any(w in known for w in words)


def not_named(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "not named <title>" at the start of ``rest``: (selector, "", length used)."""
    m = _NOT_NAMED.match(rest)
    if m is None:
        return None
    if not _is_name(m.group("name")) or sel.not_title is not None:
        return f"the words after a target: {rest.strip()[:40]!r}"
    return replace(sel, not_title=m.group("name")), "", m.end()


def named_alternative(rest: str, sel: Selector) -> tuple[Selector, int] | str | None:
    """ "or <title>" ending the sentence after a phrase naming a card type and nothing else
    ("a target Holding or Shosuro Kameyoi": any Holding, or any card with that title); with
    any other qualifier ("your target unbowed Ring or Moto Ming-Gwok": of the Ring only, or of
    both?) not read."""
    m = _OR_NAMED.match(rest)
    if m is None:
        return None
    if not _is_name(m.group("name")) or sel != Selector(type=sel.type) or not sel.type:
        return f"the words after a target: {rest.strip()[:40]!r}"
    either = Selector(any_of=(Selector(type=sel.type), Selector(title=m.group("name"))))
    return either, m.end()
