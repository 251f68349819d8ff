"""Conditions of an ability that read no card's stat (Reference 04: a stat change changes a
card's stat alone, never its type, keywords, Clan or who controls it). "If you control a
Shugenja" (Shiro Shiba's "+2 strength if you control a Shugenja") may read any card, but only
its keyword: a sentence changing stats only (Ember's Final Fire's "While this Shugenja is Fire,
he has +1F.") can't change whether it holds (h41adv6 U2). A comparison (``where``), an army's
total, a superlative or a count of what another controls reads stats, or may: not this
reading."""

from __future__ import annotations

from model.abilities import Ability
from model.common import nested
from model.selectors import Condition, Selector

__all__ = ["conditions_read_no_stat", "stat_blind"]


def conditions_read_no_stat(ab: Ability) -> bool:
    """Does no condition of ``ab`` (its own or a limit's "if ...") read a card's stat?"""
    return all(stat_blind(obj) for obj in nested(ab) if isinstance(obj, Condition))


def stat_blind(obj: Condition) -> bool:
    """Does the condition ``obj`` read no card's stat (see the module)?"""
    if obj.where or obj.army is not None or obj.another_has_higher is not None:
        return False
    for sub in nested(obj):
        if isinstance(sub, Condition) and (sub.where or sub.army is not None):
            return False
        if isinstance(sub, Selector) and (
            sub.extreme is not None or sub.controller_controls is not None
        ):
            return False
    return True
