"""A bowed reduction of an action's Gold cost, used while paying for it (Costs and restrictions /
Changes to costs and payments): ":bow:: When paying for an action on a Strategy, it costs 3 less
Gold." (Kaeru Contractor; h30adv1 W5/N3). As for the bowed reductions of a card entering play
(``solver.paying_reduction_sources``), its card bows for the reduction or for its Gold, not both.

Read only whole in that shape, for an action whose one Gold payment is the action's own cost
(``PaySelector(action=True)``) and whose card is of the type named. It is offered to the Gold
planner as a source of that many Gold for that payment only, in one group with its card's bowing
Gold modes: lowering a cost by N, never below 0, pays exactly what N more Gold would. Not offered
while the action's card says something of how its cost may be reduced ("may not be reduced"),
while its card is bowed (it can't bow), or beside a second action Gold payment. Beside a
payment added by a separate effect (a targeting surcharge, marked ``added``) it is offered for
the action's own cost only; whether it lowers the added one is left a doubt
(``solver.action_reduction_bound``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import cast

from model.lazy_regex import lazy_regex
from model.payments import PaidFor, PaySelector
from model.state import View
from solver import gold
from solver.in_play_reductions import says_lock
from solver.production import source_card

__all__ = ["ACTING", "ACTION_REDUCTION", "with_action_reductions"]

#: ":bow:: When paying for an action on a Strategy, it costs 3 less Gold." (Kaeru Contractor)
ACTION_REDUCTION = lazy_regex(
    r"^:bow:: When paying for an action on an? (?P<noun>Strategy|Holding|Item|Follower|Spell"
    r"|Personality|Stronghold), it costs (?P<n>\d+) less Gold\.?$"
)


#: one action Gold payment, for a bound before the action's costs are chosen (``max_gold``)
ACTING = (gold.Payment("cost1", 0, PaidFor(action=True)),)


def with_action_reductions(
    view: View, player: str, card: str, sources: list[gold.Source], payments: Sequence[gold.Payment]
) -> list[gold.Source]:
    """``sources`` with the bowed reductions ``player``'s unbowed cards offer for the action of
    ``card`` (its one action Gold payment); each reducing card's bowing modes and its reduction
    share one group. Coin Pouch's +1 to a bowing Holding first (``solver.action_holding_bonus``)."""
    from solver.action_holding_bonus import with_action_bonus  # a cycle through production

    sources = with_action_bonus(view, player, card, sources, payments)
    # beside an added payment (a targeting surcharge): for the action's own cost only
    acting = [p for p in payments if p.paid_for.action and not p.paid_for.added]
    if len(acting) != 1 or says_lock(view.definition(card)):
        return sources
    kind = view.definition(card).type
    bowing = {source_card(s.id) for s in sources if s.bows}
    groups = {source_card(s.id): s.group for s in sources if s.bows}
    offers: list[tuple[str, int]] = [
        (cid, n)
        for cid, noun, n in _offering(view, player)
        if cid in bowing
        and groups.get(cid) in (None, cid)  # not a card another source's cost bows
        and noun == kind.value
    ]
    if not offers:
        return sources
    reducing = {cid for cid, _ in offers}
    out = [
        replace(s, group=source_card(s.id)) if s.bows and source_card(s.id) in reducing else s
        for s in sources
    ]
    for i, (cid, n) in enumerate(offers):
        out.append(
            gold.Source(
                id=f"{cid}:reduce-action{i}",
                gold=n,
                only_for=PaySelector(action=True, type=kind, added=False),
                extra_cost=f"bowed for its reduction, not its Gold: {n} less Gold to pay",
                group=cid,
            )
        )
    return out


def _offering(view: View, player: str) -> tuple[tuple[str, str, int], ...]:
    """(card, noun, n) of each "bow: n less Gold for your <noun> action" sentence of a card in
    play ``player`` controls, in card order; kept per View (the state is frozen)."""
    memo = view.memo("action_reductions.offering")
    found = memo.get(player)
    if found is None:
        found = memo[player] = tuple(
            (inst.id, m.group("noun").lower(), int(m.group("n")))
            for inst in view.state.cards
            if inst.in_play and inst.controlled_by == player
            for text in view.definition(inst.id).reductions_unread
            if (m := ACTION_REDUCTION.match(text.strip())) is not None
        )
    return cast("tuple[tuple[str, str, int], ...]", found)
