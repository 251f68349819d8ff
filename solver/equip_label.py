"""An Equip a card's permission makes a Battle action, labelled so (h40adv1 E1).

The rulebook Equip is an Open action (Reference 02); "Equipping Spells is a Battle/Open action
for you." (City of Tears) lets its controller take it in the Combat Segment as a Battle action
(``solver.equip_permissions``). An Equip answered there is labelled "Battle", naming the
permission, never "Open" (an Open action is never taken during combat: a client showing the
label would show an impossible one). Elsewhere the label stays "Open".
"""

from __future__ import annotations

from model.state import View
from solver.equip_permissions import battle_equip_permission

__all__ = ["battle_equip_text"]


def battle_equip_text(view: View, card: str) -> str | None:
    """The Equip of ``card`` in words when it is now a Battle action by a permission of its
    owner's card in play (the owner: only he may Equip it from his hand), else None."""
    if not view.has(card) or not view.state.in_combat:
        return None
    owner = view.card(card).owner
    said = battle_equip_permission(view, owner, card)
    if said is None:
        return None
    return (
        "Battle: Equip onto a Personality you control (pay its Gold cost; a Battle action by "
        f"{said})"
    )
