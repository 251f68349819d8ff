"""Gold "when paying for an action that Equips or creates a Follower" (Bushi Dojo: ":bow:: When
paying for an action that Equips or creates a Follower, produce 6 Gold which may only pay for one
action."; Costs and restrictions / Gold production: Gold restricted to a kind of payment pays no
other): it can't pay the cost of an action read whole that brings no card into play and creates
no Follower, so it is no "may be cheaper" source of that action's Gold plan (h44adv6 W3: the
granted "Destroy a card titled Fortress of Lidless Eyes." beside Bushi Dojo)."""

from __future__ import annotations

import re

from model.abilities import BringIntoPlay
from model.common import CardType, nested
from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict

__all__ = ["equip_gold_spares"]

_EQUIP_GOLD = lazy_regex(r"\bwhen paying for an action that equips or creates a follower\b", re.I)


def equip_gold_spares(view: View, verdict: Verdict, shown: str) -> bool:
    """Can the unread Gold text ``shown`` surely not pay ``verdict``'s action (one of the acting
    card's abilities, read whole, that neither brings a card into play nor creates a
    Follower)?"""
    if _EQUIP_GOLD.search(shown) is None or not isinstance(verdict.ability, int):
        return False
    if not view.has(verdict.card):
        return False
    abilities = view.definition(verdict.card).abilities
    if not 0 <= verdict.ability < len(abilities):
        return False
    ab = abilities[verdict.ability]
    if ab.not_understood or CardType.FOLLOWER in ab.creates:
        return False
    return not any(isinstance(o, BringIntoPlay) for o in nested(ab))
