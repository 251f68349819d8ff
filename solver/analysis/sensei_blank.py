"""The goldfish's Stronghold under its own Sensei's "Your Stronghold has no abilities or
traits." (Tsujiken Sensei; Todori Sensei's "no traits and abilities"): the deck's Sensei is in
play from setup beside its Stronghold (Reference 03, Sensei), so the simulation plays the
Stronghold blanked the way the check does (``model.blank_stronghold.blanked_stronghold``,
called by ``View.definition``): its stats and the rulebook Gold of its Gold Production only
(the Sensei's modifiers still apply to that stat), none of its printed Gold text (Yasuki Palaces'
"1 less Gold when paying for a Personality"). Its Gold is then measured (h41misc; was "NOT
MEASURED")."""

from __future__ import annotations

from model.blank_stronghold import blanked_stronghold, blanks_stronghold
from model.decklist import DeckList
from model.state import CardLibrary

__all__ = ["sensei_blanked"]


def sensei_blanked(deck: DeckList, library: CardLibrary) -> CardLibrary:
    """``library`` with the deck's Stronghold blanked when the deck's Sensei blanks it;
    ``library`` itself otherwise."""
    if deck.sensei is None or not blanks_stronghold(deck.sensei.card):
        return library
    title = deck.stronghold.title
    return library.merged({title: blanked_stronghold(library[title])})
