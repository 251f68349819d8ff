"""A unit named by its keyword in a target phrase: "your target Cavalry unit", "any Cavalry
units at the current battlefield" (Reference 04, Unit keywords: "a Cavalry unit" is a unit where
the Personality and each Follower in it, if any, all have that keyword; a unit is selected as
its Personality, Reference 03, units).

Read: one keyword and nothing else of the unit (a state, a Clan, "Human", two keywords: of its
Personality, or of every card? not read), as its Personality with the keyword and no attached
Follower without it; a unit's comparison stays as ``target_modifiers.unit_stat`` says.
"""

from __future__ import annotations

from dataclasses import replace

from model.cardtext.target_modifiers import unit_stat
from model.common import CardType
from model.selectors import Selector

__all__ = ["unit_checked", "unit_qualified"]

_WHY = "a qualifier of a unit (its Personality's, or every card's?)"


def unit_qualified(sel: Selector, keywords: list[str]) -> str | None:
    """Why the words before a unit's noun are not read (None: at most one keyword alone)."""
    if (
        len(keywords) > 1
        or sel.not_keyword
        or sel.any_keyword
        or sel.clan
        or sel.unaligned is not None
        or sel.bowed is not None
        or sel.dishonorable is not None
        or sel.unique is not None
    ):
        return _WHY  # "an unbowed unit", "a Crab unit": of its Personality, or every card?
    return None


def unit_checked(sel: Selector, where: list[str]) -> Selector | str:
    """The unit's selector once its modifiers are read: "a Cavalry unit" as its Cavalry
    Personality with no Follower lacking Cavalry; a string says what is not read."""
    if (why := unit_stat(where)) is not None:
        return why
    if not sel.keyword:
        return sel
    if len(sel.keyword) != 1 or sel.lacks_attachment is not None or sel.any_of:
        return _WHY
    (word,) = sel.keyword
    lacking = Selector(type=(CardType.FOLLOWER,), not_keyword=(word,))
    return replace(sel, lacks_attachment=lacking)
