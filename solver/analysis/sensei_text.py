"""A Sensei's unread sentences about the Stronghold's stats (Reference 03: a Sensei's
modifiers apply to the Stronghold): "Your Stronghold has a starting Family Honor of 5 and a
minimum Gold Production of 3." (Akeha Sensei) sets what the printed modifiers only add to, so
the deck report's starting Family Honor and Gold are not measured (h28adv2 F8)."""

from __future__ import annotations

import re

from model.cards import CardDef

__all__ = ["stronghold_stat_text"]

_STRONGHOLD_STATS = re.compile(
    r"\bstronghold\b[^.]*?\b(?:starting (?:family )?honor|family honor|gold production|"
    r"province strength)\b",
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
    )
    return tuple(dict.fromkeys(t for t in said if t and _STRONGHOLD_STATS.search(t)))
