"""Which unread Gold text may still give a cheaper Gold plan (Costs and restrictions / Gold
production, Changes to costs and payments; README: a plan says whether it was proven cheapest).

A plan is not proven cheapest while its player has Gold or a cost reduction not read that may
pay one of the plan's payments. Not such a doubt: a text the Gold planner was offered as a
source for this very payment (``solver.paying_reduction_sources``: the plan's optimum counted
it), nor one that surely can't pay any of the plan's payments by its own words
(``solver.shortfall_scope``: "When paying for an attachment" for a Personality's action, h38adv3
W5). "Reaction: When paying for a Personality with a Clan alignment different than your own:
Produce 2 Gold." (Truce) is read here too: it can't pay for a card whose every Clan Alignment
is its player's own (his Clan settled, the card aligned, no unread text in play that may give
a Clan alignment), for its Gold cost or an action of it, nor for a card with no Clan alignment
at all (Reference 03: no mon = Unaligned; "different than your own" needs one: h39adv4 N3, was
a doubt since h38adv3 N2), nor for any card when its player is unaligned (h39adv5 N5:
``solver.other_clan_payment.unaligned_player``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.cards import CardDef
from model.cardtext.qualities import quality_kinds
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.player_clan import player_clan
from model.state import View
from solver import gold
from solver.clan_honor import clan_alignments
from solver.equip_action_gold import equip_gold_spares
from solver.other_clan_payment import unaligned_player
from solver.paying_reactions import partly_offered, relaxed
from solver.paying_reduction_sources import offered_reductions
from solver.shortfall_scope import cannot_pay_action, cannot_pay_for, sure_keywords, text_of
from solver.verdict import Verdict

__all__ = ["other_clan_cannot_pay", "plan_doubts"]

#: "Reaction: When paying for a Personality with a Clan alignment different than your own:
#: Produce 2 Gold." (Truce)
_OTHER_CLAN = lazy_regex(
    r"^Reaction:\s*When paying for an? (?P<kind>[A-Za-z]+) with an? Clan alignment different "
    r"(?:than|from) your own:\s*Produce \d+ Gold\.?$",
    re.IGNORECASE,
)


def other_clan_cannot_pay(view: View, player: str, shown: str, paid: CardDef) -> bool:
    """Is ``shown`` ("Title (id): ...") Truce's shape, surely unable to pay for ``paid`` (of
    another type, or aligned only with ``player``'s own Clan)? False when not sure."""
    m = _OTHER_CLAN.fullmatch(text_of(shown))
    if m is None:
        return False
    kind = m["kind"].lower()
    if kind in {t.value for t in CardType}:
        if paid.type.value != kind:
            return True  # another type (a Reaction for a Personality, paying for a Follower)
    else:
        return False  # a keyword: it may be given
    mine = player_clan(view, player)
    aligned = set(clan_alignments(view, paid))
    given = any(
        "clan" in quality_kinds(said) or not quality_kinds(said)
        for c in view.state.cards
        if c.in_play
        for said in view.definition(c.id).qualities_unread
    )  # a sentence that may give a Clan alignment (or says not what it changes)
    if given:
        return False  # a quality that may give a Clan alignment
    if unaligned_player(view, player):
        return True  # an unaligned player: no Clan alignment differs from none (Reference 04)
    if not aligned:
        return True  # no Clan alignment (Reference 03: no mon = Unaligned): none differs
    return mine.settled and aligned <= set(mine.clans)


def _payer(view: View, verdict: Verdict, payment: gold.Payment) -> CardDef | None:
    """The card a payment of ``verdict``'s plan is for: the acting card for an action's cost,
    the card entering play for its Gold cost; None when not sure."""
    w = verdict.witness
    if payment.paid_for.action:
        return view.definition(verdict.card) if view.has(verdict.card) else None
    for cid in (w.brought if w is not None else None, verdict.card):
        if cid is not None and view.has(cid):
            d = view.definition(cid)
            if d.title == payment.paid_for.title:
                return d
    return None


def _cannot_pay(
    view: View, player: str, shown: str, paid: CardDef, card: str, action: bool
) -> bool:
    """Can ``shown`` surely not pay the payment for ``paid`` (``card``'s, an action's or not)?"""
    keywords = sure_keywords(view, card) if view.has(card) else None
    if other_clan_cannot_pay(view, player, shown, paid):
        return True
    if action:
        return cannot_pay_action(shown, paid, keywords)
    return cannot_pay_for(shown, paid, keywords)


def plan_doubts(view: View, player: str, verdict: Verdict, unread: Sequence[str]) -> list[str]:
    """``unread`` ("Title (id): text") less the texts that can't give ``verdict``'s Gold plan a
    cheaper one: those offered to its planner for the one payment of the card it brings, and
    those that surely pay none of its payments (see the module)."""
    w = verdict.witness
    if w is None or w.problem is None:
        return list(unread)
    brought = w.brought or verdict.card
    offered = set(offered_reductions(view, player, brought)) if view.has(brought) else set()
    partly = set(partly_offered(view, player, brought)) if view.has(brought) else set()
    payments = w.problem.payments
    out = []
    for u in unread:
        if u in offered and len(payments) == 1 and not payments[0].paid_for.action:
            continue  # offered for the one payment of the card it brings (its own Gold cost)
        if u in partly and _no_cheaper(w.problem, w.plan):
            continue  # offered for the card's own cost; paying the added one too is no cheaper
        if equip_gold_spares(view, verdict, u):
            continue  # "an action that Equips or creates a Follower": not this action
        paid = [(p, _payer(view, verdict, p)) for p in payments]
        if paid and all(
            d is not None
            and _cannot_pay(
                view,
                player,
                u,
                d,
                verdict.card if p.paid_for.action else brought,
                p.paid_for.action,
            )
            for p, d in paid
        ):
            continue
        out.append(u)
    return out


def _no_cheaper(problem: gold.PaymentProblem, plan: gold.Plan | None) -> bool:
    """Is ``plan`` as cheap (weight, waste, sources) as the best plan of ``problem`` with the
    Reactions offered for the card's own Gold cost only free to pay any payment
    (``paying_reactions.relaxed``)? Then their doubt can't give a cheaper plan."""
    if plan is None:
        return False
    loose = gold.PaymentProblem(tuple(relaxed(problem.sources)), problem.payments)
    result = gold.solve(loose, time_limit_s=1.0)
    best = result.best
    if result.status != "optimal" or best is None:
        return False
    key = (plan.weight, plan.waste, plan.sources_used)
    return (best.weight, best.waste, best.sources_used) == key
