"""The Clan Honor Rule (Reference 03): Recruiting a Personality whose Clan Alignment is not the
player's costs 2 more Gold, a separate payment (Costs and restrictions: a cost added by a
separate effect is a separate payment). A card in play that names its controller's Clan
Alignments ("Your Clan Alignments are Mantis, Sparrow, and Spider.") gives them those."""

from __future__ import annotations

from model.cards import CardDef
from model.common import RULES_CLANS, CardType
from model.player_clan import alignment_grants, player_clan
from model.state import View

__all__ = ["CLAN_HONOR_SURCHARGE", "clan_alignments", "clan_surcharge", "player_clans"]

CLAN_HONOR_SURCHARGE = 2


def clan_alignments(view: View, definition: CardDef) -> tuple[str, ...]:
    """The card's Clan Alignments in this game (Reference 02, Clan Alignment): its printed clans
    that are legal Clan Alignments (``RULES_CLANS``) or that a player of this game has (an
    effect or a Stronghold gave it: "Other Clan Alignments given by effects only exist in games
    where those effects apply"). A Fox, Spirit or Toturi's Army mon alone is no alignment."""
    players = {c for p in view.state.players for c in _clans(view, p.id)}
    return tuple(c for c in definition.clan if c in RULES_CLANS or c in players)


def _clans(view: View, player: str) -> frozenset[str]:
    """The Clans ``player`` has or may have (``model.player_clan``)."""
    got = player_clan(view, player)
    return got.clans if got.settled else got.candidates


def player_clans(view: View, player: str) -> frozenset[str]:
    """The Clan Alignments a card ``player`` controls in play gives them ("Your Clan Alignments
    are Mantis, Sparrow, and Spider.": ``model.player_clan.alignment_grants``)."""
    return alignment_grants(view, player)


def clan_surcharge(view: View, player: str, definition: CardDef) -> int:
    """The Clan Honor Rule (Reference 03): 2 more Gold to Recruit a Personality that has a Clan
    Alignment but not the player's (``model.player_clan``; not settled, it is charged and the
    Recruit doubted); an unaligned Personality costs nothing more."""
    if definition.type is not CardType.PERSONALITY:
        return 0
    aligned = clan_alignments(view, definition)
    if not aligned:
        return 0
    mine = player_clan(view, player)  # not settled: charged (a doubt, ``own_entry``)
    return 0 if mine.settled and mine.clans & set(aligned) else CLAN_HONOR_SURCHARGE
