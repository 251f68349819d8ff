"""A card's own trait that gives its ability more designators under a condition ("This card's
ability is Battle/Open if you are a Unicorn Clan player.", Discovering the Shakuhachi of Air;
"This Strategy's ability is Battle/Engage if you control a Scout at this battlefield.", Scouting
Amid the Snow; "Toa's printed ability is Battle/Engage while you control a :void: Ring.").

Abilities and actions / Designators: an ability with two designators counts as having both, and
"The designator tells when the action can be taken" (Reference 04). When every printed
designator of the action is among those the sentence names, it can only add times: whatever
its condition, the action keeps its printed ones, so a legal answer of the action read without
the sentence stands (a permission can only allow; ``solver.own_attack_permission``). A sentence
naming fewer or other designators ("is Battle if ...") may take a time away: not read here.

Its condition "if you are a <Clan>[ or <Clan>] Clan player", when the acting player's Clan
Alignment is settled (``model.player_clan``: stated, or his Stronghold's), settles the reading
both ways (``clan_settled_reading``): met, the action has the named designators (then in the
Combat Segment a Battle/Open action is usable; Reference 04, the designator tells when); not
met, only its printed ones (h38adv5 N4)."""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability
from model.common import CLANS, Designator, clan_word
from model.lazy_regex import lazy_regex
from model.player_clan import player_clan
from model.state import View

__all__ = ["clan_settled_reading", "only_adds_designators"]

_D = r"(?:Battle|Open|Limited|Engage|Dynasty|Reaction|Interrupt)"
#: "This card's ability is Battle/Open if ...", "Toa's printed ability is Battle/Engage while ..."
_SHAPE = lazy_regex(
    r"^(?:This [A-Z]?\w+'s|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*'s) (?:printed )?ability is "
    rf"(?P<named>{_D}(?:/{_D})+) (?:if|while) [^.;:]+\.$"
)
#: "... if you are a Unicorn Clan player." (one or two Clans)
_CLAN_IF = lazy_regex(r" if you are an? (?P<clans>[A-Z]\w+(?: or [A-Z]\w+)?) Clan player\.$")


def only_adds_designators(said: str, ab: Ability) -> bool:
    """Is ``said`` (a trait of ``ab``'s card) one that can only add designators to ``ab``?"""
    m = _SHAPE.match(said.strip())
    if m is None or not ab.designators:
        return False
    named = {Designator(d.casefold()) for d in m.group("named").split("/")}
    return set(ab.designators) <= named


def clan_settled_reading(view: View, player: str, ab: Ability) -> Ability | None:
    """``ab`` read with its one text not read, a designator-adding sentence on ``player``'s
    Clan, settled: the named designators when he is of that Clan, the printed ones when he is
    not; None when that is not the sentence or his Clan is not settled (see the module)."""
    if len(ab.not_understood) != 1 or not ab.timing_understood or ab.read_part is not None:
        return None
    said = ab.not_understood[0].strip()
    m, c = _SHAPE.match(said), _CLAN_IF.search(said)
    if m is None or c is None or not only_adds_designators(said, ab):
        return None
    clans = frozenset(clan_word(n) for n in c["clans"].split(" or "))
    got = player_clan(view, player)
    if not clans <= CLANS or not got.settled or not got.sourced:
        return None
    named = tuple(Designator(d.casefold()) for d in m["named"].split("/"))
    met = bool(got.clans & clans)
    return replace(ab, not_understood=(), designators=named if met else ab.designators)
