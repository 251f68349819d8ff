"""Whether a player "is" a Clan ("if you are Spider Clan", "if you are a Crab Clan player";
Reference 02: a player's Clan Alignment): his stated Clan (``players[].clan``), or one a card
he controls in play names as his ("Your Clan Alignments are Mantis, Sparrow, and Spider.",
Three Clan Alliance: ``CardDef.player_clans``; README "A Sensei that names its player's Clan
Alignments")."""

from __future__ import annotations

from model.state import View

__all__ = ["is_your_clan"]


def is_your_clan(view: View, player: str, clan: str) -> bool:
    """Is ``clan`` one of ``player``'s Clan Alignments on this state?"""
    if view.state.player(player).clan == clan:
        return True
    return any(
        clan in view.definition(inst.id).player_clans
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player
    )
