"""Trait sentences that negate a change a cost makes (``model.cardtext.negations``), for cost
payment: Costs and restrictions / Costs and changes: "Effects that prevent, negate, or delay the
change will also prevent the cost payment." (Example 2: "a Reaction before the card is destroyed
negates the destruction, the cost is not paid").

A mandatory negation read in full of the card itself ("Negate any destruction of this card,
...") or, on its attachment, of its bearer ("Before this Personality is dishonored, destroy
this Item and negate the dishonoring.") makes that card unable to pay that cost
(``negated_cost``). Any other negation is a doubt on a legal answer paying such a cost
(``negation_doubts``), except, on a card the payer controls, an optional one ("you may ... to
negate it": the payer may let the change happen) or one only of changes from another player's
cards (his cost is his own card's).
"""

from __future__ import annotations

import re

from model.cardtext.negations import Negation, negation
from model.lazy_regex import Regex, lazy_regex
from model.state import View
from solver.own_prevention import prevented_itself

__all__ = ["negated_cost", "negation_doubts", "negation_of", "resolution_only"]


def negation_of(view: View, card: str, text: str) -> Negation | None:
    """The negation ``text`` (a trait sentence of ``card``) makes, or None."""
    d = view.definition(card)
    return negation(text, d.is_attachment, d.title)


def negated_cost(view: View, kind: str, card: str) -> str | None:
    """Why ``card`` can't pay a ``kind`` cost: a mandatory negation read in full, its own (while
    in play) or its attachment's about its bearer; None when there is none."""
    if (plain := prevented_itself(view, kind, card)) is not None:
        return plain  # "This card will not be destroyed; this is not negation."
    d = view.definition(card)
    if view.has(card) and view.card(card).in_play:
        for t in d.prevents_unread:
            n = negation_of(view, card, t)
            if n is not None and n.exact and n.about == "itself" and kind in n.kinds:
                return f"{d.title} can't pay it: its own '{t}' negates the change"
    for a in view.attachments(card) if view.has(card) else ():
        for t in view.definition(a).prevents_unread:
            n = negation_of(view, a, t)
            if n is not None and n.exact and n.about == "bearer" and kind in n.kinds:
                title = view.definition(a).title
                return f"{d.title} can't pay it: {title} ({a}): '{t}' negates the change"
    return None


def negation_doubts(view: View, card: str, kind: str) -> list[str]:
    """The negations not read in full, of cards in play, that may stop a ``kind`` cost paid
    with ``card``: its own, and any about cards in general; not an optional one of a card its
    payer (``card``'s controller) controls."""
    payer = view.card(card).controlled_by
    found: list[str] = []
    for inst in view.state.cards:
        if not inst.in_play:
            continue
        for t in view.definition(inst.id).prevents_unread:
            n = negation_of(view, inst.id, t)
            if n is None or n.exact or kind not in n.kinds:
                continue
            if n.about != "cards" and inst.id != card:
                continue
            # its controller's choice, or only changes from another player's cards: the payer's
            # own card says so, and his cost is his own card's
            if (n.optional or n.others_only) and inst.controlled_by == payer:
                continue
            found.append(f"{view.definition(inst.id).title} ({inst.id}): {t}")
    return found


#: a prevention only of what battle resolution does: a cost is no battle resolution
_BY_RESOLUTION = lazy_regex(r"^battle resolution will not\b|\bfrom battle resolution\b", re.I)
_SENTENCE = lazy_regex(r"(?<=[.!?])\s+")


def resolution_only(text: str, said: Regex) -> bool:
    """Is every sentence of ``text`` that ``said`` (a prevention of the cost's change) finds a
    prevention only of battle resolution's changes ("Battle resolution will not bow
    Personalities with unbowed Followers in Hikazu's army.": h26adv2 N7)?"""
    found = [t for t in _SENTENCE.split(text.strip()) if said.search(t)]
    return bool(found) and all(_BY_RESOLUTION.search(t) for t in found)
