"""Gold read on the board the earlier costs leave (Costs and restrictions / Costs: "Costs are
paid in the order they are written").

A production mode whose Gold depends on the board — cards it counts ("Gold equal to the number
of unbowed Personalities you control"), a condition, Family Honor, Provinces, tokens, a target's
stat — is read on the board as it is before the action's costs. When the action also pays a
cost other than Gold (a card bowed, destroyed or discarded, Honor lost), the board at the Gold
payment may differ: "bow Kyoji and pay 5 Gold" pays with Kyoji bowed. Such a mode is used
only when it gives the same Gold on the board every other cost of the action leaves (a bowed
Ninja changes nothing "3 Gold, or 4 if you control a Ninja" reads); otherwise the answer is not
guessed: a plan is made without it, and a shortfall is ``unknown``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, replace
from functools import partial

from model.abilities import Ability
from model.cards import ProductionMode
from model.selectors import Condition
from model.state import View
from solver import gold
from solver.cost_changes import leave, pay_cost
from solver.costs import CostOption, MandatoryCost, mandatory_costs
from solver.hand_choice_bans import discard_doubts
from solver.joint_discards import joint_uncounted
from solver.production import gold_sources, source_card, source_mode

__all__ = [
    "board_read_sources",
    "counted_first",
    "reads_the_board",
    "sure_before_costs",
    "unsure_sources",
]

#: Costs that change nothing a production mode reads.
_INERT = frozenset({"gold", "show"})


#: condition fields no cost can change: the player's Clan, whose turn and which phase it is,
#: the turn order and the number of players
_FIXED = frozenset(
    {"your_clan", "another_clan", "your_turn", "phase", "first_turn", "turn_order",
     "players_at_least", "active_turn_at_most", "all_of", "any_of", "none_of"}
)  # fmt: skip


def _fixed(cond: Condition) -> bool:
    """Does ``cond`` read only what no cost can change ("if you are a Crab Clan player")?"""
    given = {f.name for f in fields(cond) if getattr(cond, f.name) != f.default}
    return given <= _FIXED and all(_fixed(c) for c in (*cond.all_of, *cond.any_of, *cond.none_of))


def reads_the_board(mode: ProductionMode) -> bool:
    """Does the Gold of one use of ``mode`` depend on the board (not only on what is paid)? A
    condition no cost can change (Iron Mine's "or 3 Gold if you are a Crab Clan player") does
    not: the Gold it gives is the same before and after the costs."""
    return bool(
        mode.per_card
        or mode.per_title
        or any(not _fixed(c.condition) for c in mode.conditional)
        or any(not _fixed(c.condition) for c in mode.conditional_delta)
        or mode.only_if is not None
        or mode.per_family_honor is not None
        or mode.per_province
        or mode.target_stat is not None
        or mode.per_token is not None
        or mode.from_tokens is not None
    )


def board_read_sources(
    view: View, choice: Sequence[CostOption], sources: Sequence[gold.Source]
) -> frozenset[str]:
    """The ids of ``sources`` whose Gold the action's other costs (``choice``) may change: none
    when every cost paid is Gold (or changes nothing)."""
    if all(not o.paid or o.kind in _INERT for o in choice):
        return frozenset()
    found = set()
    for s in sources:
        card, index, _ = source_mode(s.id)
        modes = view.definition(source_card(s.id)).production if view.has(card) else ()
        if 0 <= index < len(modes) and reads_the_board(modes[index]):
            found.add(s.id)
    return frozenset(found)


def sure_before_costs(
    view: View, costs: Sequence[MandatoryCost], sources: Sequence[gold.Source]
) -> bool:
    """May a shortfall be judged on the board before the costs? Not when a cost other than Gold
    could change what a source reads (a cost that bows a Personality raises "Gold equal to the
    number of bowed Personalities"), nor when producers discarding from one hand choose jointly
    (Keigo and Tamako: the bound counts only the first, ``solver.joint_discards``)."""
    if joint_uncounted(view, sources):
        return False
    if all(mc.cost.kind in _INERT for mc in costs):
        return True
    paid = [CostOption("", mc.cost.kind) for mc in costs]
    return not board_read_sources(view, paid, sources)


def counted_first(view: View, doubtful: frozenset[str]) -> str:
    """Why the plans leave out ``doubtful`` sources (a shortfall is then ``unknown``)."""
    titles = sorted({view.definition(source_card(s)).title for s in doubtful})
    return (
        f"the Gold of {', '.join(titles)} depends on the board, which the action's other costs "
        "change before the Gold is paid (Costs are paid in the order they are written)"
    )


#: Costs whose change is not on the cards (the caller's in ``after_costs``): not followed here.
_ELSEWHERE = frozenset(
    {
        "discard_imperial_favor",
        "discard_from_hand",
        "discard_from_fate_deck",
        "show_from_fate_deck",
        "shuffle_hand",
        "discard_hand",
        "destroy_province",
    }
)


def _board_after(
    view: View, player: str, card: str, ability: Ability, choice: Sequence[CostOption]
) -> View | None:
    """The board once every other cost of ``choice`` is paid (``cost_changes.pay_cost``, as
    ``after_costs`` pays it); None for a cost whose change it does not follow."""
    costs = mandatory_costs(view, player, card, ability)
    if len(costs) != len(choice):
        return None
    cards = {c.id: c for c in view.state.cards}
    honor: dict[str, int] = {}
    for mc, o in zip(costs, choice, strict=True):
        if not o.paid or o.kind in _INERT:
            continue
        if o.kind in _ELSEWHERE:
            return None
        cost = mc.cost.any_of[o.alt] if o.alt >= 0 else mc.cost
        pay_cost(cost, o.kind, o.cards, player, cards, honor, partial(leave, view, cards))
    players = tuple(
        replace(p, family_honor=p.family_honor - honor.get(p.id, 0)) for p in view.state.players
    )
    cards_now = tuple(cards[c.id] for c in view.state.cards)
    return view.derive(replace(view.state, cards=cards_now, players=players))


def unsure_sources(
    view: View,
    player: str,
    card: str,
    ability: Ability,
    choice: Sequence[CostOption],
    sources: Sequence[gold.Source],
    exclude: Sequence[str],
    payments: Sequence[gold.Payment],
) -> frozenset[str]:
    """The ids of ``sources`` whose Gold for ``payments`` the action's other costs may change:
    read on the board and not the same on the board those costs leave."""
    held = discard_doubts(view, player, card, sources, exclude)  # Hato-gurama's hand
    doubtful = board_read_sources(view, choice, sources)
    after = _board_after(view, player, card, ability, choice) if doubtful else None
    if after is None:
        return doubtful | held
    again = {s.id: s for s in gold_sources(after, player, exclude=exclude)}
    before = {s.id: s for s in sources}
    return held | frozenset(
        sid
        for sid in doubtful
        if sid not in again
        or any(
            before[sid].gold_for(p.paid_for) != again[sid].gold_for(p.paid_for) for p in payments
        )
    )
