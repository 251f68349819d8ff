"""The text not read of the cards in play (every ``CardDef`` field holding unread sentences, the
unread parts of its abilities and the abilities it grants), scanned once per View and pattern:
a narrowing that holds only while no such sentence may interfere (a sentence that may take
traits away, bar or tax a Reaction) asks it here (``solver.producing_holdings``,
``solver.paying_reactions``)."""

from __future__ import annotations

from model.cards import CardDef
from model.lazy_regex import Regex
from model.state import View

__all__ = ["any_unread_in_play", "unread_texts"]


def unread_texts(d: CardDef) -> tuple[str, ...]:
    """Every sentence of ``d`` not read (the effects of its abilities too: they may be words
    only shown, not modelled)."""
    return (
        *d.qualities_unread, *d.actions_unread, *d.grants_unread, *d.entering_unread,
        *d.reductions_unread, *d.lasting_unread, *d.prevents_unread, *d.grants_abilities,
        d.production_unread,
        *(x for ab in d.abilities for x in ab.not_understood),
        *(e.step or "" for ab in d.abilities for e in ab.effects),
    )  # fmt: skip


def any_unread_in_play(view: View, pattern: Regex) -> bool:
    """Does a sentence not read of a card in play match ``pattern``? (once per View)"""
    memo = view.memo("unread_in_play")
    key = pattern.pattern
    if key not in memo:
        memo[key] = any(
            pattern.search(t)
            for inst in view.state.cards
            if inst.in_play
            for t in unread_texts(view.definition(inst.id))
        )
    return bool(memo[key])
