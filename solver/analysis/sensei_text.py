"""A Sensei's unread sentences about the Stronghold's stats (Reference 03: a Sensei's
modifiers apply to the Stronghold): "Your Stronghold has a starting Family Honor of 5 and a
minimum Gold Production of 3." (Akeha Sensei) sets what the printed modifiers only add to, so
the deck report's starting Family Honor and Gold are not measured (h28adv2 F8). So does "Your
Stronghold has no abilities." alone; the whole blank, "... no abilities or traits." (Tsujiken
Sensei), is played by the simulation (``solver.analysis.sensei_blank``) and not listed. So is
an unread sentence on what the Stronghold produces ("When your Stronghold is paying for a
Bloodspeaker Personality, it produces 1 additional Gold ...", Iuchiban Sensei; h42sensei). A
sentence read as a change to the Stronghold's Gold for some payments ("When paying for a
Personality with your Stronghold, it produces a maximum of 2 Gold.", Taka Sensei;
``CardDef.stronghold_bonuses``) or as a maximum on its Gold Production (``stronghold_gp_maximum``)
is played: the simulation puts the Sensei in play (``solver.analysis.sensei_gold``, h42sensei;
was listed and NOT MEASURED, h41adv3 D1), so it is not listed."""

from __future__ import annotations

import re

from model.blank_stronghold import BLANKS_STRONGHOLD
from model.cards import CardDef
from model.cardtext.player_stats import stronghold_gold_maximum
from model.lazy_regex import lazy_regex
from solver.analysis.sensei_blank import sensei_blanked

__all__ = ["sensei_blanked", "stronghold_stat_text"]

_STRONGHOLD_STATS = lazy_regex(
    r"\bstronghold\b[^.]*?\b(?:starting (?:family )?honor|family honor|gold production|"
    r"province strength)\b"
    # "When your Stronghold is paying for a Bloodspeaker Personality, it produces 1 additional
    # Gold which may only pay for him." (Iuchiban Sensei, not read): its Gold for some payments
    r"|\bstronghold\b[^.]*?\b(?:produces?|producing)\b[^.]*?\b(?:gold|gp)\b"
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
    kept = [_unread_part(card, t) for t in said if t]
    found = [t for t in kept if t and _STRONGHOLD_STATS.search(t) and not _blank_only(t)]
    return tuple(dict.fromkeys(found))


def _unread_part(card: CardDef, text: str) -> str:
    """``text`` without the sentences the importer read as the card's maximum on its
    Stronghold's Gold Production (``stronghold_gold_maximum``: the simulation plays them)."""
    if card.stronghold_gp_maximum is None:
        return text
    sentences = re.split(r"(?<=[.!?])\s+", text.strip())
    return " ".join(s for s in sentences if stronghold_gold_maximum([s]) is None)


def _blank_only(text: str) -> bool:
    """Is ``text`` only the whole blank ("Your Stronghold has no abilities or traits."), which
    the simulation plays (``sensei_blank``)?"""
    rest = BLANKS_STRONGHOLD.sub("", text).strip(" .")
    return rest == "" or _STRONGHOLD_STATS.search(rest) is None
