"""A Gold source whose Honor loss is prevented (Costs and restrictions, Example 1: "A player who
cannot lose Honor cannot pay the cost 'Lose 2 Honor.'"): the planner leaves out a mode whose
Honor loss it reads as a cost of producing (``ProductionMode.honor_is_cost``, the default) while
its player can't lose Honor. But "... Produce 2 Gold, ..., and lose 1 Honor." loses it after the
colon, where the rules put a triggered trait's effects, not its cost (Mandatory costs: "The
mandatory cost of a triggered trait is found before the colon"), and only some cards carry an
erratum saying so. So such a mode is one the planner may wrongly leave out: a Gold shortfall
while one is in play is ``unknown``, naming it, never ``illegal``."""

from __future__ import annotations

from model.state import View
from solver.effects import prevented

__all__ = ["honor_cost_doubts"]


def honor_cost_doubts(view: View, player: str) -> tuple[str, ...]:
    """The unbowed cards ``player`` controls in play with a Gold mode left out only because its
    Honor loss, read as a cost, is prevented, as "Title (id): ..."."""
    if not prevented(view, player, "lose_honor"):
        return ()
    return tuple(
        f"{d.title} ({inst.id}): its Honor loss, read as a cost of producing, is prevented; "
        "if it is an effect (after the colon) the Gold may still be produced"
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player and not inst.bowed
        for d in (view.definition(inst.id),)
        if any(m.lose_honor and m.honor_is_cost for m in d.production)
    )
