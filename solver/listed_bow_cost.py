"""A list of costs not read whole that opens with bowing the card itself or its bearer: "Limited:
Bow this Shugenja, destroy this card, and discard your hand (even if empty): Draw four cards."
(Contemplate the Void). Every mandatory cost must be payable to announce the action, and "A card
already in the cost's end state cannot normally pay the cost" (Costs and restrictions / Costs
and changes): with that card bowed the action is ``illegal`` whatever the other costs are, as
for "Bow your performing <X>, ..." (h41adv7 N4) and a lone "Bow this Shugenja" cost block
(``solver.unread_bow_cost``) — unless a word of the paragraph may lift that (the same words:
being bowed, Tireless, a straightening, "instead", "ignore", "unless", "or", ...). The
hand's own "(even if empty)" after "discard your hand" concerns the hand only and lifts no bow
(h43adv4 U10)."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cardtext.costs import parse_cost
from model.cardtext.keyword_timing import read_paragraph
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["listed_bow_fails"]

#: the same words as ``solver.unread_bow_cost``'s: they may let a bowed card pay, or skip, it
_LIFTS = lazy_regex(
    r"\b(?:bowed|tireless|straighten\w*|even|usable|ignor\w*|instead|without|unless|"
    r"may|or)\b",
    re.IGNORECASE,
)
#: "discard your hand (even if empty)": about the hand, nothing else
_EMPTY_HAND = lazy_regex(r"(\bdiscard your hand) \(even if empty\)", re.IGNORECASE)
#: the items of a cost list: "A, B, and C", "A and B"
_ITEMS = lazy_regex(r",? and |, ")


def listed_bow_fails(view: View, card: str, ab: Ability) -> str | None:
    """Why ``ab`` of ``card``, not read whole, can't be announced now: its cost list opens with
    bowing its card or bearer, already bowed; None when not so or not settled."""
    if not ab.timing_understood or len(ab.not_understood) != 1:
        return None
    read = read_paragraph(ab.not_understood[0])
    if read is None:
        return None
    body = _EMPTY_HAND.sub(r"\1", read[1])
    blocks = body.split(":")
    if len(blocks) != 2:
        return None  # one cost block, then the effects
    items = _ITEMS.split(blocks[0].strip())
    if len(items) < 2:
        return None  # a lone clause: ``solver.unread_bow_cost``
    d = view.definition(card)
    cost = parse_cost(items[0], d.title, d.type)
    if cost is None or cost.optional or cost.bow not in ("source", "bearer"):
        return None
    if _LIFTS.search(body):
        return None
    who = card if cost.bow == "source" else view.card(card).attached_to
    if who is None or not view.has(who):
        return None
    inst = view.card(who)
    if not (inst.in_play and inst.bowed):
        return None
    title = view.definition(who).title
    return f"can't pay the cost: {items[0].strip()}: {title} is already bowed"
