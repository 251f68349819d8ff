"""A Gold shortfall bounded by the amounts the unread text states (Costs and restrictions /
Changes to costs and payments, Gold production): where every unread text that may pay for or
lower the cost of a card is one use of its own card's :bow: stating one amount ("Repeatable
Reaction, :bow:: When paying for a Shadowlands card, lower the card's Gold Cost by 4 until it is
paid.", ":bow:: When paying for a Follower, it enters play for 3 less Gold.", "Reaction, :bow::
When paying to Equip an Item, produce 5 Gold."), a shortfall that even their sum, taken off the
card's own Gold cost, can't cover is certain (``illegal``), not ``unknown`` (issue 13).

A continuous sentence (no trigger or action head, a keyword's reminder in parentheses too:
"(When going second, you get +1PS and Personalities you Proclaim enter play for two less
Gold.)") lowers each payment once by its amount, so it bounds the same way (h30adv3 N2).

A clause that only limits the reduction (", to a minimum of 1", Yoritomo Sensei; ", but will not
have their costs changed in any other way", Kosaten Shiro) lowers nothing more, so the amount
still bounds it; a lock of other changes may also undo an increase, so the bound is then taken
off the card's printed Gold Cost where that is lower (h30adv5 N4).

Fail closed: any text with no stated amount, more than one, or a word that multiplies or
replaces it ("for each", "equal to", "to 0", ...), or any use not limited to its card's one bow,
bounds nothing. A Reaction producing Gold when paying for a kind of card ("Reaction: When paying
for a Farm: Produce 1 Gold.", Truce's "... a Personality with a Clan alignment different than
your own ...") is one use stating one amount: it bounds the same way (h38adv3 N2), as does
Coin Pouch's "When a Holding bows to produce Gold, bow this card: The Holding produces one
additional Gold." (one more Gold, at most once per bow of its card: h39adv4 N4). Gold
produced (a Reaction's "Produce N Gold", a bow's "produce N Gold") may pay any one payment,
the Clan Honor Rule's added 2 Gold too (which payment a Reaction "When paying for a
Personality ..." may pay is not said: h39adv3 W2); a reduction lowers the card's own Gold cost.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.lazy_regex import lazy_regex
from model.state import View
from solver import gold
from solver.holding_bonus_reaction import holding_bonus_said
from solver.production_order import in_order
from solver.shortfall_scope import text_of
from solver.token_gold_bound import token_gold

__all__ = ["bounded_short", "stated_amount"]

#: a clause that only limits a reduction: its minimum; or a lock of every other change
_MINIMUM = lazy_regex(r",? to a minimum of (?:\d+|one|two|three)\b", re.IGNORECASE)
_LOCK_OTHERS = lazy_regex(
    r",? but (?:will not|do not|does not) have (?:their|its) (?:Gold )?costs? changed in any "
    r"other way\b",
    re.IGNORECASE,
)

#: one use of its own card's bow ("[Repeatable ]Reaction, :bow::", ":bow::")
_BOW_HEAD = lazy_regex(r"^(?:(?:Repeatable )?Reaction, )?:bow::\s*When paying\b")
_NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten"
_WORDS = {w: i + 1 for i, w in enumerate(_NUMBER.split("|")[1:])}
_AMOUNT = lazy_regex(
    rf"(?<![\w+])-(?P<a>\d+) Gold Cost\b|\b(?P<b>{_NUMBER}) less Gold\b|\bproduce (?P<c>\d+) Gold\b"
    r"|\b(?:reduce|lower)s? (?:its|his|her|the [\w' ]+?) Gold Cost by (?P<d>\d+)\b",
    re.IGNORECASE,
)
#: "Reaction: When paying for a Personality with a Clan alignment different than your own: Produce
#: 2 Gold." (Truce), "Reaction: When paying for a Farm: Produce 1 Gold.": a Reaction, used once at
#: its trigger (Abilities and actions), producing its one amount (h38adv3 N2)
_PAYING_REACTION = lazy_regex(
    r"Reaction:\s*When paying for an? [A-Za-z]+(?: with an? Clan alignment different "
    r"(?:than|from) your own)?:\s*Produce (?P<n>\d+) Gold\.?",
    re.IGNORECASE,
)
#: the card id in an unread text shown as "Title (id[, where]): ..."
_CARD = lazy_regex(r"\((?P<id>[^,)\s]+)")
#: words that multiply, replace or repeat the amount
_OPEN = lazy_regex(
    r"\b(?:each|every|equal|per|number|times|twice|double|instead|additional|more|any|"
    r"either)\b|\+\d+(?!PS\b)|\bto \d|:g\d|\bX\b",
    re.IGNORECASE,
)


def stated_amount(text: str) -> int | None:
    """The one amount of Gold one use of ``text`` lowers a cost by (or produces), else None."""
    if (paying := _PAYING_REACTION.fullmatch(text.strip())) is not None:
        return int(paying["n"])
    if holding_bonus_said(text):
        return 1
    said = _LOCK_OTHERS.sub("", _MINIMUM.sub("", text.strip()))
    if _BOW_HEAD.match(said) is not None:
        if said.count(".") > 1 or ":" in said.split("::", 1)[1]:
            return None
    elif not _continuous(said):
        return None
    found = list(_AMOUNT.finditer(said))
    if len(found) != 1 or _OPEN.search(said) is not None:
        return None
    m = found[0]
    if m.group("c") is not None and _BOW_HEAD.match(said) is None:
        return None  # Gold produced by a continuous text: not one use
    said_amount = next(g for g in m.groups() if g is not None).lower()
    return _WORDS[said_amount] if said_amount in _WORDS else int(said_amount)


def _continuous(said: str) -> bool:
    """One continuous sentence (optionally a reminder in parentheses): no action or trigger
    head (no ':'), no second sentence, no "Repeatable"/"Reaction"/"Interrupt" word."""
    inner = said[1:-1].strip() if said.startswith("(") and said.endswith(")") else said
    if ":" in inner or "(" in inner or inner.rstrip(".").count(".") > 0:
        return False
    return re.search(r"\b(?:Repeatable|Reaction|Interrupt|Battle|Open|Limited)\b", inner) is None


def bounded_short(
    view: View,
    player: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
    could: Sequence[str],
    time_limit_s: float = 2.0,
) -> int | None:
    """The sum of the amounts ``could`` (unread texts shown as "Title (id): ...") state when the
    payments are short even with the card's own Gold cost (the first payment) lowered by it;
    None when not sure."""
    tokens = [token_gold(view, u) for u in could]  # "equal to the number of Wealth tokens"
    amounts = [
        stated_amount(text_of(u)) if t is None else t for u, t in zip(could, tokens, strict=True)
    ]
    if not payments or any(a is None for a in amounts):
        return None
    made = [
        (_produced(text_of(u)) or t is not None) and _CARD.search(u) is not None
        for u, t in zip(could, tokens, strict=True)
    ]
    total = sum(a for a, p in zip(amounts, made, strict=True) if a is not None and not p)
    sources = [*sources, *_pseudo(could, amounts, made)]
    first = payments[0]
    cost = first.cost
    if cost is not None and any(_LOCK_OTHERS.search(text_of(u)) for u in could):
        printed = first.paid_for.gold_cost  # the lock may undo an increase too
        if printed is None:
            return None
        cost = min(cost, printed)
    lowered = replace(first, cost=None if cost is None else max(0, cost - total))
    problem = gold.PaymentProblem(tuple(sources), (lowered, *payments[1:]))
    result = gold.solve(problem, time_limit_s=time_limit_s)
    result = in_order(view, player, problem, result, time_limit_s)
    return total if result.status == "infeasible" else None


def _produced(text: str) -> bool:
    """Does ``text``'s stated amount produce Gold (a source), rather than lower a cost?"""
    if _PAYING_REACTION.fullmatch(text.strip()) or holding_bonus_said(text):
        return True
    found = list(_AMOUNT.finditer(text))
    return len(found) == 1 and found[0].group("c") is not None


def _pseudo(
    could: Sequence[str], amounts: Sequence[int | None], made: Sequence[bool]
) -> list[gold.Source]:
    """One source per amount of Gold produced (its card's id from "Title (id...): ..."), free
    to pay any one payment (a bound)."""
    out = []
    for i, (u, a, p) in enumerate(zip(could, amounts, made, strict=True)):
        card = _CARD.search(u)
        if p and a is not None and card is not None:
            out.append(gold.Source(id=f"{card['id']}:bound{i}", gold=a, bows=False))
    return out
