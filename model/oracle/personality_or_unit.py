"""A Gold cost equal to "a target Personality or unit's total Gold cost" (Disgraceful Conduct:
"Battle: Even if you control no units at the current battlefield, pay Gold equal to a target
Personality or unit's total Gold cost minus 4: Bow it."; h42adv4 U2).

A unit is chosen by its Personality (Reference 03), so the target is one Personality either
way; what the cost counts is read two ways the rules files do not settle: the unit's total Gold
cost (the strict reading, the most Gold) or the Personality's own Gold cost (the lenient one,
the player targeting the Personality alone). The paragraph is read twice, whole, with the
phrase as "a target unit's total Gold cost" and as "a target Personality's Gold cost", kept as
``Ability.lenient``: legal when the unit's total is payable, illegal when even the
Personality's own cost is not (or no Personality can be targeted), ``unknown`` in between."""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext import CardImport
from model.cardtext.imported import ImportedAbility
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.oracle.reread import with_two_ways

__all__ = ["with_personality_or_unit"]

_PHRASE = lazy_regex(r"a target Personality or unit's total Gold cost", re.IGNORECASE)
_NOTE = (
    "the cost counts the target Personality's own Gold cost, not his unit's total (read "
    "strictly: the unit's total Gold cost)"
)


def with_personality_or_unit(
    imported: CardImport,
    texts: str | list[str],
    *,
    title: str,
    card_type: CardType,
    keywords: tuple[str, ...] = (),
) -> CardImport:
    """``imported`` with each paragraph unread only for that phrase read both ways."""
    return with_two_ways(
        imported,
        texts,
        _PHRASE,
        _news,
        _settle,
        title=title,
        card_type=card_type,
        keywords=keywords,
    )


def _news(m: re.Match[str]) -> tuple[str, str]:
    return ("a target unit's total Gold cost", "a target Personality's Gold cost")


def _settle(
    m: re.Match[str], strict: ImportedAbility, loose: ImportedAbility
) -> ImportedAbility | None:
    a, b = strict.ability, loose.ability
    assert a is not None and b is not None  # read in full
    if a.targets != b.targets:
        return None
    try:
        both = replace(a, lenient=b, lenient_note=_NOTE)
    except ValueError:  # the two readings differ in more than the cost
        return None
    return replace(strict, ability=both)
