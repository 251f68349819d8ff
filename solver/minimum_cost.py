"""A minimum Gold cost said by a card in play ("Recruiting Personalities has a minimum Gold Cost of
5 for you.", Shibata Sensei; Costs and restrictions / Changes to costs and payments): it can only
raise a cost, so a play illegal without it stays illegal (h40adv2 N9: Kaiu Gorobei, 5, with Gold
Production 4). Read whole in the shape below (the card type alone, "for you"), of a card its
player controls and for a Recruit of that type, it applies exactly: the play's Gold cost is at
least that minimum, and a plan short of it is short for certain (h40adv2 N9: Bayushi Hurunayi,
4 raised to 5)."""

from __future__ import annotations

import re
from typing import Protocol

from model.cards import CardDef, CardType
from model.state import View
from solver.entering_increase import minimum_of
from solver.verdict import RECRUIT, Play

__all__ = ["exact_minimum", "only_raises"]

_TYPES = {"Personalities": CardType.PERSONALITY, "Holdings": CardType.HOLDING}
#: "Recruiting Personalities has a minimum Gold Cost of 5 for you." (the type alone)
_WHOLE = re.compile(
    r"Recruiting (?P<type>Personalities|Holdings) (?:has|have) a minimum Gold Cost of \d+ "
    r"for you\.?"
)


def only_raises(shown: str) -> bool:
    """Is ``shown`` ("Title: sentence") a minimum Gold cost alone (it can only raise a cost)?"""
    return minimum_of(shown.partition(": ")[2]) is not None


class _Play(Protocol):
    """A play's context: its state, its player, its card's definition."""

    @property
    def view(self) -> View: ...
    @property
    def player(self) -> str: ...
    @property
    def definition(self) -> CardDef: ...


def exact_minimum(ctx: _Play, shown: str, play: Play) -> bool:
    """Does the minimum ``shown`` ("Title: sentence") surely apply to this ``play`` of the card
    of ``ctx``: the whole sentence read, a Recruit of the type it names, and a card of that
    title in play controlled by its player saying it?"""
    view, player, definition = ctx.view, ctx.player, ctx.definition
    title, _, said = shown.partition(": ")
    m = _WHOLE.fullmatch(said.strip())
    if m is None or play != RECRUIT or definition.type is not _TYPES[m.group("type")]:
        return False
    return any(
        c.in_play
        and c.controlled_by == player
        and view.definition(c.id).title == title
        and said in view.definition(c.id).grants_unread
        for c in view.state.cards
    )
