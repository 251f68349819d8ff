"""A Gold shortfall for a card an action brings into play, bounded by what unread Gold text
states (Costs and restrictions / Changes to costs and payments, Gold production; Abilities and
actions: "paying all costs" of the brought card). ``solver.reduction_bound.bounded_short`` sums
what each unread text may lower or produce at most (one use of its card's bow, one Reaction's
"Produce N Gold", ...; any text without one stated amount bounds nothing): when every choice of
the action that failed on its Gold alone has the brought card's Gold cost as its only payment
and is short even with that sum, no unread text can pay it, and the shortfall is certain
(h42trig N6: Shinjo Itao bringing Champion of Thunder, 12 Gold, beside Akodo Dojo's "3 less
Gold" and Near Miss's "Produce 2 Gold")."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from model.state import View
from solver import gold
from solver.paying_reactions import relaxed
from solver.production import unread_producers
from solver.reduction_bound import bounded_short

__all__ = ["bounded_shorts"]

#: more failed choices than this: not bounded here (each is a planner run)
_MOST = 8

Short = tuple[tuple[gold.Source, ...], tuple[gold.Payment, ...]]


def bounded_shorts(
    view: View,
    player: str,
    base: Callable[[str], bool],
    shorts: Sequence[Short],
    brings: bool,
) -> Callable[[str], bool]:
    """``base`` (unread text that can't help the Gold now), also True for every unread producer
    when each of ``shorts`` (a failed choice's sources and payments) is bounded (see the
    module); ``brings``: the action brings a card into play paying its costs."""
    if not brings or not shorts or len(shorts) > _MOST:
        return base
    could = [u for u in unread_producers(view, player) if not base(u)]
    if not could:
        return base
    for sources, payments in shorts:
        if len(payments) != 1 or payments[0].paid_for.action:
            return base  # the action's own Gold too, or not the brought card's: not here
        if bounded_short(view, player, relaxed(sources), payments, could) is None:
            return base
    items = frozenset(could)

    def helpless(shown: str) -> bool:
        return base(shown) or shown in items

    return helpless
