"""A paying Reaction for a Personality of another Clan (Reference 03, Clan Honor Rule; Costs and
restrictions / Gold production): "Reaction: When paying for a Personality with a Clan alignment
different than your own: Produce 2 Gold." (Truce).

It surely pays the card's own Gold cost when the card is surely a Personality every Clan
Alignment of which differs from its player's settled Clan (after the grants read,
``solver.clan_grants``), with no unread sentence in play that may give a Clan alignment. Whether
it may also pay the Clan Honor Rule's 2 Gold, a cost added by a separate effect and paid apart
("Gold costs that are added by a separate additional effect ... must be paid in a separate
payment"), the rules files do not say: that use stays a doubt (``solver.paying_reactions``), so
a plan needing it is `unknown` naming the Reaction, never `illegal`.

For an unaligned player (his Clan settled as none, from a Stronghold in play with no Clan
Alignment: Gates of the Second City; Reference 02: "A player using a Stronghold with no Clan
Alignment has no Clan Alignment, and is unaligned") no card has a Clan alignment "different
than" his own (Reference 04, Different and Same keywords, which also apply to Clan Alignment: a
card without a keyword has "neither a 'different' nor 'the same'" one): it pays nothing
(``unaligned_player``; h39adv5 N5).
"""

from __future__ import annotations

import re

from model.cardtext.qualities import quality_kinds
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.player_clan import player_clan
from model.state import View
from solver.clan_grants import with_granted_clan
from solver.clan_honor import clan_alignments

__all__ = ["OTHER_CLAN", "clan_may_be_given", "surely_other_clan", "unaligned_player"]

#: Truce's shape: the noun paid for and the Gold produced
OTHER_CLAN = lazy_regex(
    r"^Reaction:\s*When paying for an? (?P<noun>[A-Za-z]+) with an? Clan alignment different "
    r"(?:than|from) your own:\s*Produce (?P<n>\d+) Gold\.?$",
    re.IGNORECASE,
)


def clan_may_be_given(view: View) -> bool:
    """Does an unread sentence of a card in play say it changes Clans, or not what it changes?"""
    return any(
        "clan" in quality_kinds(said) or not quality_kinds(said)
        for c in view.state.cards
        if c.in_play
        for said in view.definition(c.id).qualities_unread
    )


def surely_other_clan(view: View, player: str, noun: str, card: str) -> bool:
    """Is ``card`` surely a ``noun`` (a Personality) with a Clan Alignment and none of
    ``player``'s (his Clan settled)? False when not sure."""
    d = with_granted_clan(view, player, card, view.definition(card))
    if noun.lower() != CardType.PERSONALITY.value or d.type is not CardType.PERSONALITY:
        return False
    mine = player_clan(view, player)
    aligned = set(clan_alignments(view, d))
    if not mine.settled or not mine.clans or not aligned or aligned & set(mine.clans):
        return False
    return not clan_may_be_given(view)


def unaligned_player(view: View, player: str) -> bool:
    """Is ``player`` surely unaligned: his Clan settled as none, by a Stronghold in play with no
    Clan Alignment that he controls (Reference 02), and no unread sentence in play that may
    give one?"""
    mine = player_clan(view, player)
    if not mine.settled or mine.clans:
        return False
    held = any(
        c.in_play
        and c.controlled_by == player
        and view.definition(c.id).type is CardType.STRONGHOLD
        for c in view.state.cards
    )
    return held and not clan_may_be_given(view)
