"""The goldfish follows ``check`` on a title held at another experience level (README "Unique /
Singular ... Experienced"; ``solver.unique_aliases``): a card whose entering ``check`` leaves
``unknown`` for a card of its title in play at another level, one Unique or Singular (Tamahime
beside Tamahime • Experienced), or for a card "considered <Title> for checking the Unique
restriction", is never bought; and cards of one title among which one is Unique or Singular are
bought at most one at a time (the second would enter beside the first: h44adv4 W4)."""

from __future__ import annotations

from model.cards import CardDef
from model.state import View
from model.zones import Zone
from solver.entering import base_title
from solver.unique_aliases import unique_aliases

__all__ = ["exclusive_title", "overlay_problem"]


def overlay_problem(view: View, player: str, definition: CardDef) -> str | None:
    """Why ``check`` leaves the entering of ``definition`` for ``player`` unknown by a card of
    its title in play (``solver.unique_aliases``), or None."""
    doubts = unique_aliases(view, player, definition)
    return f"not settled: {doubts[0]}" if doubts else None


def exclusive_title(view: View, player: str, definition: CardDef) -> str | None:
    """The title (no subtitle) of ``definition`` when a purchase set may hold one card of it
    only: it is Unique or Singular, or another card of its title ``player`` may buy now (face
    up in a province, in hand) is."""
    title = base_title(definition.title)
    if definition.unique or definition.singular:
        return title
    for inst in view.state.cards:
        if inst.owner != player or inst.zone not in (Zone.PROVINCE, Zone.HAND):
            continue
        d = view.definition(inst.id)
        if (d.unique or d.singular) and base_title(d.title) == title:
            return title
    return None
