"""A card's stat change to itself under a condition on a player's Clan (Reference 02: a
player's Clan Alignment, ``model.player_clan``: stated, or his Stronghold's; Reference 04: a
bonus changes the stat while its effect lasts): "Irezu has +1C if another player is Lion Clan."
(Bayushi Irezu • Experienced), "<its name> has +1F if you are a Crab Clan player.".

Read whole, or not at all: "<its name | This Personality> has <+N|-N><F|C|PH>[/...] if
(another|any other player is <Clan> Clan | you are [a] <Clan>[ or <Clan>] Clan[ player])." of a
card in play ("Hotaka has +1PH if any other player is Dragon Clan.", "Chairei has +1F if you
are Dragon Clan."; h44adv3 H13).
Settled true (another player's settled Clan is that one; the controller's is), the change is
applied to the card itself (``View.stat``); settled false (every other player's Clan settled and
none that one; the controller's another), it changes nothing; not settled (a Clan not named, or
its sources contradicting: ``model.player_clan``), it stays a doubt
(``CardDef.qualities_unread``). Not read: "(in and out of play)" (a stat out of play), a keyword
given, another card's change."""

from __future__ import annotations

from dataclasses import dataclass

from model.common import CLANS, Stat, clan_word
from model.lazy_regex import lazy_regex
from model.player_clan import player_clan
from model.state import View

__all__ = ["ClanStat", "clan_stat_bonus", "read_clan_stat", "settled_clan_stat"]

_SENTENCE = lazy_regex(
    r"^(?P<who>This Personality|[A-Z][\w'-]+) has "
    r"(?P<changes>[+-]\d+(?:F|C|PH)(?:/[+-]\d+(?:F|C|PH))*) if "
    r"(?:(?:another|any other) player is (?P<other>[A-Z][\w' ]*?) Clan"
    r"|you are (?:an? )?(?P<mine>[A-Z][\w' ]*?(?: or [A-Z][\w' ]*?)?) Clan(?: player)?)\.?$"
)
_CHANGE = lazy_regex(r"(?P<n>[+-]\d+)(?P<stat>F|C|PH)")
_STATS = {"F": Stat.FORCE, "C": Stat.CHI, "PH": Stat.PERSONAL_HONOR}


@dataclass(frozen=True, slots=True)
class ClanStat:
    """A sentence read: the subject word, its changes, the Clans and whose (another player's,
    or the controller's own)."""

    who: str
    changes: tuple[tuple[Stat, int], ...]
    clans: frozenset[str]
    another: bool


def read_clan_stat(said: str) -> ClanStat | None:
    """``said`` read (see the module), or None."""
    m = _SENTENCE.fullmatch(said.strip())
    if m is None:
        return None
    names = m["other"] or m["mine"]
    clans = frozenset(clan_word(n) for n in names.split(" or "))
    if not clans <= CLANS:
        return None
    changes = tuple((_STATS[c["stat"]], int(c["n"])) for c in _CHANGE.finditer(m["changes"]))
    return ClanStat(m["who"], changes, clans, m["other"] is not None)


def _its_own(view: View, card: str, read: ClanStat) -> bool:
    """Is the sentence's subject its own card ("This Personality" or a word of its title)?"""
    words = set(view.definition(card).title.split(" • ", 1)[0].split(", ", 1)[0].split())
    return read.who == "This Personality" or read.who in words


def settled_clan_stat(view: View, card: str, said: str) -> bool | None:
    """For the sentence ``said`` of ``card`` (in play): True or False when it is read and its
    condition settled by the stated Clans (then it is applied, or changes nothing), else None."""
    read = read_clan_stat(said)
    if read is None or not _its_own(view, card, read):
        return None
    you = view.card(card).controlled_by
    if not read.another:
        mine = player_clan(view, you)
        return bool(mine.clans & read.clans) if mine.settled and mine.sourced else None
    others = [player_clan(view, p.id) for p in view.state.players if p.id != you]
    if any(o.settled and o.clans & read.clans for o in others):
        return True
    return None if any(not o.settled or not o.sourced for o in others) else False


def clan_stat_bonus(view: View, card_id: str, stat: Stat) -> int:
    """The sum of ``card_id``'s own settled-true sentences' changes to ``stat`` (in play; not
    when the state states its effects or a modifier names it as its source)."""
    inst = view.card(card_id)
    if not inst.in_play or any(e.source == card_id for e in view.state.effects):
        return 0
    if any(m.source == card_id for m in inst.modifiers):
        return 0  # the state states it on the card
    total = 0
    for said in view.definition(card_id).qualities_unread:
        read = read_clan_stat(said)
        if read is not None and settled_clan_stat(view, card_id, said):
            total += sum(n for s, n in read.changes if s is stat)
    return total
