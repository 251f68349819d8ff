"""Words around a target phrase that decide whether it is one (Abilities and actions / B: what
is targeted with the word "target"): "Give each target -3F" names the targets chosen before
(no new targeting: "targeted" refers back to a previous instance of targeting), and a phrase
that goes on past its noun with words it does not read ("Followers and/or Personalities", ",
up to the number of Items in this army", "for each Ward Spell ...") is not read."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["each_target_again", "goes_on"]

#: "Give each target -3F": "each target" with no noun after it, a bonus or penalty given to
#: the targets chosen before (target_references.named_again)
_EACH_BEFORE = lazy_regex(r"\beach\s+$", re.IGNORECASE)
_EACH_TARGET_GIVEN = lazy_regex(r"target\s+[+-]\d", re.IGNORECASE)

#: "zero or more target enemy Followers, up to the number of Items in this army", "a
#: Personality for each Ward Spell Mitichi has attached": a bound on the count
_BOUND_AFTER = lazy_regex(r"^\s*,?\s*(?:up to|for each)\b", re.IGNORECASE)
#: "your target Followers and/or Personalities": a second noun of the same target
_AND_OR = lazy_regex(r"^\s*and/or\b", re.IGNORECASE)
#: "target your performing unbowed Scout and zero or more of your unbowed Personalities up to
#: an amount equal to your Scout's Chi" (Redeployment): a second, counted target sharing the
#: verb, with its own count and bound (h46adv4 W1: it was dropped unread)
_AND_COUNTED = lazy_regex(
    r"^\s*and\s+(?:zero|any number)\b[^.;:]*?\bof\b",
    re.IGNORECASE,
)


def each_target_again(text: str, start: int) -> bool:
    """Whether the word "target" at ``start`` of ``text`` is "each target" with a bonus or
    penalty after it ("Give each target -3F"): the targets chosen before, named again."""
    return (
        _EACH_TARGET_GIVEN.match(text, start) is not None
        and _EACH_BEFORE.search(text[:start]) is not None
    )


def goes_on(rest: str) -> str | None:
    """Why the words right after a target phrase (``rest``) leave it unread: a bound on its
    count, or a second noun after "and/or"; None: neither."""
    if _BOUND_AFTER.match(rest) or _AND_OR.match(rest) or _AND_COUNTED.match(rest):
        return f"the words after a target: {rest.strip()[:40]!r}"
    return None
