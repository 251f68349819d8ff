"""A minimum Gold cost said by a card in play ("Recruiting Personalities has a minimum Gold Cost of
5 for you.", Shibata Sensei; Costs and restrictions / Changes to costs and payments): it can only
raise a cost, so a play illegal without it stays illegal (h40adv2 N9: Kaiu Gorobei, 5, with Gold
Production 4). Read whole in the shape below (the card type alone, "for you"), of a card its
player controls and for a Recruit of that type, it applies exactly: the play's Gold cost is at
least that minimum, and a plan short of it is short for certain (h40adv2 N9: Bayushi Hurunayi,
4 raised to 5)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol, TypeVar

from model.cards import CardDef, CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver.entering_increase import minimum_of
from solver.entering_price import gold_cost_now
from solver.verdict import RECRUIT, Play, Verdict

__all__ = ["at_minimum", "exact_minimum", "only_raises"]

_TYPES = {"Personalities": CardType.PERSONALITY, "Holdings": CardType.HOLDING}
#: "Recruiting Personalities has a minimum Gold Cost of 5 for you." (the type alone)
_WHOLE = lazy_regex(
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


class _Card(_Play, Protocol):
    """A play's context with the card played."""

    @property
    def card(self) -> str: ...


_C = TypeVar("_C", bound=_Card)


def at_minimum(ctx: _C, verdict: Verdict, short: Callable[[_C, int], str | None]) -> Verdict:
    """A Recruit refused for its Gold alone, its shortfall told at the exact minimum Gold cost
    of a card in play (``exact_minimum``) above the card's own: the minimum is part of the cost
    (Costs and restrictions / Changes to costs and payments; h41adv6 W3: Shibata Sensei's 5, not
    Asako Moeru's 4). ``short(ctx, less)`` says why the Recruit is short with its Gold cost
    lowered by ``less`` (negative: raised), None when not sure; then ``verdict`` stands."""
    if verdict.status != "illegal" or verdict.ability != RECRUIT or not verdict.details:
        return verdict
    first = verdict.details[0]
    if any(d.code != "gold" for d in verdict.details) or not first.text.startswith(_SAID):
        return verdict
    view, player = ctx.view, ctx.player
    least = [
        n
        for c in view.state.cards
        if c.in_play and c.controlled_by == player
        for d in (view.definition(c.id),)
        for said in d.grants_unread
        if (n := minimum_of(said)) is not None and exact_minimum(ctx, f"{d.title}: {said}", RECRUIT)
    ]
    cost = gold_cost_now(view, player, ctx.definition, "dynasty", ctx.card)
    if not least or cost is None or max(least) <= cost:
        return verdict
    why = short(ctx, cost - max(least))
    if why is None:
        return verdict
    said = replace(first, text=_SAID + why)
    return Verdict.of(
        "illegal",
        verdict.card,
        verdict.ability,
        verdict.title,
        [said, *verdict.details[1:]],
        None,
        verdict.designator,
    )


_SAID = "can't pay the Gold: "
