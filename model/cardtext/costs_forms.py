"""Costs of the constraints block in forms of their own (Costs and restrictions / Mandatory
costs, Conditional costs, Variable costs), read around the clause grammar (``read``: how a
clause of the block is read):

- "Bow this Shugenja, or bow this card if he is Earth": two alternatives, the second a way to
  pay only while its condition holds (the solver skips it otherwise, never a cost not due);
- "pay Gold equal to his unit's total Gold Cost, +8 unless he is dishonorable, Kolat": one
  Gold cost (one payment) with an addend due unless the condition holds.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.abilities import Cost, GoldFrom, TargetSpec
from model.cardtext.conditions import parse_condition
from model.cardtext.conditions_cards import said_of
from model.cardtext.constraint_counts import count_if
from model.cardtext.costs import _BEARER_NAMES
from model.common import ATTACHMENT_TYPES, CardType

__all__ = ["cost_forms", "join_gold_addends"]

#: How the constraints grammar reads one clause: its cost and targets, or what is not read.
Read = Callable[[str], "tuple[Cost | None, tuple[TargetSpec, ...]] | str"]


def cost_forms(
    part: str,
    read: Read,
    last: tuple[str, bool] | None,
    title: str,
    card_type: CardType | None,
) -> tuple[Cost | None, tuple[TargetSpec, ...]] | str | None:
    """One of the forms above (its cost, no target; or the targets of a count with a
    condition, ``constraint_counts``), a string saying what is not read, or None for another
    clause."""
    if (addend := gold_addend(part)) is not None:
        # "pay Gold equal to his unit's total Gold Cost, +8 unless he is Kolat": one Gold cost
        words, extra, said = addend
        got = read(words)
        if isinstance(got, str) or got[0] is None or got[1]:
            return got if isinstance(got, str) else "an addend to no Gold cost"
        priced = with_addend(got[0], extra, said, last, title, card_type)
        return priced if isinstance(priced, str) else (priced, ())
    if (either := alternative_if(part, title, card_type)) is not None:
        # "Bow this Shugenja, or bow this card if he is Earth" (Mandatory costs: alternatives)
        paid = [read(w) for w in either]
        ways = [g[0] for g in paid if not isinstance(g, str) and g[0] is not None and not g[1]]
        if len(ways) != 2 or ways[0].only_if or ways[0].unless or ways[1].only_if is None:
            return "alternatives of a cost not read"
        return Cost(any_of=(ways[0], ways[1])), ()
    # "Target a Personality, or one or two Personalities if you control a Courtier"
    return count_if(part, read, title, card_type)


#: "Bow this Shugenja, or bow this card if he is Earth": a cost, then an alternative to it that
#: is available only when its condition holds.
_OR_IF = re.compile(
    r"^(?P<a>(?:bow|destroy|discard|dishonor) [^,]+?),\s*or\s+(?P<b>(?:bow|destroy|discard|"
    r"dishonor) [^,]+? if (?P<who>he|she) is [^,]+)$",
    re.IGNORECASE,
)


def alternative_if(clause: str, title: str, card_type: CardType | None) -> tuple[str, str] | None:
    """ "Bow this Shugenja, or bow this card if he is Earth" -> ``("Bow this Shugenja", "bow this
    card if this Shugenja is Earth")``: two alternatives of one cost (Mandatory costs: the
    player pays one), the second only while its condition holds; its "he" is the Personality
    the first names - on an attachment the bearer ("this Shugenja"), the card itself being no
    "he". None for another clause."""
    m = _OR_IF.fullmatch(clause.strip().rstrip(".").strip())
    if m is None or card_type not in ATTACHMENT_TYPES:
        return None
    first = m.group("a")
    named = re.fullmatch(r"\w+ (?P<who>.+)", first)
    if named is None or named.group("who").lower() not in _BEARER_NAMES:
        return None
    second = re.sub(
        rf"\bif {m.group('who')} is\b", f"if {named.group('who')} is", m.group("b"), count=1
    )
    return first, second


#: "pay Gold equal to his unit's total Gold Cost, +8 unless he is dishonorable, Kolat, Ninja,
#: or Shadowlands": a Gold cost with a conditional addend (one cost: one payment).
_GOLD_ADDEND = re.compile(
    r"^(?P<gold>(?:you may )?pay gold equal to [^,]+),\s*\+(?P<n>\d+) unless (?:he|she) is "
    r"(?P<said>.+)$",
    re.IGNORECASE,
)
_ADDEND_PART = re.compile(r"^\s*\+\d+ unless (?:he|she) is\b", re.IGNORECASE)


def join_gold_addends(parts: list[str]) -> list[str]:
    """Clauses with a Gold addend joined to the Gold cost before it ("pay Gold equal to his
    unit's total Gold Cost", "+8 unless he is Kolat" -> one clause)."""
    out: list[str] = []
    for part in parts:
        if out and _ADDEND_PART.match(part) and re.match(r"^\s*pay gold\b", out[-1], re.I):
            out[-1] = f"{out[-1].rstrip()}, {part.strip()}"
        else:
            out.append(part)
    return out


def gold_addend(clause: str) -> tuple[str, int, str] | None:
    """ "pay Gold equal to his unit's total Gold Cost, +8 unless he is dishonorable, Kolat" ->
    ``(the Gold cost's words, 8, "dishonorable, Kolat")``; None for another clause."""
    m = _GOLD_ADDEND.fullmatch(clause.strip().rstrip(".").strip())
    if m is None:
        return None
    start = m.start("said")
    return m.group("gold"), int(m.group("n")), clause.strip().rstrip(".").strip()[start:]


def with_addend(
    cost: Cost,
    extra: int,
    said: str,
    last: tuple[str, bool] | None,
    title: str,
    card_type: CardType | None,
) -> Cost | str:
    """``cost`` (Gold priced by the card named before, ``last``) plus ``extra`` unless that
    card ("he") is ``said`` ("dishonorable, Kolat, Ninja, or Shadowlands": any of the states and
    keywords, as "this card is ..." reads them); a string says what is not read."""
    gold = cost.gold
    if not isinstance(gold, GoldFrom) or gold.extra or cost.unless or cost.only_if:
        return "an addend to no Gold cost priced by a card"
    if last is None or not last[1] or not gold.equal_to.startswith(f"{last[0]}."):
        return "'he' of an addend names no Personality the Gold is priced by"
    cond = parse_condition(f"this card is {said}", title, CardType.STRATEGY)
    if isinstance(cond, str):
        return cond
    on = said_of(cond, last[0])
    if on is None:
        return f"the condition 'he is {said}'"
    return replace(cost, gold=replace(gold, extra=extra, extra_unless=on))
