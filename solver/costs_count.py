"""A Gold cost priced by a count of your cards ("pay Gold equal to the number of Personalities
you control, or 4, whichever is higher": Costs and restrictions / Variable costs, the value
read when the cost is paid)."""

from __future__ import annotations

from model.evaluate import matches_unary
from model.selectors import Selector
from model.state import View

__all__ = ["yours_counted"]


def yours_counted(view: View, player: str, select: Selector) -> int:
    """How many cards ``player`` controls that match ``select`` (in play unless it says where)."""
    return sum(
        1
        for c in view.state.cards
        if c.controlled_by == player and matches_unary(view, player, c.id, select)
    )
