"""A card's own permission to be played from elsewhere only as a Battle action (Reference 02:
Equip is an Open action; Abilities and actions / Designators: a Battle action is taken only in
the Combat Segment): "You may Equip this Item from your discard pile as a Battle action."
(Gumbai-Uchiwa) can't lift a "not in your hand" failure outside battle, so there it doubts
nothing (h26adv1 N3); in battle it still does (not read)."""

from __future__ import annotations

import re

__all__ = ["battle_only_permission"]

_BATTLE_ONLY = re.compile(
    r"^You may (?:Equip|Recruit) this (?:Item|Follower|Spell|Personality|Holding|card) "
    r"from your discard pile as a Battle action\.?$"
)


def battle_only_permission(said: str) -> bool:
    """Is ``said`` a permission to play its card from the discard pile as a Battle action only?"""
    return _BATTLE_ONLY.fullmatch(said.strip()) is not None
