"""A Sensei's "Your Stronghold has no abilities or traits." (Tsujiken Sensei; Todori Sensei's
"Your Stronghold has no traits and abilities."): while a card with that sentence is in play, its
controller's Stronghold has no printed abilities and no traits (Reference 04: a card's text is
its traits and abilities). It keeps its title, type, Clan, keywords and stats (Gold
Production, Province Strength, Starting Family Honor: Reference 04) and the rulebook Gold of a
Stronghold, ":bow:: Produce Gold equal to its Gold Production" (Reference 03, Sensei: the
Sensei's modifiers still change those stats). Nothing else of its text counts: no production
variants beyond the stat (Yasuki Palaces • Experienced's "1 less Gold when paying for a
Personality", The Endless Plains' "4 Gold on your first turn", The Sacred Temple of the Phoenix
• Inexperienced's 5-Gold mode), no cost changes (Palace of the Breaking Dawn, Kosaten Shiro),
no permissions (Foothills Keep's "Equipping Weapons is a Battle/Open action for you.").
"""

from __future__ import annotations

from collections.abc import Iterable

from model.cards import CardDef, ProductionMode
from model.common import CardType, Stat
from model.lazy_regex import lazy_regex

__all__ = ["BLANKS_STRONGHOLD", "blanked_stronghold", "blanks_stronghold", "stronghold_blanked"]

#: the sentence: both halves, either order and conjunction (a sentence removing only abilities
#: is read elsewhere: ``model.cardtext.ongoing_traits``)
BLANKS_STRONGHOLD = lazy_regex(
    r"Your Stronghold has no (?:abilities (?:or|and) traits|traits (?:or|and) abilities)\b"
)


def blanks_stronghold(definition: CardDef) -> bool:
    """Does ``definition`` (a card in play) say its controller's Stronghold has no abilities
    and no traits?"""
    said = (definition.printed_text or "", *definition.actions_unread, *definition.qualities_unread)
    return any(BLANKS_STRONGHOLD.search(s) for s in said)


def blanked_stronghold(definition: CardDef) -> CardDef:
    """``definition`` (a Stronghold) with no traits: its identity, keywords and stats, and the
    rulebook production from its Gold Production stat only (its Gold abilities gone). A Gold
    Production stat its data lacks stays the doubt it was (``production_unread``). Its printed
    abilities stay listed, by their indexes, for announcements only: "Your Stronghold has no
    abilities." refuses them (``model.cardtext.ongoing_alternatives`` reads it from Tsujiken's
    and Todori Sensei's sentences alike; h40adv7 N1)."""
    stat_missing = definition.gold_production is None
    return CardDef(
        title=definition.title,
        type=definition.type,
        clan=definition.clan,
        keywords=definition.keywords,
        unique=definition.unique,
        gold_cost=definition.gold_cost,
        force=definition.force,
        chi=definition.chi,
        honor_requirement=definition.honor_requirement,
        personal_honor=definition.personal_honor,
        gold_production=definition.gold_production,
        province_strength=definition.province_strength,
        starting_honor=definition.starting_honor,
        focus=definition.focus,
        production=() if stat_missing else (ProductionMode(from_stat=Stat.GOLD_PRODUCTION),),
        abilities=definition.abilities,  # kept for their indexes: announcing one is refused
        printed_text="",
        loyal=definition.loyal,
        singular=definition.singular,
        provenance=definition.provenance,
        production_unread=definition.production_unread if stat_missing else "",
        stat_notes=definition.stat_notes,
    )


def stronghold_blanked(
    controller: str | None, in_play: Iterable[tuple[str | None, CardDef]]
) -> bool:
    """Is ``controller``'s Stronghold blanked: does a card in play that ``controller``
    controls (``in_play``: each card's controller and definition) say so?"""
    return controller is not None and any(
        who == controller and d.type is not CardType.STRONGHOLD and blanks_stronghold(d)
        for who, d in in_play
    )
