"""A target of the constraints block whose count depends on a condition (Abilities and actions
/ B: required targeting; a variable number of things is optional beyond the number required;
Costs and restrictions / Costs: "Targeting may occur in a trait or ability's constraints block
but is not itself a cost").

"Target a Personality, or one or two Personalities if you control a Courtier", "target one
face-down card in a province, or one or two such cards if this Shugenja is Void": one card is
required either way; a second, other than the first, may be targeted only while the condition
holds (``CountWhen`` with no more card unless it holds, known before targets are chosen: a
condition on the game, the card itself or its bearer). The plural must name the same cards as
the first ("such cards", or a noun read as the same kind of card); anything else is not read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import Cost, CountWhen, TargetSpec
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Condition

__all__ = ["count_if", "effects_count_alternative", "join_count_alternatives"]

#: How the constraints grammar reads one clause: its cost and targets, or what is not read.
Read = Callable[[str], "tuple[Cost | None, tuple[TargetSpec, ...]] | str"]

_MORE_PART = lazy_regex(r"^\s*or one or two\s+\S.*\s+if\s+\S.*$", re.IGNORECASE)
_COUNT_IF = lazy_regex(
    r"^(?P<first>target\s+(?:a|an|one)\s+.+?),\s*or one or two\s+(?P<noun>.+?)\s+if\s+"
    r"(?P<cond>.+)$",
    re.IGNORECASE,
)


def join_count_alternatives(parts: list[str]) -> list[str]:
    """Clauses with "or one or two X if ..." joined to the target clause before it ("Target a
    Personality", "or one or two Personalities if you control a Courtier" -> one clause)."""
    out: list[str] = []
    for part in parts:
        if out and _MORE_PART.match(part) and re.match(r"^\s*target\b", out[-1], re.IGNORECASE):
            out[-1] = f"{out[-1].rstrip()}, {part.strip()}"
        else:
            out.append(part)
    return out


def count_if(
    part: str, read: Read, title: str, card_type: CardType | None
) -> tuple[Cost | None, tuple[TargetSpec, ...]] | str | None:
    """ "Target a Personality, or one or two Personalities if you control a Courtier": the one
    required target and an optional second one, other than it, only while the condition holds;
    a string says what is not read; None for another clause."""
    m = _COUNT_IF.fullmatch(part.strip().rstrip(".").strip())
    if m is None:
        return None
    got = read(m.group("first"))
    if isinstance(got, str):
        return got
    cost, specs = got
    if cost is not None or len(specs) != 1:
        return "a count 'if ...' after no one target"
    (first,) = specs
    if first.count != 1 or first.up_to or first.optional or first.count_when or first.performer:
        return "a count 'if ...' after a target of its own count"
    noun = m.group("noun")
    if noun.lower() != "such cards":
        # "or one or two Personalities": the same kind of card as the first, counted
        plural = read(f"target one or two {noun}")
        if (
            isinstance(plural, str)
            or plural[0] is not None
            or len(plural[1]) != 2
            or plural[1][0].select != first.select
            or plural[1][0].where != first.where
        ):
            return f"'or one or two {noun}' of other cards than the first target"
    cond = parse_condition(m.group("cond"), title, card_type)
    if isinstance(cond, str):
        return cond
    if not cond.references() <= {SOURCE, BEARER}:
        return "a count's condition on a card chosen later"
    name = f"{first.name}_more"
    select = replace(first.select, other_than=(*first.select.other_than, first.name))
    where = tuple(w.replace(first.name, name) for w in first.where)
    unless = CountWhen(condition=Condition(none_of=(cond,)), count=0)
    more = replace(first, name=name, select=select, up_to=True, where=where, count_when=(unless,))
    return None, (first, more)


_EFFECTS_COUNT = lazy_regex(
    r"\btarget\b[^.]*?,\s*or (?:one|up) (?:to|or) (?:two|three|four|\d)\b", re.IGNORECASE
)


def effects_count_alternative(effects: str) -> str | None:
    """A count alternative after a target in the effects text ("Turn a target card in a
    Province face-up, or one to two such cards if this Shugenja is Void"): not read there (the
    constraints block's form is, ``count_if``); what is not read, or None."""
    m = _EFFECTS_COUNT.search(effects)
    return None if m is None else f"a count alternative after a target: {m.group(0)!r}"
