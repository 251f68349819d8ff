"""The Clan Honor Rule (Reference 03): Recruiting a Personality whose Clan Alignment is not the
player's costs 2 more Gold, a separate payment (Costs and restrictions: a cost added by a
separate effect is a separate payment). A card in play that names its controller's Clan
Alignments ("Your Clan Alignments are Mantis, Sparrow, and Spider.") gives them those."""

from __future__ import annotations

from model.cards import CardDef
from model.common import RULES_CLANS, CardType
from model.state import View

__all__ = ["CLAN_HONOR_SURCHARGE", "clan_alignments", "clan_surcharge", "player_clans"]

CLAN_HONOR_SURCHARGE = 2


def clan_alignments(view: View, definition: CardDef) -> tuple[str, ...]:
    """The card's Clan Alignments in this game (Reference 02, Clan Alignment): its printed clans
    that are legal Clan Alignments (``RULES_CLANS``) or that a player of this game has (an
    effect or a Stronghold gave it: "Other Clan Alignments given by effects only exist in games
    where those effects apply"). A Fox, Spirit or Toturi's Army mon alone is no alignment."""
    players = {p.clan for p in view.state.players if p.clan is not None}
    players |= {c for p in view.state.players for c in player_clans(view, p.id)}
    return tuple(c for c in definition.clan if c in RULES_CLANS or c in players)


def player_clans(view: View, player: str) -> frozenset[str]:
    """The Clan Alignments a card ``player`` controls in play gives them ("Your Clan Alignments
    are Mantis, Sparrow, and Spider.": Three Clan Alliance, ``CardDef.player_clans``; h29adv2
    F5); empty when none does."""
    memo = view.memo("player_clans")  # once per View and player
    found = memo.get(player)
    if not isinstance(found, frozenset):
        found = memo[player] = frozenset(
            c
            for inst in view.state.cards
            if inst.in_play and inst.controlled_by == player
            for c in view.definition(inst.id).player_clans
        )
    return found


def clan_surcharge(view: View, player: str, definition: CardDef) -> int:
    """The Clan Honor Rule (Reference 03): 2 more Gold to Recruit a Personality that has a Clan
    Alignment but not the player's; an unaligned Personality costs nothing more."""
    if definition.type is not CardType.PERSONALITY:
        return 0
    aligned = clan_alignments(view, definition)
    if not aligned:
        return 0
    clan = view.state.player(player).clan
    if clan is not None and clan in aligned:
        return 0
    return 0 if player_clans(view, player) & set(aligned) else CLAN_HONOR_SURCHARGE
