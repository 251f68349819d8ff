"""Whether a card a trigger names is "in your army" ("After another player's action targets a
Personality in your army": A Soldier's Fate). Reference 05, Battlefields and Side: units at a
battlefield are in their controller's side and army there; a card at home is in no army. A
card at the current battlefield is in your army whichever army "your army" means; one at
another battlefield only if it means any of yours, which the rules files do not settle."""

from __future__ import annotations

from collections.abc import Sequence

from model.state import View
from model.zones import Zone

__all__ = ["in_army"]


def in_army(view: View, cards: Sequence[str]) -> bool | str:
    """Is one of ``cards`` (the player's own, matched by the trigger's subject) in his army?
    A string: it depends on which army "your army" means (a card at another battlefield)."""
    current = view.state.current_battlefield
    elsewhere = False
    for cid in cards:
        inst = view.card(cid)
        if inst.zone is not Zone.BATTLEFIELD:
            continue  # at home, or out of play: in no army
        if current is not None and inst.battlefield == current:
            return True
        elsewhere = True
    if elsewhere:
        return "whether 'your army' means one at another battlefield than the current one"
    return False
