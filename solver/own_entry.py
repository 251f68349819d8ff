"""A card's own entering condition printed with no subject ("Will only enter play if you are a
Crane Clan player.", "May only be Recruited by a Lion Clan player." — the Onyx Dojos; "Will not
enter play if your Family Honor is 4 or lower."): Reference 03, a card's traits restrict its own
entering play. Its subject is the card itself, so it never concerns another card's Recruit or
Equip (h28adv2 F3); the Clan form is read for the card itself with the player's Clan
(``players[].clan``, Reference 02: a player's Clan Alignment) when the state gives it (h28adv2
N10): met, the sentence changes nothing; not met, the card can't enter play."""

from __future__ import annotations

import re

from model.common import CLANS, clan_word
from model.state import View

__all__ = ["clan_entry", "clan_entry_problem", "clan_entry_read", "own_entry"]

#: the subjectless sentence: its card's own entering play
_OWN_ENTRY = re.compile(
    r"^(?:Will (?:only |not )?enter play|May only be Recruited|May not be Recruited"
    r"|Cannot be Recruited|Can only be Recruited)\b",
    re.IGNORECASE,
)
#: its Clan form, whole
#: ("May only be Recruited by a Lion Clan player." restricts the Recruit alone, not every
#: entering: left unread)
_CLAN_ENTRY = re.compile(
    r"^Will only enter play if you are an? "
    r"(?P<clan>[A-Z][\w']*(?: [A-Z][\w']*)?) Clan player\.?$"
)


def own_entry(said: str) -> bool:
    """Is ``said`` a subjectless sentence about its own card's entering play?"""
    return _OWN_ENTRY.match(said.strip()) is not None


def clan_entry(said: str) -> str | None:
    """The Clan of "Will only enter play if you are a <Clan> Clan player.", else None."""
    m = _CLAN_ENTRY.fullmatch(said.strip())
    if m is None:
        return None
    word = clan_word(m.group("clan").lower())
    return word if word in CLANS else None


def clan_entry_read(view: View, player: str, said: str) -> bool:
    """Is ``said`` the Clan form and the player's Clan stated? Then it is read: met, it changes
    nothing; not met, ``clan_entry_problem`` refuses the card."""
    return clan_entry(said) is not None and view.state.player(player).clan is not None


def clan_entry_problem(view: View, player: str, sentences: tuple[str, ...]) -> str | None:
    """Why a card whose own ``sentences`` hold the Clan form can't enter play for ``player``
    (his stated Clan is another), or None."""
    mine = view.state.player(player).clan
    for said in sentences:
        clan = clan_entry(said)
        if clan is not None and mine is not None and mine != clan:
            return f"it enters play only for a {clan.title()} Clan player (its trait: {said})"
    return None
