"""A card's own entering condition printed with no subject ("Will only enter play if you are a
Crane Clan player.", "May only be Recruited by a Lion Clan player." — the Onyx Dojos; "Will not
enter play if your Family Honor is 4 or lower."): Reference 03, a card's traits restrict its own
entering play. Its subject is the card itself, so it never concerns another card's Recruit or
Equip (h28adv2 F3); the Clan form is read for the card itself with the player's Clan
(``players[].clan``, Reference 02: a player's Clan Alignment) when the state gives it (h28adv2
N10): met, the sentence changes nothing; not met, the card can't enter play. So are the
sentences naming the Clans of the players the card will not (or will only) be controlled by or
join ("Will not be controlled by a Crab Clan, Phoenix Clan, or Scorpion Clan player.",
"Aramasu will not be controlled by a Scorpion Clan player.", "Will not join a Mantis Clan
player."): a card entering play comes under its player's control and joins him (Reference 03),
so a player the sentence bars can't bring it into play (h28adv3 F1); with no Clan stated, or
another player ("a Shadowlands Horde player", "a player whose Wind is ..."), it stays unread."""

from __future__ import annotations

import re

from model.cards import CardDef, CardType
from model.common import CLANS, clan_word
from model.lazy_regex import lazy_regex
from model.player_clan import another_clan_doubt, clan_doubt, player_clan, reads_clan
from model.state import View
from model.zones import Zone
from solver.also_spell import also_spell_read
from solver.named_entry import met, named_entry, named_entry_problem

__all__ = [
    "clan_entry",
    "clan_entry_problem",
    "clan_entry_read",
    "clan_players",
    "clan_problem",
    "own_entry",
    "own_entry_read",
    "settled_clans",
]

#: the subjectless sentence: its card's own entering play
_OWN_ENTRY = lazy_regex(
    r"^(?:Will (?:only |not )?enter play|May only be Recruited|May not be Recruited"
    r"|Cannot be Recruited|Can only be Recruited)\b",
    re.IGNORECASE,
)
#: its Clan form, whole
#: ("May only be Recruited by a Lion Clan player." restricts the Recruit alone, not every
#: entering: left unread)
_CLAN_ENTRY = lazy_regex(
    r"^Will only enter play if you are an? "
    r"(?P<clan>[A-Z][\w']*(?: [A-Z][\w']*)?) Clan player\.?$"
)


#: "[<its name>] will not be controlled by / may only be controlled by / will not join / will
#: only join a <Clan> Clan[, <Clan> Clan, or <Clan> Clan] player."
_CLAN_PLAYERS = lazy_regex(
    r"^(?:(?P<subj>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) (?=[a-z]))?"
    r"(?P<verb>[Ww]ill not be controlled by|(?:[Mm]ay|[Cc]an) only be controlled by"
    r"|[Ww]ill not join|[Ww]ill only join) (?:an? )?(?P<clans>[A-Z][^.]*?) player\.?$"
)
_CLAN_LIST = lazy_regex(r",? or |, ")


def _names_its_card(subject: str | None, title: str) -> bool:
    """Is a sentence's subject its own card: none, or words of its title ("Aramasu" of Bayushi
    Aramasu; a title is its name without subtitle, Reference 03)?"""
    if subject is None:
        return True
    words = set(title.split(" • ", 1)[0].split(", ", 1)[0].split())
    return bool(title) and set(subject.split()) <= words


def clan_players(said: str, title: str = "") -> tuple[frozenset[str], bool] | None:
    """The Clans of the players a card's own sentence ``said`` names, and whether it enters
    play only for them (True: "will only ...") or never for them (False: "will not ..."); the
    Dojos' "Will only enter play if you are a <Clan> Clan player." too. None: not that sentence,
    or a name that is no Clan (``model.common.CLANS``)."""
    said = said.strip()
    if (only := clan_entry(said)) is not None:
        return frozenset({only}), True
    m = _CLAN_PLAYERS.fullmatch(said)
    if m is None or not _names_its_card(m.group("subj"), title):
        return None
    clans: set[str] = set()
    for name in _CLAN_LIST.split(m.group("clans")):
        word = clan_word(name)
        if word not in CLANS or not name[:1].isupper():
            return None
        clans.add(word)
    return frozenset(clans), m.group("verb").lower().startswith(("may", "can", "will only"))


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


def clan_entry_read(view: View, player: str, said: str, title: str = "") -> bool:
    """Is ``said`` a Clan form (``clan_players``; ``title``: its card's) and the player's Clan
    settled and named (``model.player_clan``), or a condition on his Wind, Sensei or
    Stronghold read on the state? Then it is read: met, it changes nothing; not met,
    ``clan_entry_problem`` refuses the card."""
    if clan_players(said, title) is not None and settled_clans(view, player) is not None:
        return True
    # on the player's Wind, Sensei or Stronghold (``solver.named_entry``): met, it binds
    # nothing; not met, ``clan_entry_problem`` refuses the card (its Recruit forms: only the
    # Recruit, ``named_play_refusal``)
    entry = named_entry(said, title)
    if entry is not None and (bool(met(view, player, said, title)) or not entry.recruit_only):
        return True
    return also_spell_read(view, said, title)  # Okui: its Shugenja hosts read (also_spell)


#: "Will only enter play from a province." (Raido no Oni)
_FROM_PROVINCE = lazy_regex(r"^Will only enter play from a province\.?$", re.IGNORECASE)


def own_entry_read(
    view: View, player: str, said: str, definition: CardDef, card: str | None
) -> bool:
    """``clan_entry_read``; or ``definition``'s own "Will only enter play from a province." while
    its ``card`` is in a province: however it enters play then (the rulebook Recruit, Reference
    02, or an effect putting it into play), it enters from a province, so the sentence is met and
    changes nothing (h46adv1 N3); from elsewhere it stays unread."""
    if clan_entry_read(view, player, said, definition.title):
        return True
    here = card is not None and view.has(card) and view.card(card).zone is Zone.PROVINCE
    return here and _FROM_PROVINCE.match(said.strip()) is not None


def settled_clans(view: View, player: str) -> frozenset[str] | None:
    """The player's Clan Alignments when a source names them and they are settled
    (``model.player_clan``: the stated Clan, his Stronghold's, "Your Clan Alignments are ...";
    h29rm2: a Scorpion player with a Mantis Stronghold was paid as Mantis and let in as not
    Mantis), else None."""
    got = player_clan(view, player)
    return got.clans if got.settled and got.sourced else None


def clan_problem(view: View, player: str, definition: CardDef) -> list[str]:
    """The doubt of a card whose entering play for ``player`` reads his Clan (a Personality
    with a Clan Alignment: the Clan Honor Rule, Loyal, the Honor Requirement; a Clan form of
    its own, ``clan_players``; a condition on his Clan, ``reads_clan``) while his Clan is not
    settled (``model.player_clan``)."""
    why = clan_doubt(view, player)
    if (other := another_clan_doubt(view, player, definition)) is not None:
        return [f"{definition.title}: {other}"]  # "if another player is Scorpion Clan"
    if why is None:
        return []
    own = (*definition.entering_unread, *definition.grants_unread)
    reads = (
        (definition.type is CardType.PERSONALITY and bool(definition.clan))
        or any(clan_players(t, definition.title) is not None for t in own)
        or reads_clan(definition)  # "Enters play paying 2 less Gold if you are a Lion ..."
    )
    return [f"{definition.title}: {why}"] if reads else []


def clan_entry_problem(
    view: View, player: str, sentences: tuple[str, ...], title: str = ""
) -> str | None:
    """Why a card (``title``) whose own ``sentences`` hold a Clan form can't enter play for
    ``player`` (his settled Clans are none it enters play for; his Wind, Sensei or Stronghold
    not the one it names: ``solver.named_entry``), or None."""
    if (named := named_entry_problem(view, player, sentences, title)) is not None:
        return named
    mine = settled_clans(view, player)
    if mine is None:
        return None
    for said in sentences:
        got = clan_players(said, title)
        if got is None:
            continue
        clans, only = got
        named = ", ".join(f"{c.title()} Clan" for c in sorted(clans))
        if only and not mine & clans:
            return f"it enters play only for a {named} player (its trait: {said})"
        if not only and mine & clans:
            return f"it enters play only for a player not {named} (its trait: {said})"
    return None
