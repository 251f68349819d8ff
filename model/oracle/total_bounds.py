"""A bound on the total of a stat over "one or two" targets: "Choose your performing unbowed
Duelist and target one or two Personalities whose total Chi is lower than or equal to your
Duelist's Chi: Bow them." (Final Confrontation).

Abilities and actions / B: the targets grouped by a number are chosen together, and "one or
two" requires one (the second is optional). The total is the sum over the targets chosen: one
target's own stat, or both added. Reference 04: "Most stats have a basic minimum value of zero"
(Chi, Force, Personal Honor, Gold Cost): a second target can only raise the total, so the bound
is the relation "first <= performer" on the first target and "first + second <= performer" on
the second when it is chosen, exactly. The paragraph is read without the bound (its other words
by the importer as printed, the card's traits included), then the relations are added; any
other count, stat or comparison stays unread (h38adv2 N2)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.abilities import TargetSpec
from model.cardtext import CardImport
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.oracle.reread import reread_paragraph

__all__ = ["with_total_bounds"]

_STATS = {"chi": "chi", "force": "force", "personal honor": "personal_honor"}
_OPS = {
    "lower than or equal to": "<=",
    "less than or equal to": "<=",
    "lower than": "<",
    "less than": "<",
}
_BOUND = lazy_regex(
    r"\b(?P<group>one or two (?:[A-Z][\w-]* )*(?:Personalities|Followers))"
    r" whose total (?P<stat>Chi|Force|Personal Honor) is "
    r"(?P<op>lower than or equal to|less than or equal to|lower than|less than) "
    r"your (?P<who>[A-Z][\w-]*)'s (?P<of>Chi|Force|Personal Honor)(?=:)"
)


def _bounded(specs: Sequence[TargetSpec], m: re.Match[str]) -> tuple[TargetSpec, ...] | None:
    """``specs`` with the total bound of ``m`` added, or None when they are not one performer
    of that keyword and one "one or two" group."""
    performers = [s for s in specs if s.performer]
    if len(performers) != 1 or m.group("who").casefold() not in performers[0].select.keyword:
        return None
    groups = [s for s in specs if not s.performer]
    if len(groups) != 2 or groups[1].name != f"{groups[0].name}_more" or not groups[1].up_to:
        return None
    if groups[0].up_to or groups[0].count != 1 or groups[1].count != 1:
        return None
    first, second = groups[0].name, groups[1].name
    stat, of = _STATS[m.group("stat").casefold()], _STATS[m.group("of").casefold()]
    op, me = _OPS[m.group("op")], performers[0].name
    where = {
        first: f"{first}.{stat} {op} {me}.{of}",
        second: f"{first}.{stat} + {second}.{stat} {op} {me}.{of}",
    }
    return tuple(
        replace(s, where=(*s.where, where[s.name])) if s.name in where else s for s in specs
    )


def with_total_bounds(
    imported: CardImport,
    texts: str | list[str],
    *,
    title: str,
    card_type: CardType,
    keywords: tuple[str, ...] = (),
) -> CardImport:
    """``imported`` with each paragraph unread only for such a bound read with it."""
    out = list(imported.paragraphs)
    for i, para in enumerate(imported.paragraphs):
        m = _BOUND.search(para.text)
        if para.full or m is None:
            continue
        read = reread_paragraph(
            texts, m.group(0), m.group("group"), i, len(out), title=title, card_type=card_type,
            keywords=keywords,
        )  # fmt: skip
        ability = read.ability if read is not None else None
        if read is None or ability is None:
            continue
        specs = [t for t in ability.targets if isinstance(t, TargetSpec)]
        if ability.lenient is not None or len(specs) != len(ability.targets):
            continue
        bounded = _bounded(specs, m)
        if bounded is not None:
            out[i] = replace(read, text=para.text, ability=replace(ability, targets=bounded))
    return replace(imported, paragraphs=tuple(out))
