"""A bowed cost reduction of one kind of card, used while paying for it (Costs and restrictions /
Changes to costs and payments): "Repeatable Reaction, :bow:: When paying for a Samurai, give him
-4 Gold Cost until he enters play." (The Hiruma Dojo; h27adv2 F6, issue 13), ":bow:: When paying
for a Monk, he enters play for 3 less Gold." (Temple of Harmony). A bowed card can't use one.

Read only in the whole shape below, for the card's own Gold cost (beside the Clan Honor Rule's
added payment too, which this reading does not lower: a plan so is legal; a shortfall then
stays a doubt unless short over both payments, ``solver.reduction_both_payments``; h43adv4
F4) of a card of the one type or keyword it names. It is offered to the Gold planner as a
source of that many Gold for that payment only, in one group with the card's bowing Gold modes
(the card bows for one of them): lowering a cost by N, never below 0, pays exactly what N more
Gold would. Not offered (the reduction stays a doubt, ``solver.playing._short``) when the card
paid for has a minimum or an increase of its Gold Cost (Reference 04: every increase and
reduction is summed first), when its card can't bow for it now, or when a source's Gold counts
the Gold Cost paid for.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from model.lazy_regex import lazy_regex
from model.payments import PaySelector
from model.state import View
from solver import gold
from solver.added_payment_sources import kept_off_added
from solver.paying_reactions import offered_reactions, with_paying_reactions
from solver.production import source_card

__all__ = ["REDUCE", "offered_reductions", "with_reductions"]

#: the Source id suffix of a reduction ("hd:reduce")
REDUCE = "reduce"
_TYPES = ("personality", "follower", "item", "spell", "holding")
#: "Repeatable Reaction, :bow:: When paying for a Samurai, give him -4 Gold Cost until he
#: enters play." (a Reaction used at the payment it names; Repeatable: no limit per turn), ":bow::
#: When paying for a Monk, he enters play for 3 less Gold." (Temple of Harmony)
_BOWED_REDUCTION = lazy_regex(
    r"^(?:Repeatable Reaction, )?:bow:: When paying for an? (?P<noun>[A-Z][a-z]+), (?:"
    r"give (?:him|her|it) -(?P<n>\d+) Gold Cost until (?:he|she|it) enters play"
    r"|(?:he|she|it) enters play for (?P<m>\d+) less Gold)\.?$"
)


#: a minimum, or a limit below which a cost can't be lowered ("a minimum Gold Cost of 5")
_FLOOR = lazy_regex(r"\bminimum\b|\bbelow\b|\bcan(?:not|'t) be (?:reduced|lowered)\b", re.I)


def _applies(view: View, noun: str, card: str) -> bool:
    """Is ``card`` surely of the type or keyword ``noun`` names?"""
    low = noun.lower()
    if low in _TYPES:
        return view.definition(card).type.value == low
    return low in view.keywords(card)


def _offers(
    view: View, player: str, card: str, sources: Sequence[gold.Source]
) -> list[tuple[str, str, int, str]]:
    """(card id, shown text, Gold, noun) of each reduction offered for ``card``."""
    bowing = {source_card(s.id) for s in sources if s.bows}
    found = []
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player or inst.id not in bowing:
            continue
        d = view.definition(inst.id)
        for text in d.reductions_unread:
            m = _BOWED_REDUCTION.match(text.strip())
            if m is not None and _applies(view, m.group("noun"), card):
                n = int(m.group("n") or m.group("m"))
                found.append((inst.id, f"{d.title} ({inst.id}): {text}", n, text))
    return found


def _fixed_cost(sources: Sequence[gold.Source]) -> bool:
    """No source's Gold counts the Gold Cost of the card paid for (a reduction would lower it)."""
    return not any(b.plus_gold_cost for s in sources for b in s.bonuses)


def with_reductions(
    view: View,
    player: str,
    card: str,
    sources: list[gold.Source],
    payments: Sequence[gold.Payment],
    unread: Sequence[str],
) -> list[gold.Source]:
    """``sources`` with the reductions ``player``'s cards offer for the one payment for
    ``card``; each reducing card's bowing modes and its reductions share one group. None while
    a text not read (``unread``, the card's entering text) may hold its cost at a minimum."""
    memo = view.memo("offered_reductions")
    memo[(player, card)] = ()
    # "which may only pay for him" beside an added payment (``solver.added_payment_sources``)
    sources = kept_off_added(view, player, card, sources, payments)
    # "Reaction: When paying for a Farm: Produce 1 Gold." (``solver.paying_reactions``)
    sources = with_paying_reactions(view, player, card, sources, payments)
    floor = any(_FLOOR.search(t) for t in unread)
    own = [p for p in payments if not p.paid_for.added]
    if len(own) != 1 or floor or not _fixed_cost(sources):
        return sources
    # beside an added payment (the Clan Honor Rule's 2 Gold) it lowers the card's own Gold
    # cost only (this reading); still a doubt on a shortfall (another reading may lower both:
    # ``solver.reduction_both_payments``)
    apart = len(payments) > 1
    offers = _offers(view, player, card, sources)
    if not offers:
        return sources
    groups = {source_card(s.id): s.group for s in sources if s.bows}
    if any(groups[cid] not in (None, cid) for cid, *_ in offers):
        return sources  # a card another source's cost bows: not combined here
    reducing = {cid for cid, *_ in offers}
    out = [
        replace(s, group=source_card(s.id)) if s.bows and source_card(s.id) in reducing else s
        for s in sources
    ]
    for i, (cid, _, n, _) in enumerate(offers):
        out.append(
            gold.Source(
                id=f"{cid}:{REDUCE}{i}",
                gold=n,
                only_for=PaySelector(action=False, added=False if apart else None),
                extra_cost=f"bowed for its reduction, not its Gold: {n} less Gold to pay",
                group=cid,
            )
        )
    if not apart:
        memo[(player, card)] = tuple(shown for _, shown, _, _ in offers)
    return out


def offered_reductions(view: View, player: str, card: str) -> tuple[str, ...]:
    """The reductions (as "Title (id): text") ``with_reductions`` last offered the Gold planner
    for ``card``, and those of the shape above on a bowed card (it can't bow for one): no
    longer a doubt on its shortfall."""
    kept = view.memo("offered_reductions").get((player, card), ())
    found = tuple(str(t) for t in kept) if isinstance(kept, tuple) else ()
    bowed = tuple(
        f"{d.title} ({inst.id}): {text}"
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player and inst.bowed
        for d in (view.definition(inst.id),)
        for text in d.reductions_unread
        if _BOWED_REDUCTION.match(text.strip()) is not None
    )
    return found + bowed + offered_reactions(view, player, card)
