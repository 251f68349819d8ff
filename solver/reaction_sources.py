"""Gold-producing Reactions read as production modes ("Reaction: When paying for an action,
produce 3 Gold which may only pay for that action.", Yasuki Tanimura; Luxurious Silk's;
Seaside Bazaar's "Reaction: When paying a Gold Cost, produce 1 Gold.") beside a state's effect
that may bar or tax that Reaction (a ``may_not: announce`` on Reactions, a ``cost_change`` or
``added_cost`` its filter can match: ``solver.reaction_effect_reach``, the rule Truce and Coin
Pouch follow). A Reaction is an action of its card (Abilities and actions), so such an effect
may stop it or make it cost more: the mode is not offered, and a Gold shortfall names it
(``unknown``, never a plan resting on it; h40adv7 W1, W2). One a stated effect surely bars
(``surely_barring``) is no doubt: its Gold can't be had (h40adv7 N3)."""

from __future__ import annotations

from model.cards import ProductionMode
from model.state import View
from solver.reaction_effect_reach import (
    gold_only_by_reactions,
    only_reactions_produce,
    reaching_words,
    stated_effect_reaches,
    surely_barring,
)

__all__ = ["by_reaction", "reached_reactions", "reaction_reached"]


def by_reaction(view: View, card: str, mode: ProductionMode) -> bool:
    """Is ``mode`` of ``card`` used by a Reaction? One without bowing is taken so (a trait
    beside a Reaction: not sure, so taken so too); a bowing one is when the card produces Gold
    only by its Reactions (Seppun Washi's "Reaction: When paying a Gold cost, bow Washi:
    Produce 2 Gold.": a ban on Reactions bars it; h41)."""
    return not mode.bow or gold_only_by_reactions(view, card)


def reaction_reached(view: View, card: str) -> bool:
    """Does ``card`` print a Reaction, which a state's effect may bar or tax?"""
    return "Reaction:" in (view.definition(card).printed_text or "") and stated_effect_reaches(
        view, card
    )


def reached_reactions(view: View, player: str) -> tuple[str, ...]:
    """``player``'s cards in play whose Gold-producing Reaction a state's effect may bar or tax,
    as "Title (id): ..." for a shortfall's doubt."""
    return tuple(
        f"{d.title} ({inst.id}): its Gold-producing Reaction, which a stated effect may bar or "
        f"tax (Reactions are actions): {reaching_words(view, inst.id)}"
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player
        for d in (view.definition(inst.id),)
        if any(
            by_reaction(view, inst.id, m) and (not m.bow or not inst.bowed) for m in d.production
        )
        and reaction_reached(view, inst.id)
        # surely barred (``may_not: announce`` matching it exactly): no Gold, no doubt (N3)
        and not (only_reactions_produce(view, inst.id) and surely_barring(view, inst.id))
    )
