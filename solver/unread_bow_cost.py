"""An action whose costs are read but whose effects are not ("Battle: Bow this Shugenja: Two
consecutive Ranged Attack actions ...", The Fire from Within #0) still has those costs
(Costs and restrictions: every mandatory cost must be payable to announce the action). When a
cost block is one clause bowing the card itself or its bearer ("Bow this card", "Bow this
Shugenja", "Bow <its name>") and that card is already bowed, the action is ``illegal``, as its
fully read twin is ("can't pay the cost: ... is already bowed") — unless a word of the
paragraph may lift that (being bowed, Tireless, a straightening, "even if", "instead",
"ignore", "without", "usable"). A list opening with that bow ("Bow this Shugenja, destroy
this card, and discard your hand (even if empty)"): ``solver.listed_bow_cost``. Any other cost
block leaves the answer ``unknown``."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cardtext.costs import parse_cost
from model.cardtext.keyword_timing import read_paragraph
from model.lazy_regex import lazy_regex
from model.state import View
from solver.listed_bow_cost import listed_bow_fails
from solver.unread_costs import unread_costs_fail
from solver.unread_performer_cost import unread_performer_cost

__all__ = ["unread_bow_cost"]

#: words by which the paragraph may let a bowed card pay, or not need, the bow
_LIFTS = lazy_regex(
    r"\b(?:bowed|tireless|straighten\w*|even|usable|ignor\w*|instead|without|unless|"
    r"may|or)\b",
    re.IGNORECASE,
)


def unread_bow_cost(view: View, card: str, ab: Ability) -> str | None:
    """Why the partly read action ``ab`` of ``card`` can't pay its own bow now, a performer
    cost with no performer (``solver.unread_performer_cost``), or any of its costs read when
    only its effects are not (``solver.unread_costs``), or None."""
    return (
        _own_bow(view, card, ab)
        or listed_bow_fails(view, card, ab)  # "Bow this Shugenja, destroy this card, and ..."
        or unread_costs_fail(view, card, ab)
    )


def _own_bow(view: View, card: str, ab: Ability) -> str | None:
    """Why ``ab`` can't pay its own bow now (or its performer cost has no performer), or None."""
    if not ab.timing_understood or len(ab.not_understood) != 1:
        return None
    player = view.card(card).controlled_by or view.card(card).owner
    if (none := unread_performer_cost(view, player, ab)) is not None:
        return none
    read = read_paragraph(ab.not_understood[0])
    if read is None:
        return None
    blocks = read[1].split(":")
    if len(blocks) < 2:
        return None
    d = view.definition(card)
    for block in blocks[:-1]:
        cost = parse_cost(block, d.title, d.type)
        if cost is None or cost.optional or cost.bow not in ("source", "bearer"):
            continue
        rest = read[1].replace(block, " ", 1)
        if _LIFTS.search(rest) or _LIFTS.search(block):
            return None
        who = card if cost.bow == "source" else view.card(card).attached_to
        if who is None:
            return None
        inst = view.card(who)
        if inst.in_play and inst.bowed:
            title = view.definition(who).title
            return f"can't pay the cost: {block.strip()}: {title} is already bowed"
    return None
