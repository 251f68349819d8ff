"""The Imperial Favor a goldfish player begins the game with (h44adv4 G1): "If no other player
has an Imperial Stronghold, you begin the game with the Imperial Favor." (Journey's End Keep •
Experienced). The goldfish plays alone (module doc of ``solver.analysis.goldfish``), so no other
player has a Stronghold at all and the condition holds: the simulated state gives its player the
Favor from the first turn (the state's ``imperial_favor``), as a board stating it does for the
check ("Produce 2 Gold, or 3 Gold if you control a Courtier and the Imperial Favor.", Haiku
School). The Favor is never discarded in the simulation (no action is taken: its Favor
abilities are not played)."""

from __future__ import annotations

import re

from model.decklist import DeckList
from model.lazy_regex import lazy_regex

__all__ = ["starting_favor"]

_BEGINS = lazy_regex(
    r"(?:^|[.!]\s+)(?:If no other player has an? [A-Z][\w-]* Stronghold, )?you begin the game "
    r"with the Imperial Favor\.",
    re.IGNORECASE,
)


def starting_favor(deck: DeckList, player: str) -> str | None:
    """``player`` when the deck's Stronghold or Sensei says its player begins the game with the
    Imperial Favor (the goldfish plays alone), else None."""
    entries = (deck.stronghold, *((deck.sensei,) if deck.sensei is not None else ()))
    for entry in entries:
        if _BEGINS.search(entry.card.printed_text or ""):
            return player
    return None
