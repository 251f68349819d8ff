"""The cards in play a player controls whose definition has some text, found once per View: a
play is priced onto each host (Costs and restrictions / Changes to costs and payments), and
with many cards in play not every card is read again for each (h38adv1 M8)."""

from __future__ import annotations

from collections.abc import Callable

from model.cards import CardDef
from model.state import CardInstance, View

__all__ = ["controlled_with"]


def controlled_with(
    view: View, player: str, key: str, has: Callable[[CardDef], object]
) -> tuple[CardInstance, ...]:
    """The cards in play ``player`` controls whose definition ``has`` something (truthy), in
    state order; cached in ``view`` under ``key`` (one predicate per key)."""
    memo = view.memo(key)
    found = memo.get(player)
    if not isinstance(found, tuple):
        found = memo[player] = tuple(
            inst
            for inst in view.state.cards
            if inst.in_play and inst.controlled_by == player and has(view.definition(inst.id))
        )
    return found
