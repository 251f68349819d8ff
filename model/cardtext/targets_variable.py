"""A variable number of targets or performers: "one or two target X" in the effects, and in the
constraints block "Target one or more of your Items", "choose one or more of your performing
Personalities" (Abilities and actions / B: required targeting; "Targeting of a variable number
of things is also optional when you can choose to target zero things"). One card is required;
any number more are optional (``TargetSpec.any_number``): read as "one or two" is, its
optional rest unbounded.

Not read: cards related to each other as a group ("with combined total Force of 9 or lower",
"controlled by the same player"), a relation to another card, a cost paid with them, another
count in the same clause.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.abilities import Cost, TargetSpec
from model.cardtext.target_words import MORE_ANY
from model.cardtext.targets import Phrase
from model.lazy_regex import lazy_regex

__all__ = ["any_number_more", "extra_targets", "one_or_more"]

_ONE_OR_MORE = lazy_regex(r"\bone or more\b", re.IGNORECASE)
_OTHER_COUNTS = lazy_regex(
    r"\b(?:one or two|one to (?:two|three)|two or three|up to|any number|two|three|each|all)\b",
    re.IGNORECASE,
)


def one_or_more(part: str) -> str | None:
    """``part`` with its one "one or more" written "one or two" (to be read as that count, its
    rest then made unbounded by ``any_number_more``); None: no such count, or another."""
    if len(_ONE_OR_MORE.findall(part)) != 1 or _OTHER_COUNTS.search(part):
        return None
    return _ONE_OR_MORE.sub(lambda m: m.group(0)[0] + "ne or two", part)


def any_number_more(
    got: tuple[Cost | None, tuple[TargetSpec, ...]],
) -> tuple[Cost | None, tuple[TargetSpec, ...]] | str:
    """The slots read for "one or two" (the first required, one more optional) with the
    optional rest unbounded; a string when the clause read is not one such target alone."""
    cost, specs = got
    if cost is not None or len(specs) != 2:
        return "'one or more' of no one target"
    first, more = specs
    if (
        more.name != f"{first.name}_more"
        or not more.up_to
        or more.count != 1
        or first.up_to
        or first.count != 1
        or first.count_when
        or first.optional
    ):
        return "'one or more' of no one target"
    if first.where or first.select.grouped() or first.select.references():
        # "with combined total Force of 9 or lower", "controlled by the same player", "with
        # lower Force than your Courtier": of each card, or of all of them together?
        return "'one or more' cards related to others"
    return cost, (first, replace(more, any_number=True))


def extra_targets(phrase: Phrase, spec: TargetSpec) -> tuple[TargetSpec, ...]:
    """The optional rest of "one or two target X" ("up to" one more: not required, Abilities
    and actions / B), other cards than the first (distinct from it)."""
    if not phrase.more:
        return ()
    name = f"{spec.name}_more"
    where = tuple(w.replace(spec.name, name) for w in spec.where)
    select = replace(spec.select, other_than=(*spec.select.other_than, spec.name))
    if phrase.more == MORE_ANY:  # "one or more": as many more as the player chooses
        extra = replace(spec, name=name, select=select, up_to=True, any_number=True, where=where)
        return (extra,)
    return (replace(spec, name=name, select=select, count=phrase.more, up_to=True, where=where),)
