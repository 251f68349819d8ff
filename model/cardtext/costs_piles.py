"""A target in any player's discard pile removed from the game as a cost ("Remove a target dead
Personality in any player's discard pile from the game"; Costs and restrictions / Costs: "A
player may not pay a cost by changing the state of another player's cards", while the text
names any player's pile; Reference 05: the discard piles and the removed-from-game area).

The rules files do not settle whether the card's words let another player's card pay, so the
text has two readings (``Ability.lenient``): strictly, a card in your own pile is targeted and
removed; leniently, a card in any pile is targeted (its removal, which the rules may forbid, is
not asked). The verdict is legal when your own pile holds such a card, unknown when only
another player's does, illegal when none does.
"""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability, Block, Cost, TargetSpec
from model.cardtext.costs_any_pile import any_pile_pick_readings
from model.selectors import Controller, Selector
from model.zones import IN_PLAY_PLACES, Place

__all__ = ["any_pile_readings", "removable"]

#: The discard piles a card may be removed from the game from (Reference 05).
_PILES = frozenset({Place.FATE_DISCARD, Place.DYNASTY_DISCARD})
#: Where a card is in play (Reference 05).
_IN_PLAY = IN_PLAY_PLACES


def removable(select: Selector) -> bool:
    """A target a "remove ... from the game" cost may name: in play, or in a discard pile."""
    return select.location in _IN_PLAY or select.location in _PILES


def _removal(cost: Cost, name: str) -> bool:
    return cost.remove_from_game == name and not cost.optional and cost.kind == "remove_from_game"


def any_pile_readings(ability: Ability) -> Ability:
    """``ability`` with its two readings when a constraints target in any player's discard pile
    is removed from the game as a cost (the module's docstring); unchanged otherwise. Raises
    ValueError when it already has two readings (two unsettled texts: not read)."""
    piled = [
        spec
        for spec in ability.targets
        if isinstance(spec, TargetSpec)
        and spec.block is Block.CONSTRAINTS
        and spec.select.location in _PILES
        and spec.select.controller is Controller.ANY
        and any(_removal(c, spec.name) for c in ability.costs)
    ]
    if not piled:
        return any_pile_pick_readings(ability)  # "remove a card in any discard pile ..."
    if ability.lenient is not None or len(piled) > 1:
        raise ValueError("a card of any player's discard pile removed as a cost, read two ways")
    (spec,) = piled
    yours = replace(spec, select=replace(spec.select, controller=Controller.YOU))
    strict = replace(ability, targets=tuple(yours if t is spec else t for t in ability.targets))
    lenient = replace(ability, costs=tuple(c for c in ability.costs if not _removal(c, spec.name)))
    note = (
        f"{spec.name} may be a card of another player's discard pile, the text naming any "
        "player's (no cost is paid with another player's cards: its removal is not asked)"
    )
    return replace(strict, lenient=lenient, lenient_note=note)
