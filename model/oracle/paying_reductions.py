"""Sentences that lower a cost while it is paid ("When paying for a Samurai, give him -4 Gold
Cost until he enters play." The Hiruma Dojo; "When paying for Soh, you may reduce his Gold Cost
by 2 until it is paid ..."; "When paying for an Item, pay less Gold equal to Shanegon's Chi."):
Costs and restrictions / Changes to costs and payments. None is modelled as a Gold source: each is
reported with the card's cost reductions (``CardDef.reductions_unread``), so a Gold shortfall
while its card is in play is ``unknown``, never ``illegal`` (fail closed, h27adv2 F6).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["paying_reduction"]

#: "when paying [Gold] for / to ..." (the trigger or condition of a payment), then a decrease of
#: what is paid: "-N Gold Cost", "reduce / lower ... cost", "pay less Gold", "N less Gold"
_PAYING_REDUCTION = lazy_regex(
    r"\bwhen paying\b.*(?:"
    r"(?<![\w+])-\d+ gold cost\b"
    r"|\b(?:reduce|lower)s?\b.*\b(?:cost|amount needed to be paid)\b"
    r"|\bpay less gold\b|\b(?:\d+|one|two|three|four|five|six) less gold\b"
    r")",
    re.IGNORECASE,
)


#: "When paying for Soh, ...", "When paying to Recruit Ikm'atch-tek, ...", "When paying Jumon's
#: Gold cost: ...": a payment for the card itself
_PAYING_OWN = lazy_regex(
    r"^when paying (?:for |to recruit )?(?P<subj>[\w'-]+?)(?:'s gold cost)?[,:] ", re.IGNORECASE
)


def paying_reduction(sentence: str, title: str | None = None) -> bool:
    """Does ``sentence`` lower a cost as it is paid (a cost reduction, never this card's Gold
    production)? Not one of the card's own payment ("When paying for Soh, you may reduce his
    Gold Cost by 2": its own cost to enter play, the entering reader's), ``title`` given."""
    if _PAYING_REDUCTION.search(sentence) is None:
        return False
    own = _PAYING_OWN.match(sentence.strip())
    if own is None or title is None:
        return True
    words = set(re.findall(r"[\w'-]+", title.split(" • ", 1)[0].casefold()))
    return own.group("subj").casefold() not in words
