"""A bowed cost reduction ("Temple of Harmony: :bow:: When paying for a Monk, he enters play for
3 less Gold.") beside a second payment (the Clan Honor Rule's 2 Gold, Reference 03): whether it
may lower that added payment too is not read (``solver.paying_reduction_sources`` offers it for
the card's own Gold cost only, this reading). A shortfall is still certain when the payments
can't be met even if the reduction could lower either one or both (Costs and restrictions /
Changes to costs and payments: a reduction lowers what is owed, never below 0): the payments
taken together, each source giving the most it may give any of them, with each reducing card
still bowing for one mode only (its Gold or its reduction). Read only when every unread text
that may pay is such a reduction offered to the planner (h43adv4 F4: Temple of Harmony, Large
Farm and Small Farm against Togashi Taro's 5 + 2: 4 owed after the 3 off, 3 to pay it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.lazy_regex import lazy_regex
from solver import gold
from solver.paying_reduction_sources import REDUCE
from solver.production import source_card

__all__ = ["short_over_payments"]

#: "Title (id): text": the card of an unread text
_CARD = lazy_regex(r"^[^:]*\((?P<id>[^)]+)\): ")


def _relaxed(sources: Sequence[gold.Source], payments: Sequence[gold.Payment]) -> list[gold.Source]:
    """Each source giving one merged payment the most it may give any of ``payments``."""
    out = []
    for s in sources:
        given = [g for p in payments if (g := s.gold_for(p.paid_for)) is not None]
        if given:
            out.append(replace(s, gold=max(given), bonuses=(), only_for=None))
    return out


def short_over_payments(
    could: Sequence[str], sources: Sequence[gold.Source], payments: Sequence[gold.Payment]
) -> bool:
    """Is the shortfall certain whatever ``could`` (unread texts, "Title (id): text") lower,
    each a reduction the planner was offered among ``sources`` for the card's own payment, with
    a second payment beside it? False when not so or not settled."""
    if len(payments) < 2 or not could:
        return False
    reducing = {source_card(s.id) for s in sources if f":{REDUCE}" in s.id}
    for u in could:
        m = _CARD.match(u)
        if m is None or m.group("id") not in reducing:
            return False
    if any(p.cost is None for p in payments):
        return False
    total = sum(p.cost or 0 for p in payments)
    merged = gold.Payment(id="all", cost=total, paid_for=payments[0].paid_for)
    problem = gold.PaymentProblem(tuple(_relaxed(sources, payments)), (merged,))
    result = gold.solve(problem, time_limit_s=1.0)
    return result.status == "infeasible"
