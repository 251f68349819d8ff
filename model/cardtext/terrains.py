"""Terrains putting themselves into play (Reference 05: a Terrain in play for a battle is at
that battlefield; its keyword reference is not in the rules files). A Battle action's Terrain
enters the current battlefield; a "Battle/Engage" one is read as that Battle action, and used
at engage (no current battlefield yet) its answer is unknown (``Ability.unread_designators``).
"""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability, Designator
from model.selectors import SOURCE

__all__ = ["engage_unread", "read_as_battle"]

_BATTLE_ENGAGE = frozenset({Designator.BATTLE, Designator.ENGAGE})


def read_as_battle(designators: tuple[Designator, ...]) -> bool:
    """Is a Terrain the effects put into play read as entering the current battlefield: a
    Battle action, or a Battle/Engage one (``engage_unread`` then marks engage unread)?"""
    return designators == (Designator.BATTLE,) or set(designators) == _BATTLE_ENGAGE


def engage_unread(ability: Ability, card_keywords: tuple[str, ...]) -> Ability:
    """``ability`` with Engage unread when it is a Battle/Engage Terrain's putting itself into
    play (else unchanged)."""
    terrain = "terrain" in {k.lower() for k in card_keywords}
    itself = any(
        e.bring_into_play is not None and e.bring_into_play.card == SOURCE for e in ability.effects
    )
    if not terrain or not itself or set(ability.designators) != _BATTLE_ENGAGE:
        return ability
    unread = (Designator.ENGAGE,)
    lenient = ability.lenient and replace(ability.lenient, unread_designators=unread)
    return replace(ability, unread_designators=unread, lenient=lenient)
