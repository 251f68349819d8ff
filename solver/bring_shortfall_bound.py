"""A Gold shortfall for a card an action brings into play, bounded by what unread Gold text
states (Costs and restrictions / Changes to costs and payments, Gold production; Abilities and
actions: "paying all costs" of the brought card). ``solver.reduction_bound.bounded_short`` sums
what each unread text may lower or produce at most (one use of its card's bow, one Reaction's
"Produce N Gold", ...; any text without one stated amount bounds nothing): when every choice of
the action that failed on its Gold alone has the brought card's Gold cost as its only payment
and is short even with that sum, no unread text can pay it, and the shortfall is certain
(h42trig N6: Shinjo Itao bringing Champion of Thunder, 12 Gold, beside Akodo Dojo's "3 less
Gold" and Near Miss's "Produce 2 Gold").

A fixed reduction of a card in play already taken off the brought card's price
(``solver.bring_price.brought_gold``: "Your Ronin cards enter play for 1 less Gold.") can't
lower it again: no doubt on a shortfall of every failed choice bringing that card (h46fixa W2)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from model.lazy_regex import lazy_regex
from model.state import View
from solver import gold
from solver.in_play_reductions import read_reductions
from solver.paying_reactions import relaxed
from solver.production import unread_producers
from solver.reduction_bound import bounded_short

__all__ = ["bounded_shorts"]

#: "Title (id): text", as ``unread_producers`` shows a sentence
_SHOWN = lazy_regex(r"^[^()]*\((?P<id>[^()]+)\): (?P<text>.*)$")

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
    base = _in_price(view, player, base, shorts)
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


def _in_price(
    view: View, player: str, base: Callable[[str], bool], shorts: Sequence[Short]
) -> Callable[[str], bool]:
    """``base``, also True for a sentence taken off the price of the card each of ``shorts``
    brings (its payment ``bring:<id>``) by ``read_reductions``, with an amount."""
    cards = {
        p.id.removeprefix("bring:") for _, ps in shorts for p in ps if p.id.startswith("bring:")
    }
    if len(cards) != 1 or not all(any(p.id.startswith("bring:") for p in ps) for _, ps in shorts):
        return base
    (card,) = cards
    if not view.has(card):
        return base
    found = read_reductions(view, player, view.definition(card), card, False, None) or []
    taken = {(r.source, r.said.partition(": ")[2]) for r in found if r.amount}
    if not taken:
        return base

    def helpless(shown: str) -> bool:
        m = _SHOWN.match(shown)
        return base(shown) or (m is not None and (m["id"], m["text"].strip()) in taken)

    return helpless
