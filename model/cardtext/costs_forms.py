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
from model.cardtext.target_gold import target_gold_after_target
from model.common import ATTACHMENT_TYPES, NUMBER_WORDS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import Condition

__all__ = [
    "cost_forms",
    "cost_if_before",
    "if_before_cost",
    "join_gold_addends",
    "performers_paying",
]

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
    if (counted := gold_counted(part, title, card_type)) is not None:
        # "pay Gold equal to the number of Personalities you control, or 4, whichever is higher"
        return counted if isinstance(counted, str) else (counted, ())
    if (guarded := cost_if_before(part, read, title, card_type)) is not None:
        return guarded  # "target your Personality and, if this is the Action Phase, discard a card"
    if (several := performers_paying(part, read)) is not None:
        return several  # "bow your two performing Nonhumans": both performers pay
    # "Target a Personality, or one or two Personalities if you control a Courtier"
    return count_if(part, read, title, card_type)


#: "Bow this Shugenja, or bow this card if he is Earth": a cost, then an alternative to it that
#: is available only when its condition holds.
_OR_IF = lazy_regex(
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
_GOLD_ADDEND = lazy_regex(
    r"^(?P<gold>(?:you may )?pay gold equal to [^,]+),\s*\+(?P<n>\d+) unless (?:he|she) is "
    r"(?P<said>.+)$",
    re.IGNORECASE,
)
_ADDEND_PART = lazy_regex(r"^\s*\+\d+ unless (?:he|she) is\b", re.IGNORECASE)
#: "or 4", "whichever is higher": a least Gold amount after "pay Gold equal to ..."
_HIGHER_PART = lazy_regex(r"^\s*(?:or \w+|whichever is \w+)\s*$", re.IGNORECASE)


def join_gold_addends(parts: list[str]) -> list[str]:
    """Clauses with a Gold addend joined to the Gold cost before it ("pay Gold equal to his
    unit's total Gold Cost", "+8 unless he is Kolat" -> one clause; "pay Gold equal to the
    number of Personalities you control", "or 4", "whichever is higher" -> one clause)."""
    out: list[str] = []
    for part in parts:
        gold = bool(out) and re.match(r"^\s*pay gold\b", out[-1], re.I) is not None
        if gold and (_ADDEND_PART.match(part) or _HIGHER_PART.match(part)):
            out[-1] = f"{out[-1].rstrip()}, {part.strip()}"
        else:
            out.append(part)
    return target_gold_after_target(out)  # "pay Gold equal to the target unit's Force"


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


#: "bow your two performing Nonhumans", "Destroy two of your unbowed performing Samurai": a
#: number of performers, chosen together, each paying the cost.
_PERFORMERS_PAY = lazy_regex(
    r"^(?P<verb>bow|destroy|dishonor)\s+(?:your\s+(?P<n1>two|three)\s+(?P<w1>(?:unbowed\s+)?"
    r"performing\s.+)|(?P<n2>two|three)\s+of\s+your\s+(?P<w2>(?:unbowed\s+)?performing\s.+))$",
    re.IGNORECASE,
)


def performers_paying(
    part: str, read: Read
) -> tuple[Cost | None, tuple[TargetSpec, ...]] | str | None:
    """ "bow your two performing Nonhumans": the performers, chosen together (Abilities and
    actions / B: "grouped together by a number"), then every one of them pays the cost
    (Costs and restrictions / Timing of costs: "Multiple costs indicated by a number ... are
    applied simultaneously"; Costs and changes: a bowed one can't pay "bow"); read as the
    performer phrase "choose two of your performing Nonhumans". None for another clause; a
    string says what is not read (a count of performers the phrase grammar does not read as
    exactly that many)."""
    m = _PERFORMERS_PAY.fullmatch(part.strip().rstrip(".").strip())
    if m is None:
        return None
    count, words = (
        (m.group("n1"), m.group("w1")) if m.group("n1") else (m.group("n2"), m.group("w2"))
    )
    got = read(f"choose {count.lower()} of your {words}")
    if isinstance(got, str):
        return got
    cost, specs = got
    wanted = 2 if count.lower() == "two" else 3
    if cost is not None or len(specs) != 1:
        return "a cost on several performers not read"
    (spec,) = specs
    if not spec.performer or spec.count != wanted or spec.up_to or spec.optional or spec.count_when:
        return "a cost on several performers not read"
    verb = m.group("verb").lower()
    return Cost(**{verb: spec.name}), specs  # type: ignore[arg-type]


#: Joins a cost to the condition written before it inside a clause list (``if_before_cost``).
_IF_MARK = "\x00if "
_AND_END = lazy_regex(r"^(?P<head>.*\S)\s+and$", re.IGNORECASE)
_IF_PART = lazy_regex(r"^\s*if\s+(?P<cond>[^,;]+?)\s*$", re.IGNORECASE)
_COST_START = lazy_regex(r"^\s*(?:bow|destroy|discard|dishonor|lose|pay)\b", re.IGNORECASE)


def if_before_cost(parts: list[str]) -> list[str]:
    """ "target your Personality and, if this is the Action Phase, discard a card" (split into
    "target your Personality and", "if this is the Action Phase", "discard a card") -> "target
    your Personality", and the cost with its condition: the "if" stands inside the "and" list,
    after a clause of the block, so it is of the cost after it only - a conditional cost, paid
    only when it holds (Costs and restrictions / Conditional costs), not a restriction on the
    action (a restriction's "if" comes before the costs). Other clauses unchanged."""
    out: list[str] = []
    i = 0
    while i < len(parts):
        head = _AND_END.fullmatch(parts[i].strip())
        cond = _IF_PART.fullmatch(parts[i + 1]) if head and i + 2 < len(parts) else None
        if head is not None and cond is not None and _COST_START.match(parts[i + 2]):
            out += [head.group("head"), f"{parts[i + 2].strip()}{_IF_MARK}{cond.group('cond')}"]
            i += 3
            continue
        out.append(parts[i])
        i += 1
    return out


def cost_if_before(
    part: str, read: Read, title: str, card_type: CardType | None
) -> tuple[Cost | None, tuple[TargetSpec, ...]] | str | None:
    """A cost with the condition written before it (``if_before_cost``): the cost, paid only
    when the condition holds ("this is the Action Phase" is read as "it is the Action Phase");
    a string says what is not read; None for another clause."""
    if _IF_MARK not in part:
        return None
    words, said = part.split(_IF_MARK, 1)
    got = read(words)
    if isinstance(got, str):
        return got
    cost, targets = got
    if cost is None or targets or cost.unless or cost.only_if or cost.any_of or cost.optional:
        return "a condition before a cost not read"
    said = re.sub(r"^this is (?=(?:the |an? )?\w+ phase$)", "it is ", said.strip(), flags=re.I)
    cond = parse_condition(said, title, card_type)
    if isinstance(cond, str):
        return f"the condition {said!r} before a cost ({cond})"
    return replace(cost, only_if=cond), ()


#: "pay Gold equal to the number of Personalities you control, or 4, whichever is higher".
_GOLD_COUNTED = lazy_regex(
    r"^(?P<may>you may )?pay gold equal to the number of (?P<what>.+?) you control"
    r"(?:, or (?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten), whichever is "
    r"(?P<dir>\w+))?$",
    re.IGNORECASE,
)


def gold_counted(part: str, title: str, card_type: CardType | None) -> Cost | str | None:
    """ "pay Gold equal to the number of Personalities you control, or 4, whichever is higher":
    one Gold cost, the count of your cards in play matching the words (read as the restriction
    "you control any <words>" reads them) and never less than the number (Costs and
    restrictions / Variable costs: the value when the cost is paid). "whichever is lower" and
    words naming other cards are not read (a string says what); None for another clause."""
    m = _GOLD_COUNTED.fullmatch(part.strip().rstrip(".").strip())
    if m is None:
        return None
    if m.group("dir") is not None and m.group("dir").lower() not in ("higher", "greater"):
        return f"'whichever is {m.group('dir')}' of a Gold cost"
    cond = parse_condition(f"you control any {m.group('what')}", title, card_type)
    if isinstance(cond, str) or replace(cond, control=None) != Condition() or cond.control is None:
        return f"the number of {m.group('what')} you control"
    control = cond.control
    if control.at_least != 1 or control.select.references():
        return f"the number of {m.group('what')} you control"
    word = (m.group("n") or "0").lower()
    least = int(word) if word.isdigit() else NUMBER_WORDS[word]
    gold = GoldFrom(equal_to="0", count_yours=control.select, at_least=least)
    return Cost(gold=gold, optional=bool(m.group("may")))
