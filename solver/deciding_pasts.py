"""The past occurrences a condition's answer depends on (Costs and restrictions / Conditions:
conditions that refer back to past occurrences; Abilities and actions, Good Faith Rule).

An occurrence the state does not report makes an answer ``unknown`` (``solver.timing``) only
where it can change the condition: one of an "either" (``any_of``) whose other alternative
holds on the state alone (it names no card but the announcing one, and no past occurrence)
cannot ("If any enemy units are at the current battlefield or he assigned there": enemy units
there settle it, Keep of the Dead). Every other one still counts.
"""

from __future__ import annotations

from model.evaluate import condition_holds
from model.past import Past
from model.selectors import SOURCE, Condition
from model.state import View

__all__ = ["deciding_pasts"]


def deciding_pasts(view: View, player: str, cond: Condition, card: str) -> tuple[Past, ...]:
    """The past occurrences of ``cond`` (``Condition.pasts``) whose report may decide it, for
    the announcing ``card``."""
    own = (cond.past,) if cond.past is not None else ()
    nested = tuple(
        p for c in (*cond.all_of, *cond.none_of) for p in deciding_pasts(view, player, c, card)
    )
    if cond.any_of and any(_holds_alone(view, player, c, card) for c in cond.any_of):
        return own + nested
    either = tuple(p for c in cond.any_of for p in deciding_pasts(view, player, c, card))
    return own + nested + either


def _holds_alone(view: View, player: str, cond: Condition, card: str) -> bool:
    """``cond`` holds on the state, asking no past occurrence and no card but ``card``."""
    if cond.pasts() or not cond.references() <= {SOURCE}:
        return False
    return condition_holds(view, player, cond, {SOURCE: card})
