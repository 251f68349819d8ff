"""A card's Gold Production raised by a count of past occurrences (Costs and restrictions /
Conditions: "Some conditions refer back to past occurrences"; Gold production): "Fine Silk
Merchant has +1GP for each action you have resolved this turn from your Retainers, to a
maximum of +2GP". The count is the state's ``past`` (``PastFact.times`` of
``resolved_from_keyword``); not counted there, none is added and a Gold shortfall is
``unknown`` (``solver.production_past``). Only this sentence shape is read, naming the card
itself (its title or "this Holding") and a keyword (``model.cardtext.target_words.KEYWORDS``),
plural; anything else is None (the caller's reason stands).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from model.cards import ProductionMode
from model.cardtext.target_words import KEYWORDS
from model.lazy_regex import lazy_regex
from model.oracle.production_history import _period
from model.oracle.production_terms import _Unmodelled
from model.past import Past

__all__ = ["PastGold", "past_stat_clause", "with_past"]

_PER_ACTION = lazy_regex(
    r"(?P<who>[a-z][a-z' -]*?) has \+(?P<n>\d+)gp for each action you have resolved this "
    r"(?P<period>phase|turn|battle|game) from your (?P<what>[a-z]+)s, to a maximum of "
    r"\+(?P<max>\d+)gp"
)
_SELF = frozenset({"this holding", "this card", "this stronghold"})


@dataclass(frozen=True, slots=True)
class PastGold:
    """+``gold`` Gold Production for each time ``past`` happened, at most ``most``."""

    past: Past
    gold: int
    most: int


def past_stat_clause(low: str, title: str | None, already: PastGold | None) -> PastGold | None:
    """``low`` (lower case, no final period) as a count of past actions raising the card's own
    Gold Production; None when it is not one. Raises ``_Unmodelled`` for a second such count
    (how the two combine is not read)."""
    m = _PER_ACTION.fullmatch(low)
    if m is None or m.group("what") not in KEYWORDS:
        return None
    who = m.group("who")
    if who not in _SELF and (title is None or who != title.lower()):
        return None  # another card's Gold Production: not this card's stat
    if already is not None:
        raise _Unmodelled(f"two counts raise its Gold Production: {low!r}")
    n, most = int(m.group("n")), int(m.group("max"))
    if n < 1 or most < 1:
        return None
    period = _period(m.group("period"))
    past = Past(event="resolved_from_keyword", period=period, keyword=m.group("what"))
    return PastGold(past=past, gold=n, most=most)


def with_past(mode: ProductionMode, past: PastGold | None) -> ProductionMode:
    """The stat's mode with the count ``past`` adds to it (``ProductionMode.per_past``)."""
    if past is None:
        return mode
    return replace(mode, per_past=past.past, per_past_gold=past.gold, per_past_max=past.most)
