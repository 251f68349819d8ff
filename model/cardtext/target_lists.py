"""A list of objects of the verb "target" ("Target your unbowed Personality, one of his
Followers, and another of your unbowed Personalities."): every card the verb names is a
required target (Abilities and actions / B: what is targeted with the word "target"; all
required targets must be chosen). The phrase grammar reads one target phrase of the verb, or
two joined by "and" (``targets._SHARED_TARGET``); a comma after such a phrase that opens
another card noun is a longer list it does not read, so the sentence is left unread, never
read as its first target only."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

from model.cardtext.target_phrase import Phrase
from model.lazy_regex import lazy_regex

__all__ = ["listed_targets"]

P = TypeVar("P", bound=Phrase)

#: the verb "target" (not "a target Personality", whose verb is another one)
_VERB = lazy_regex(r"target\b", re.IGNORECASE)
#: ", one of his Followers", ", and another of your ...": another object of the verb (not
#: ", target your ...": a verb of its own, read as its own phrase)
_MORE_OBJECTS = lazy_regex(
    r"\s*,\s*(?:(?:and|or)\s+)?(?:one of|another|an?|your|his|her|their|its|two|three|any|"
    r"each|up to|one or two)\s",
    re.IGNORECASE,
)


def listed_targets(text: str, found: Sequence[P] | str) -> list[P] | str:
    """``found`` (the phrases of ``text``), or what is not read when a target phrase of the
    verb "target" is followed by a comma and another card noun of a list."""
    if isinstance(found, str):
        return found
    for i, phrase in enumerate(found):
        verb = _VERB.match(text, phrase.start) is not None or (i > 0 and found[i - 1].shared)
        if verb and _MORE_OBJECTS.match(text, phrase.end) is not None:
            return f"a list of targets after the verb 'target': {text[phrase.end :].strip()[:50]!r}"
    return list(found)
