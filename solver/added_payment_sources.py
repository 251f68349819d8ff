"""Gold that "may only pay for" the card (or action) paid for, beside a cost added by a separate
effect (Costs and restrictions / Gold production: "Gold costs that are added by a separate
additional effect ... must be paid in a separate payment"; Reference 03, Clan Honor Rule).

"Produce 2 Gold, or 4 Gold if paying for a Unique Personality which may only pay for him."
(Suikihime's Chambers), ":bow:: When paying for a Lion Clan Personality, produce 4 Gold which
may only pay for him." (Charter of the Lion Clan), "which can only pay for a single Jade card":
whether such Gold may pay the added payment (the Clan Honor Rule's 2 Gold, a Gold surcharge on
targeting a card), which is paid for that card but apart from its own cost, the rules files do
not say. So, as for Truce (``solver.paying_reactions``), the planner first looks for a plan
that leaves such Gold to the card's (or action's) own cost; when there is none but there is one
with that Gold on the added payment, the shortfall is a doubt naming the source
(``shortfall_reason``), never `illegal` nor `legal`. A source for "one cost" of any kind ("which
may only pay for one cost", a type excluded) is not such a restriction.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.payments import PaySelector
from model.state import View
from solver import gold
from solver.production import source_card

__all__ = ["added_only_doubts", "kept_off_added", "needed_on_added", "off_added"]

_MEMO = "added_only_sources"


def _card_only(sel: PaySelector | None) -> bool:
    """Is ``sel`` a restriction to what is paid for ("that card", "him", "a single Jade card"),
    not yet said of added payments? "one cost" (a type excluded, nothing else) is not."""
    if sel is None or sel.added is not None:
        return False
    narrowing = (
        sel.type,
        sel.clan,
        sel.keyword,
        sel.title,
        sel.unique,
        sel.action or None,  # "that action" (an action's own cost only)
        sel.min_gold_cost,
        sel.recruit,
        sel.from_card_in_play,
        sel.unaligned,
        sel.equip,
        sel.your_clan,
    )
    return any(v is not None for v in narrowing) or bool(sel.not_keyword or sel.also_keywords)


def kept_off_added(
    view: View,
    player: str,
    card: str,
    sources: list[gold.Source],
    payments: Sequence[gold.Payment],
) -> list[gold.Source]:
    """``sources`` with each source restricted to what is paid for kept off the added payments
    among ``payments``; the unrestricted sources are remembered for ``added_only_doubts``."""
    memo = view.memo(_MEMO)
    memo[(player, card)] = ()
    out, ids = off_added(sources, payments)
    if ids:
        memo[(player, card)] = (tuple(sources), tuple(payments), tuple(sorted(ids)))
    return out


def off_added(
    sources: Sequence[gold.Source], payments: Sequence[gold.Payment]
) -> tuple[list[gold.Source], frozenset[str]]:
    """``sources`` with each source restricted to what is paid for ("which may only pay for
    him") kept off the added payments among ``payments`` (module doc), and the ids kept off.
    The strict reading, without a doubt: the goldfish's purchases (``solver.analysis.
    purchases``) use it as is; ``kept_off_added`` remembers the ids for the doubt."""
    added = [p for p in payments if p.paid_for.added]
    if not added:
        return list(sources), frozenset()
    ids = frozenset(
        s.id
        for s in sources
        if _card_only(s.only_for)
        and s.only_for is not None
        and any(s.only_for.matches(p.paid_for) for p in added)
    )
    if not ids:
        return list(sources), ids
    return [
        replace(s, only_for=replace(s.only_for, added=False))
        if s.id in ids and s.only_for is not None
        else s
        for s in sources
    ], ids


def needed_on_added(view: View, player: str, card: str) -> tuple[list[str], list[gold.Payment]]:
    """The cards whose sources ``kept_off_added`` last kept off the added payments for ``card``
    when the Gold can be paid only with one of them on an added payment, and those added
    payments; ([], []) otherwise."""
    kept = view.memo(_MEMO).get((player, card), ())
    if not isinstance(kept, tuple) or len(kept) != 3:
        return [], []
    sources, payments, ids = kept
    result = gold.solve(gold.PaymentProblem(tuple(sources), tuple(payments)), time_limit_s=1.0)
    if not result.feasible:
        return [], []
    cards = sorted({source_card(str(i)) for i in ids})
    return [c for c in cards if view.has(c)], [p for p in payments if p.paid_for.added]


def added_only_doubts(view: View, player: str, card: str) -> list[str]:
    """The sources (as "Title (id): ...") ``kept_off_added`` last kept off the added payments
    for ``card`` when the Gold can be paid only with one of them on an added payment."""
    cards, added = needed_on_added(view, player, card)
    what = (
        "the Clan Honor Rule's Gold"
        if any(p.id.endswith("clan-honor") for p in added)
        else "the added Gold"
    )
    return [
        f"{view.definition(c).title} ({c}): its Gold may only pay for the card paid for; whether "
        f"it may pay {what} (an added cost, paid separately) is not said"
        for c in cards
    ]
