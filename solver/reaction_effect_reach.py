"""Which stated effects can bar or tax a card's Reaction (Costs and restrictions / Changes to
costs and payments; Effects / "May not"; h40adv5 N1). A Reaction is an action of its card: a
``cost_change``, ``added_cost`` or ``may_not: announce`` effect reaches it only when the
effect applies to the player who would use it and its ``actions`` filter can match that action
(the card's type and title, the Reaction's designator and keywords). A reduction
(``gold_delta`` of 0 or less) neither bars nor taxes; ``may_not`` other than ``announce``
(``be_targeted``, ``recruit``, ...) is not about using it. "Your Holdings enter play for 1 less
Gold" can't touch a Coin Pouch's Reaction."""

from __future__ import annotations

import re

from model.common import Designator
from model.state import ActionFilter, OngoingEffect, View

__all__ = ["effect_reaches", "stated_effect_reaches"]

#: "Tireless Reaction:", "Political Reaction:": the words before "Reaction" on its line
_REACTION = re.compile(r"^\s*((?:[A-Z][\w'-]*\s+)*)Reaction\s*:", re.MULTILINE)


def _user(view: View, card: str) -> str:
    """The player who would use ``card``'s Reaction (its controller, or owner out of play)."""
    inst = view.card(card)
    return inst.controlled_by if inst.in_play and inst.controlled_by else inst.owner


def _keywords(view: View, card: str) -> set[str] | None:
    """The keywords of ``card``'s Reactions as printed (lower case), None when no Reaction is
    found in its text (then any keyword filter may match)."""
    found = _REACTION.findall(view.definition(card).printed_text or "")
    if not found:
        return None
    return {w.casefold() for words in found for w in words.split()}


def _filter_can_match(view: View, card: str, flt: ActionFilter | None) -> bool:
    """Can ``flt`` match a Reaction of ``card``? Unsure: True."""
    if flt is None:
        return True
    d = view.definition(card)
    if flt.card_type is not None and d.type.value != flt.card_type:
        return False
    if flt.title is not None and flt.title.casefold() != d.title.casefold():
        return False
    if flt.designator is not None and flt.designator is not Designator.REACTION:
        return False
    if flt.designator_not is Designator.REACTION:
        return False
    if flt.keyword:
        said = _keywords(view, card)
        if said is not None and not any(k.casefold() in said for k in flt.keyword):
            return False
    return True


def effect_reaches(view: View, card: str, e: OngoingEffect) -> bool:
    """May ``e`` bar or tax the Reaction of ``card`` (module doc)?"""
    if e.player is not None and e.player != _user(view, card):
        return False
    if e.kind == "cost_change":
        return e.gold_delta > 0 and _filter_can_match(view, card, e.actions)
    if e.kind == "added_cost":
        return _filter_can_match(view, card, e.actions)
    if e.kind == "may_not":
        return e.may_not == "announce" and _filter_can_match(view, card, e.actions)
    return False


def stated_effect_reaches(view: View, card: str) -> bool:
    """May a state's effect bar or tax the Reaction of ``card``?"""
    return any(effect_reaches(view, card, e) for e in view.state.effects)
