"""A lock on how a Holding's cost may change, "... for 1 less Gold, to a minimum of 1, but will
not have their costs changed in any other way." (Kosaten Shiro; Costs and restrictions / Changes
to costs and payments; Reference 01: card text over the rules): under it, the one reduction it
gives is the only change to that Holding's cost, so the card's own printed changes ("This
Holding enters play for 2 less Gold if you control any Port Holdings.", Colonial Market), the
ongoing changes of other cards' traits and the fixed reductions read in play are all undone
(h37adv5 N6: Colonial Market 5 -> 4 under the lock, not 3).

Not settled (the doubt stays): a change the state itself gives (an ``effects`` entry changing
the cost, a ``modifiers`` entry on its Gold Cost: the state may state the net cost), the card's
own sentence on how its cost may be changed, and another lock-like sentence in play ("...
further reduced", "may not be reduced").
"""

from __future__ import annotations

from model.cards import CardDef
from model.common import Stat
from model.state import View
from solver.effects import play_matches
from solver.in_play_reductions import says_lock

__all__ = ["lock_undoes"]


def lock_undoes(view: View, player: str, definition: CardDef, card: str, source: str) -> bool:
    """Is the price of ``player``'s Recruit of ``card`` under the lock of ``source`` settled as
    its printed Gold cost with only the lock's own reduction (every other change undone)?"""
    if definition.gold_cost is None or not view.has(card) or says_lock(definition):
        return False
    if view.raw_stat(card, Stat.GOLD_COST) not in (None, definition.gold_cost):
        return False  # the state's modifier on its Gold Cost
    if any(
        e.kind == "cost_change"
        and (e.player is None or e.player == player)
        and play_matches(e.actions, definition, "dynasty")
        for e in view.state.effects
    ):
        return False  # a change the state gives
    return not any(
        inst.in_play and inst.id != source and says_lock(view.definition(inst.id), others=True)
        for inst in view.state.cards
    )
