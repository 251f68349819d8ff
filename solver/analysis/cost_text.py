"""Which sentences on other cards' cost to enter play the goldfish plays (Costs and
restrictions / Changes to costs and payments; Reference 03, Honor Requirement; h38adv2 F2).

The simulation prices each Recruit and Equip with the solver, so a sentence the solver reads
for a card in play ("Your Holdings enter play for 1 less Gold.", ``solver.in_play_reductions``;
"Your Ronin cards enter play for 1 less Gold and ignoring Honor Requirements.",
``solver.honor_permissions``) is played for the Stronghold and every card bought, and is not a
gap. A Sensei is in play in the simulation only with a read sentence on its Stronghold's Gold
(``solver.analysis.sensei_gold``; Yoritomo Sensei's "Your Gold-producing Holdings enter play for
you for 1 less Gold, to a minimum of 1." is then played, h42sensei); another Sensei's modifiers
are applied to the Stronghold, its sentences are never played, so they stay gaps. A fixed
increase the check reads ("+1 Gold Cost", ``solver.certain_increase``) is played: its Sensei
is in the state (``sensei_gold.in_simulation``)."""

from __future__ import annotations

from collections.abc import Iterable

from model.cards import CardDef, CardType
from solver.analysis.sensei_gold import in_simulation
from solver.certain_increase import certain_increase_shape
from solver.in_play_reductions import reduction_shape
from solver.keyword_entering import entering_ignoring_keyword

__all__ = ["unplayed", "unplayed_grants"]


def _played(card: CardDef, said: str) -> bool:
    if card.type is CardType.SENSEI and not in_simulation(card):
        return False  # not in the simulation's state (``sensei_gold``)
    if certain_increase_shape(said):
        return True  # "+1 Gold Cost" read exactly (``solver.certain_increase``)
    if " ignoring Honor Requirements" in said:
        return entering_ignoring_keyword(said) is not None and reduction_shape(said)
    return reduction_shape(said)


def unplayed(card: CardDef, texts: Iterable[str]) -> list[str]:
    """``texts`` (sentences of ``card``) less those the simulation plays (module doc)."""
    return [t for t in texts if not _played(card, t)]


def unplayed_grants(card: CardDef) -> list[str]:
    """The card's sentences on other cards' plays not played, less those already listed as
    its cost reductions ("Your Geisha enter play for 1 less Gold.", Sachina Sensei: one
    sentence, listed once; h43adv1)."""
    return [t for t in unplayed(card, card.grants_unread) if t not in card.reductions_unread]
