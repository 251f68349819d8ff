"""A Sensei's unread sentences about the Stronghold's stats (Reference 03: a Sensei's
modifiers apply to the Stronghold): "Your Stronghold has a starting Family Honor of 5 and a
minimum Gold Production of 3." (Akeha Sensei) sets what the printed modifiers only add to, so
the deck report's starting Family Honor and Gold are not measured (h28adv2 F8). So does "Your
Stronghold has no abilities." alone; the whole blank, "... no abilities or traits." (Tsujiken
Sensei), is played by the simulation (``solver.analysis.sensei_blank``) and not listed."""

from __future__ import annotations

import re

from model.blank_stronghold import BLANKS_STRONGHOLD
from model.cards import CardDef
from solver.analysis.sensei_blank import sensei_blanked

__all__ = ["sensei_blanked", "stronghold_stat_text"]

_STRONGHOLD_STATS = re.compile(
    r"\bstronghold\b[^.]*?\b(?:starting (?:family )?honor|family honor|gold production|"
    r"province strength)\b"
    # "Your Stronghold has no abilities." alone (not the whole blank the simulation plays:
    # ``sensei_blank``): its Gold abilities may be gone, so its Gold is not measured
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
    return tuple(
        dict.fromkeys(t for t in said if t and _STRONGHOLD_STATS.search(t) and not _blank_only(t))
    )


def _blank_only(text: str) -> bool:
    """Is ``text`` only the whole blank ("Your Stronghold has no abilities or traits."), which
    the simulation plays (``sensei_blank``)?"""
    rest = BLANKS_STRONGHOLD.sub("", text).strip(" .")
    return rest == "" or _STRONGHOLD_STATS.search(rest) is None
