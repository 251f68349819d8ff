"""A printed trigger about a Battle action ("After you announce a Battle action", "After another
player's Battle action targets your Courtier", "After a Battle action resolves") outside the
Attack Phase: no Battle action is taken then (Abilities and actions / Designators; Reference
04: "The designator tells when the action can be taken": a Battle action in the Combat
Segment of the Attack Phase), so no event the state names in another phase is that moment.
Only words naming the action as a Battle action by itself ("a", "an", "the", "your", "another
player's" directly before "Battle action"; "your Battle, Limited, or Open action" names other
designators too and is not read). h42adv3 E1: Utaku Lishan was refused by her condition, not
her trigger, in the Dynasty Phase. A moment "during battle" ("After you Recruit Wateru during
battle") is likewise none outside the Attack Phase: a battle is resolved in its Combat Segment
(h42adv5 N8), and a moment "during a Combat Segment" is none outside that segment (h44adv2
N1)."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import Phase, View

__all__ = ["battle_trigger_apart"]

_BATTLE_ACTION = lazy_regex(
    r"^(?:after|before|when)\b[^,]*?(?:\b(?:a|an|the|your)|another player's) Battle action\b",
    re.IGNORECASE,
)

#: "After you Recruit Wateru during battle": a moment while a battle is underway
_DURING_BATTLE = lazy_regex(r"^(?:after|before|when)\b[^,]*?\bduring (?:a |the )?battle\b", re.I)

#: "After your Ancestor Personality is destroyed during a Combat Segment": a moment in that step
_DURING_COMBAT = lazy_regex(
    r"^(?:after|before|when)\b[^,]*?\bduring (?:a|the) Combat Segment\b", re.IGNORECASE
)


def battle_trigger_apart(view: View, printed: str) -> bool:
    """Is ``printed`` a Battle action's moment, or a moment "during battle", while the state is
    in another phase than the Attack Phase, or a moment "during a Combat Segment" outside it?"""
    words = printed.strip().rstrip(",")
    if view.state.segment != "combat" and _DURING_COMBAT.search(words) is not None:
        return True  # "... during a Combat Segment" in another step (``solver.trigger_periods``)
    # the "Battle" of the match must be capitalised: a designator, not "battle" (a battle)
    if view.state.phase is Phase.ATTACK:
        return False
    if _DURING_BATTLE.search(words) is not None:
        return True  # "After you Recruit Wateru during battle" (h42adv5 N8)
    m = _BATTLE_ACTION.search(words)
    return m is not None and "Battle action" in m.group(0)
