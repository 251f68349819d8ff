"""Which text not understood in play could still pay for (or lower the cost of) a card whose
Gold is short (Costs and restrictions / Changes to costs and payments, Gold production): the
unread producers of its player, less those that surely can't concern this card (a Reaction
"When paying for a Farm" for a Personality, a reduction of another kind, one offered as a
source already), and none at all when the payments are short by more than every amount they
state (``solver.reduction_bound``). One reading for the shortfall of a play and for the same
shortfall with the card's own unread reductions taken off too (h30adv5 N4: Kosaten Shiro beside
Yasuki Makoto)."""

from __future__ import annotations

from collections.abc import Sequence

from model.cards import CardDef
from model.common import first_few
from model.state import View
from solver import gold
from solver.added_payment_sources import added_only_doubts
from solver.either_removal_bound import short_whatever_removed
from solver.gold_refusal_notes import remember_bounded
from solver.group_reduction_scope import group_cannot_lower
from solver.holding_bonus_bound import bonus_cannot_pay
from solver.host_settled_reductions import settled_onto_hosts
from solver.keyword_entering import keyword_entering_concerns
from solver.paying_reaction_scope import other_clan_cannot_pay
from solver.paying_reactions import on_added_payment, partly_offered, relaxed
from solver.paying_reduction_scope import cannot_lower
from solver.paying_reduction_sources import offered_reductions
from solver.production import gold_unknown_reason, unread_producers
from solver.reaction_stated_bar import with_reaching_effect
from solver.reduction_bars import barred_reduction
from solver.reduction_both_payments import short_over_payments
from solver.reduction_bound import bounded_short
from solver.sensei_gold_cap import capped_sensei_cannot_pay
from solver.shortfall_scope import cannot_pay_for, sure_keywords, text_of
from solver.stated_reductions import stated_trait_reduction
from solver.token_gold_bound import only_less_gold

__all__ = ["shortfall_reason", "unread_could_pay"]


def unread_could_pay(
    view: View,
    player: str,
    definition: CardDef,
    card: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
    hosts: Sequence[str] | None = None,
) -> list[str]:
    """The unread texts (as "Title (id): text") that may yet pay for ``card``'s ``payments``
    from ``sources`` (an Equip onto one of ``hosts``); ``[]`` when none can (the shortfall is
    then certain)."""
    could = [
        u
        for u in unread_producers(view, player)
        if not cannot_pay_for(u, definition, sure_keywords(view, card))
        and not only_less_gold(u)  # "You may reduce the total Gold produced by 1" (Profits)
        and not cannot_lower(view, u, card)
        and not stated_trait_reduction(view, u, card)  # the state states its effects
        # Truce's "a Personality with a Clan alignment different than your own"
        and not other_clan_cannot_pay(view, player, u, definition)
        and u not in offered_reductions(view, player, card)  # a source
        # "Your Ronin cards enter play for 1 less Gold ...": not for a card without Ronin
        and keyword_entering_concerns(u, view, definition, card, True) is not False
        # "Fox and Fox Clan Personalities enter play paying 2 less Gold for you.": not a Fox
        and not group_cannot_lower(u, view, definition, card, True)
        # "This Spell's Gold cost may not be reduced or ignored." (``reduction_bars``)
        and not barred_reduction(definition, text_of(u))
        # "Your Holdings produce 1 additional Gold ...": short even with it (a bound)
        and not bonus_cannot_pay(view, player, text_of(u), sources, payments)
        # a Sensei's unread GP modifier under "a maximum GP of 3": short even at the cap
        and not capped_sensei_cannot_pay(view, player, u, sources, payments, card)
        and not settled_onto_hosts(view, player, card, u, hosts)  # Tselu (h44adv3 H16)
    ]
    # a Reaction offered for the card's own Gold cost only may pay the added one too (not said)
    partly = partly_offered(view, player, card)
    rest = [u for u in could if u not in partly]
    # read Gold that "may only pay for" the card, kept off the added payment (not said either)
    kept = added_only_doubts(view, player, card)
    if (
        could
        and not kept
        and bounded_short(view, player, relaxed(sources), payments, rest) is not None
    ):
        remember_bounded(view, card, could)  # the refusal names them (``gold_refusal_notes``)
        return []  # short by more than all the amounts they state (``reduction_bound``)
    if not kept and short_over_payments(could, sources, payments):
        remember_bounded(view, card, could)  # a bowed reduction beside the Clan Honor Rule's
        return []  # short even if it lowered both payments (h43adv4 F4)
    if (
        could
        and not kept
        and short_whatever_removed(view, player, card, relaxed(sources), payments, rest)
    ):
        return []  # En'you: short whichever card of the hand his cost removes
    said = [on_added_payment(u) if u in partly else u for u in could]
    return [with_reaching_effect(view, u) for u in said] + kept  # the effect named (W7)


def shortfall_reason(view: View, player: str, card: str) -> str | None:
    """Why a Gold shortfall for ``card`` may not be certain (``gold_unknown_reason``: a
    producer not read; a Reaction offered for the card's own Gold cost only is named by what it
    may not pay, ``paying_reactions.on_added_payment``), or that read Gold restricted to the
    card could pay it only on an added payment (``solver.added_payment_sources``); None when
    neither."""
    if gold_unknown_reason(view, player) is not None:
        # a Reaction offered for the card's own Gold cost only: the doubt is the added payment
        partly = partly_offered(view, player, card)
        said = [on_added_payment(u) if u in partly else u for u in unread_producers(view, player)]
        said = [with_reaching_effect(view, u) for u in said]  # the stated effect named (W7)
        return "the Gold may be short only because this text is not modelled: " + first_few(
            said, sep="; "
        )
    kept = added_only_doubts(view, player, card)
    if not kept:
        return None
    return "the Gold may be short only because the rules leave this open: " + "; ".join(kept)
