"""A Sensei's unread sentences about the Stronghold's stats (Reference 03: a Sensei's
modifiers apply to the Stronghold): "Your Stronghold has a starting Family Honor of 5 and a
minimum Gold Production of 3." (Akeha Sensei) sets what the printed modifiers only add to, so
the deck report's starting Family Honor and Gold are not measured (h28adv2 F8). So does "Your
Stronghold has no abilities or traits." (Tsujiken Sensei): the simulation keeps the Stronghold's
printed traits (the check blanks it: ``model.blank_stronghold``)."""

from __future__ import annotations

import re

from model.cards import CardDef

__all__ = ["stronghold_stat_text"]

_STRONGHOLD_STATS = re.compile(
    r"\bstronghold\b[^.]*?\b(?:starting (?:family )?honor|family honor|gold production|"
    r"province strength)\b"
    # "Your Stronghold has no abilities or traits." (Tsujiken, Todori Sensei): the simulation
    # reads the Stronghold's printed traits, so its Gold is not measured (h40tsu)
    r"|\bstronghold has no (?:abilities|traits)\b",
    re.IGNORECASE,
)


def stronghold_stat_text(card: CardDef) -> tuple[str, ...]:
    """The card's sentences not read that speak of its Stronghold's stats, in order."""
    said = (
        card.production_unread,
        *card.qualities_unread,
        *card.entering_unread,
        *card.lasting_unread,
        *card.prevents_unread,
        *card.actions_unread,
    )
    return tuple(dict.fromkeys(t for t in said if t and _STRONGHOLD_STATS.search(t)))
