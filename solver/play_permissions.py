"""A card's own permission to be played from elsewhere only as a Battle action (Reference 02:
Equip is an Open action; Abilities and actions / Designators: a Battle action is taken only in
the Combat Segment): "You may Equip this Item from your discard pile as a Battle action."
(Gumbai-Uchiwa) can't lift a "not in your hand" failure outside battle, so there it doubts
nothing (h26adv1 N3); in battle it still does (not read). So of "You may attach this card from
your hand as a Battle action." (Yumi of Fire) and the Equip refused for its phase outside battle
(h27adv2 F4); and such a permission only adds a way: the ordinary Open Equip it leaves legal
(h27adv2 N3)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["battle_only_permission"]

_BATTLE_ONLY = lazy_regex(
    r"^You may (?:Equip|Recruit|attach) this (?:Item|Follower|Spell|Personality|Holding|card) "
    r"from your (?:discard pile|hand) as a Battle action\.?$"
)


def battle_only_permission(said: str) -> bool:
    """Is ``said`` a permission to play its card from the discard pile or the hand as a Battle
    action only?"""
    return _BATTLE_ONLY.fullmatch(said.strip()) is not None
