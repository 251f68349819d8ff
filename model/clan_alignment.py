"""Whether a card has the selecting player's Clan Alignment ("another Personality with your
Clan alignment": Rise, Brother; Reference 02, Clan Alignment: a player's derives from his
Stronghold's, ``model.player_clan``). A card's Clan Alignment is its Clan (its mon) or a Clan
keyword it prints for one (as "a Crane Clan Personality" reads, ``model.evaluate``). Not settled
(None) while the player's Clan is not: the answer is then ``unknown`` (``solver.timing``)."""

from __future__ import annotations

from model.common import NOT_A_CLAN, RULES_CLANS
from model.player_clan import player_clan
from model.state import View

__all__ = ["with_your_clan"]


def card_clans(view: View, card_id: str) -> frozenset[str]:
    """The Clan Alignments of ``card_id``: its Clans (its mon) and the "<X> Clan" keywords it
    has for one of the nine Clan Alignments (Reference 03: an older card shows its alignment by
    that keyword; Reference 02: other alignments exist only where an effect gives them, so
    "Dragonfly Clan" on a card printed Unaligned, Tonbo Jairyu, gives none: h39adv5 W1). A bare
    keyword that is also a clan's name ("Shadowlands", "Naga", "Ninja": a race or a kind) is no
    Clan Alignment (h39rev3: Obsidian Magistrate counted as one in Tadenori's army)."""
    clans = {c for c in view.definition(card_id).clan if c not in NOT_A_CLAN}
    for k in view.keywords(card_id):
        word = k.casefold()
        if word.endswith(" clan") and word[: -len(" clan")] in RULES_CLANS:
            clans.add(word[: -len(" clan")])
    return frozenset(c for c in clans if c)


def with_your_clan(view: View, player: str, card_id: str) -> bool | None:
    """Does ``card_id`` have one of ``player``'s Clan Alignments? None: his Clan is not settled."""
    got = player_clan(view, player)
    if not got.settled:
        return None
    return bool(got.clans & card_clans(view, card_id))
