"""A Gold shortfall by the count of sources (Costs and restrictions / Gold production: Gold
from one source can't be split between payments, and a cost added by a separate effect is a
separate payment; h39adv4 N6).

When the payments that ask Gold outnumber every source that could pay one (sources sharing a
group are one card's alternative modes: one of them at most), no amount a source produces makes
them payable. So a doubt about how much a card produces, its player's Clan not settled
("Produce 2 Gold, or 3 Gold if you are a Crab Clan player.", Iron Mine), can't turn such a
shortfall: each such card counts as a source whatever its Clan reading. Read only when each
card reading the Clan has one production mode, which bows its card, and reads the Clan nowhere
else; and the action, and the card it is of, read no Clan and bring no card into play (whose
Clan Honor Rule payment the Clan may change). Anything else keeps the doubt."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from model.abilities import Ability
from model.cards import CardDef
from model.player_clan import clan_producers, reads_clan
from model.state import View
from solver import gold

__all__ = ["amount_only", "count_short"]


def _clan_cards(view: View, player: str) -> list[str]:
    """The cards in play ``player`` controls whose text reads his Clan."""
    return [
        c.id
        for c in view.state.cards
        if c.in_play and c.controlled_by == player and reads_clan(view.definition(c.id))
    ]


def count_short(
    view: View, player: str, sources: Sequence[gold.Source], payments: Sequence[gold.Payment]
) -> bool:
    """Do the payments asking Gold outnumber the sources (a Clan-reading card counted as one
    whatever it produces)?"""
    keys = {s.group or s.id for s in sources} | set(_clan_cards(view, player))
    return sum(1 for p in payments if p.cost) > len(keys)


def _amount_only(d: CardDef) -> bool:
    """Does ``d`` read the Clan only in its one production mode, which bows it?"""
    if len(d.production) != 1 or not d.production[0].bow:
        return False
    return not reads_clan(dataclasses.replace(d, production=()))


def amount_only(
    view: View,
    player: str,
    card: str,
    ab: Ability,
    base: Callable[[str], bool],
    short: bool,
) -> Callable[[str], bool]:
    """``base`` (a test of unread text that can't help the Gold now), also True for the Clan
    doubt of a producer (``clan_producers``) when every Gold shortfall was ``short`` by the
    count of sources (``count_short``; see the module)."""
    items = set(clan_producers(view, player)) if short else set()
    brings = any(e.bring_into_play for e in ab.effects) or bool(ab.creates)
    if brings or reads_clan(view.definition(card)) or reads_clan(ab):
        items = set()
    if not all(_amount_only(view.definition(c)) for c in _clan_cards(view, player)):
        items = set()

    def helpless(shown: str) -> bool:
        return base(shown) or shown in items

    return helpless
