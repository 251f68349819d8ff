"""A player's Clan Alignment, decided once (Reference 02, Clan Alignment: "A player's Clan
Alignment derives from his or her Stronghold's Clan Alignment"; "Other Clan Alignments given by
effects only exist in games where those effects apply").

Three sources: the state's ``players[].clan`` (stated), the Clans of the Strongholds he controls
in play, and a card of his in play saying "Your Clan Alignments are Mantis, Sparrow, and
Spider." (Three Clan Alliance, ``CardDef.player_clans``: exactly those). Where they agree the
Clan is settled; where the stated Clan is not the Stronghold's (with no such card) or not one the
card names, it is not settled and every Clan sentence read with it is ``unknown``, naming both
(h29rm2: a Scorpion player with a Mantis Stronghold was paid as Mantis and let in as not
Mantis). One source alone decides: the stated Clan with no Stronghold in play (or one with no
Clan printed: its mon may be missing from the data), the Stronghold's with none stated. With
neither, the player has no Clan Alignment (unaligned, as a Stronghold with no Clan makes him),
``sourced`` False: a reader that needs the Clan named keeps its sentence unread."""

from __future__ import annotations

from dataclasses import dataclass, replace

from model.common import CardType, nested
from model.state import View

__all__ = [
    "PlayerClan",
    "alignment_grants",
    "another_clan_doubt",
    "clan_doubt",
    "clan_producers",
    "player_clan",
    "reads_clan",
]


@dataclass(frozen=True, slots=True)
class PlayerClan:
    """A player's Clan Alignments (``clans``; empty: unaligned) when ``settled``; else the
    Clans the sources name (``candidates``) and ``why`` naming them. ``sourced``: some source
    names a Clan."""

    clans: frozenset[str]
    settled: bool
    why: str = ""
    candidates: frozenset[str] = frozenset()
    sourced: bool = True

    def has(self, clan: str) -> bool | None:
        """Is ``clan`` one of his Clan Alignments: True, False, or None (not settled)."""
        if self.settled:
            return clan in self.clans
        return None

    def may_have(self, clans: frozenset[str] | set[str] | tuple[str, ...]) -> bool:
        """May he have one of ``clans`` (settled: he has; not settled: a source says so)?"""
        return bool((self.clans if self.settled else self.candidates) & set(clans))


def alignment_grants(view: View, player: str) -> frozenset[str]:
    """The Clan Alignments a card ``player`` controls in play names ("Your Clan Alignments are
    Mantis, Sparrow, and Spider.": ``CardDef.player_clans``); empty when none does."""
    memo = view.memo("alignment_grants")
    found = memo.get(player)
    if not isinstance(found, frozenset):
        found = memo[player] = frozenset(
            c
            for inst in view.state.cards
            if inst.in_play and inst.controlled_by == player
            for c in view.definition(inst.id).player_clans
        )
    return found


def _names(clans: frozenset[str] | set[str]) -> str:
    return ", ".join(f"{c.title()} Clan" for c in sorted(clans)) or "no Clan"


def _decide(view: View, player: str) -> PlayerClan:
    stated = view.state.player(player).clan
    granted = alignment_grants(view, player)
    holds: list[tuple[str, frozenset[str]]] = []
    for inst in view.state.cards:
        if inst.in_play and inst.controlled_by == player:
            d = view.definition(inst.id)
            if d.type is CardType.STRONGHOLD and d.clan:
                holds.append((f"{d.title} ({inst.id})", frozenset(d.clan)))
    held = frozenset(c for _, cs in holds for c in cs)
    if granted:
        if stated is None or stated in granted:
            return PlayerClan(granted, True)
        why = (
            f"your Clan is not settled: the state says {_names({stated})} (players[].clan) "
            f"but a card in play says your Clan Alignments are {_names(granted)}"
        )
        return PlayerClan(frozenset(), False, why, granted | {stated})
    if stated is None:
        return PlayerClan(held, True, sourced=bool(held))
    if not held or stated in held:
        return PlayerClan(held | {stated}, True)
    strongholds = "; ".join(f"{t} is {_names(cs)}" for t, cs in holds)
    why = (
        f"your Clan is not settled: the state says {_names({stated})} (players[].clan) but "
        f"your Stronghold {strongholds} (Reference 02: a player's Clan Alignment derives from "
        f"his Stronghold's)"
    )
    return PlayerClan(frozenset(), False, why, held | {stated})


def player_clan(view: View, player: str) -> PlayerClan:
    """``player``'s Clan Alignment (see the module), once per View."""
    memo = view.memo("player_clan")
    found = memo.get(player)
    if not isinstance(found, PlayerClan):
        found = memo[player] = _decide(view, player)
    return found


def clan_doubt(view: View, player: str) -> str | None:
    """Why ``player``'s Clan is not settled, or None when it is."""
    got = player_clan(view, player)
    return None if got.settled else got.why


def reads_clan(obj: object) -> bool:
    """Does ``obj`` (a card, an ability, a condition) read its player's Clan: "if you are a Crab
    Clan player" (``Condition.your_clan``), "with your Clan Alignment" (``PaySelector``)?"""
    return any(getattr(o, "your_clan", None) for o in nested(obj))


def another_clan_doubt(view: View, player: str, obj: object) -> str | None:
    """Why "if another player is <Clan> Clan" (``Condition.another_clan``) in ``obj`` is not
    settled for ``player``: no other player's settled Clan is that one, and some other player's
    Clan is not settled or named by no source (Reference 02); None when settled."""
    wanted = {c for o in nested(obj) if (c := getattr(o, "another_clan", None))}
    others = [(p.id, player_clan(view, p.id)) for p in view.state.players if p.id != player]
    open_ = [
        f"{pid}: {got.why or 'no Clan stated and no Stronghold with a Clan in play'}"
        for pid, got in others
        if not got.settled or not got.sourced
    ]
    if not wanted or not open_:
        return None
    if any(got.settled and got.clans & wanted for _, got in others):
        return None
    return "another player's Clan is not settled (" + "; ".join(open_) + ")"


def clan_producers(view: View, player: str) -> tuple[str, ...]:
    """Cards ``player`` controls in play whose text reads his Clan (``reads_clan``) while it is
    not settled, as "Title (id): why": a Gold shortfall is then ``unknown``, not ``illegal``."""
    why = clan_doubt(view, player)
    if why is None:
        return ()
    return tuple(
        f"{view.definition(c.id).title} ({c.id}): {why}"
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == player
        # its actions aside: none is taken while a cost is paid (Abilities and actions), and a
        # Clan-read cost of one ("costs 1 Gold instead if you are a Dragon Clan player", Tower
        # of the Ningyo) is asked by that action's own check (h40adv1 N3); nor its own entering
        # ("Enters play paying 2 less Gold if you are a Lion Clan ...": it is in play; h45fixa N9)
        and reads_clan(replace(view.definition(c.id), abilities=(), entering=()))
    )
