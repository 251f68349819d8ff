"""A cost stat given to cards of named types ("Non-Courtier Personalities you own in and out of
play have +1 Gold Cost." — Tasu Sensei; h30adv2 F6) changes cards of those types only
(Reference 03: each card type has its own stats). A Strategy's own Gold cost, paid to play it,
is then no test such a sentence can turn: only a sentence that may give a Strategy a Gold Cost
change (untyped, naming Strategies, or not read as typed here) keeps that test."""

from __future__ import annotations

import re

from model.cards import CardType
from model.cardtext.qualities import quality_kinds
from model.lazy_regex import lazy_regex
from model.state import View
from solver.own_cost_stat import doubt_words, own_qualities_unread

__all__ = ["doubt_words", "own_qualities_unread", "strategy_cost_tested"]

_TYPES = {
    "personalit": CardType.PERSONALITY,
    "follower": CardType.FOLLOWER,
    "holding": CardType.HOLDING,
    "item": CardType.ITEM,
    "spell": CardType.SPELL,
    "strateg": CardType.STRATEGY,
}
_TYPE = r"(?:Personalit(?:y|ies)|Followers?|Holdings?|Items?|Spells?|Strateg(?:y|ies))"
_STAT = r"[+-]\d+ (?:Gold Cost|Honor Requirement|HR|GP|Gold Production)"
#: "[Your|All] [Non-Courtier|Crab ...] Personalities [you own|you control] [in and out of play]
#: have +1 Gold Cost[, to a minimum of 1][ while/if ...]."
_TYPED = lazy_regex(
    rf"(?:Your |All (?:your )?)?(?:(?:[Nn]on-)?[A-Z][\w'-]* ){{0,3}}(?P<types>{_TYPE}"
    rf"(?:(?:,| and| or) {_TYPE})*)(?: you (?:own|control))?(?: in and out of play| in play)? "
    rf"(?:have|has) {_STAT}(?:(?:,| and) {_STAT})*(?:, to a minimum of \d+)?"
    r"(?: (?:while|if) [^.;:]+)?\.?"
)
_COST = frozenset({"stat", "stat:gold_cost"})


def typed_to(said: str) -> frozenset[CardType] | None:
    """The card types a cost-stat sentence ``said`` names as its subject, or None."""
    m = _TYPED.fullmatch(said.strip())
    if m is None:
        return None
    named = m.group("types")
    return frozenset(t for w, t in _TYPES.items() if re.search(rf"\b{w}", named, re.I))


def _may_cost(said: str) -> bool:
    """May ``said`` change a Strategy's Gold Cost?"""
    kinds = quality_kinds(said)
    stats = {k for k in kinds if k.startswith("stat:")}
    if "stat" not in kinds or (stats and "stat:gold_cost" not in stats):
        return False
    types = typed_to(said)
    return types is None or CardType.STRATEGY in types


def strategy_cost_tested(view: View, card: str) -> frozenset[str]:
    """The qualities a play of ``card`` tests for its own Gold cost: a Strategy out of play with
    one (its Gold cost is paid to play it), when a quality sentence not read of a card in play,
    or its own, may change a Strategy's Gold Cost; else none."""
    own = view.definition(card)
    if own.type is not CardType.STRATEGY or view.card(card).in_play or not own.gold_cost:
        return frozenset()
    texts = [
        t
        for inst in view.state.cards
        if inst.in_play
        for t in view.definition(inst.id).qualities_unread
    ]
    mine = own_qualities_unread(view, card)  # less its own settled cost change
    return _COST if any(_may_cost(t) for t in (*texts, *mine)) else frozenset()
