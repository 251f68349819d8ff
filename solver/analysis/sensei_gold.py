"""The goldfish's Sensei in play when the importer read a sentence of it on its Stronghold's
Gold (Reference 03, Sensei: in play from setup beside its Stronghold, its abilities apply;
Reference 04, Minimums and maximums): "When paying for a Personality with your Stronghold, it
produces a maximum of 2 Gold." (Taka Sensei), "When bowing your Stronghold to pay for a
Personality, it produces 1 less Gold." (Yoritomo Sensei; ``CardDef.stronghold_bonuses``), "Your
Stronghold has a maximum Gold Production of 4." (The Emperor's Legions, Voitagi and Ikikashi
Sensei; ``CardDef.stronghold_gp_maximum``). The simulation puts that Sensei in its state as a
card in play, so the check's own code applies the sentence (``solver.production`` grants it to
the Stronghold's Gold modes, ``View.stat`` clamps the Gold Production): one reading, not a copy.
Its Gold is then measured (h42sensei; was "NOT MEASURED", h41adv3 D1). So is a Sensei with a fixed
increase to its player's plays' Gold cost the check reads ("Your non-Ashigaru Personalities in
and out of play have +1 Gold Cost.", Hikahime Sensei; ``in_simulation``): the purchases pay it
as the check does (was listed, not paid: h43adv1). The Sensei's printed
Gold Production modifier stays stated on the Stronghold (source "sensei"), so ``View`` does not
add it twice. A Sensei with no read Gold sentence stays out of the state (module doc of
``solver.analysis.goldfish``: card abilities other than Gold are not played)."""

from __future__ import annotations

from typing import Final

from model.cards import CardDef
from model.common import Stat
from model.decklist import DeckList
from model.state import CardInstance, StatModifier
from model.zones import Zone
from solver.certain_increase import certain_increase_shape
from solver.stat_keyword_grant import stat_grant_shape

__all__ = [
    "SENSEI_ID",
    "in_simulation",
    "reads_stronghold_gold",
    "sensei_in_play",
    "stated_modifier",
]

#: the Sensei's card id in the goldfish state
SENSEI_ID: Final = "sensei"


def reads_stronghold_gold(card: CardDef) -> bool:
    """Did the importer read a sentence of ``card`` on its Stronghold's Gold?"""
    return bool(card.stronghold_bonuses) or card.stronghold_gp_maximum is not None


def in_simulation(card: CardDef) -> bool:
    """Is the Sensei ``card`` put in the simulation's state: a read Gold sentence on its
    Stronghold, or a fixed increase to its player's plays' Gold cost the check reads exactly
    ("Your non-Ashigaru Personalities in and out of play have +1 Gold Cost.", Hikahime Sensei;
    ``solver.certain_increase``, priced by ``solver.entering_price.gold_cost_now``; h43adv1),
    its player's Clan Alignments ("Your Clan Alignments are Mantis, Sparrow, and Spider.": the
    Clan Honor Rule's surcharge as the check asks it, ``model.player_clan``; h44adv4 G2) or a
    keyword given by a stat threshold (``solver.stat_keyword_grant``, written on the table each
    turn: ``stat_granted``; h44adv4 G3)?"""
    return (
        reads_stronghold_gold(card)
        or any(certain_increase_shape(t) for t in card.grants_unread)
        or bool(card.player_clans)  # "Your Clan Alignments are ..." (Three Clan Alliance; G2)
        or any(stat_grant_shape(t) for t in card.qualities_unread)  # Aranai Sensei (G3)
    )


def sensei_in_play(deck: DeckList, owner: str) -> tuple[CardInstance, ...]:
    """The deck's Sensei as a card in play at home, unbowed, when ``in_simulation``; ()
    otherwise."""
    if deck.sensei is None or not in_simulation(deck.sensei.card):
        return ()
    return (CardInstance(id=SENSEI_ID, title=deck.sensei.title, owner=owner, zone=Zone.HOME),)


def stated_modifier(deck: DeckList) -> tuple[StatModifier, ...]:
    """The Sensei's Gold Production modifier stated on the goldfish's Stronghold (source
    "sensei": ``View`` adds no Sensei's modifier of its own beside it): its printed one, 0 when
    the card data lacks it (the report's "sensei modifiers" gap says so), stated even when 0
    while the Sensei is in play, so a Sensei without the stat does not make the Stronghold's
    Gold unknown (``solver.production_sensei``); () when there is nothing to state."""
    mod = deck.gold_production_modifier
    if not mod and not sensei_in_play(deck, ""):
        return ()
    return (StatModifier(Stat.GOLD_PRODUCTION, mod, "sensei"),)
