"""A modifier after keyword alternatives: "a target Armor or Weapon without a Masterwork token"
(Developed Quarry). The rules files do not say whether such a post-modifier qualifies both
alternatives or the last one only (as "an Infantry Personality or Follower" leaves open whether
the keyword qualifies both nouns: ``target_phrase.KEYWORD_SCOPE``). Two readings are kept:
strictly the modifier of both (demanding more), leniently of the last only (an Armor of any
kind, or a Weapon without a Masterwork token), so an answer the choice would settle is
``unknown``, never a guess (``Ability.lenient``; Abilities and actions / B: every word of a
target phrase restricts what may be targeted).

Read only for two keyword alternatives alone (no card type, no other alternatives) and
modifiers that set the selector's own filters: a relation to another card ("with lower Force"),
a place ("in your discard pile": the first alternative would then be in play, not a smaller
set) or alternatives of their own are not read here (the caller refuses them).
"""

from __future__ import annotations

from dataclasses import fields, replace

from model.cardtext.target_title_modifier import FIRST_ONLY, is_first_only
from model.selectors import Selector

__all__ = ["LAST_ONLY", "last_only", "post_reading", "with_last_only"]

#: Why the phrase reads two ways (the note of the lenient reading).
LAST_ONLY = "a modifier after 'X or Y' qualifies the last only"

Settled = tuple[Selector, Selector | None, str]


def last_only(sel: Selector, unmodified: Selector, where: list[str]) -> Selector | None:
    """The lenient selector of a phrase of two keyword alternatives (``unmodified``) whose
    modifiers made ``sel``: the modifiers of the last alternative only; None: not such a
    phrase."""
    if where or len(unmodified.any_keyword) != 2 or unmodified.keyword or unmodified.type:
        return None
    if unmodified.any_of or sel.any_of or sel.any_keyword != unmodified.any_keyword:
        return None
    if sel.location is not None or unmodified.location is not None:
        return None
    changed = {
        f.name: getattr(sel, f.name)
        for f in fields(Selector)
        if getattr(sel, f.name) != getattr(unmodified, f.name)
    }
    if not changed:
        return None
    first, last = unmodified.any_keyword
    alone = Selector(keyword=(first,))
    modified = replace(Selector(keyword=(last,)), **changed)
    return replace(unmodified, any_keyword=(), any_of=(alone, modified))


def post_reading(
    sel: Selector,
    unmodified: Selector,
    where: list[str],
    keyword_alternatives: bool,
    named: tuple[Selector, int, Selector | None] | None,
) -> Selector | None:
    """The lenient selector of the phrase: of two keyword alternatives (``last_only``, when
    ``keyword_alternatives``), else of "<modifiers> <type> or <title>" (``named``'s third item:
    ``model.cardtext.target_title_modifier``); None: one reading."""
    if keyword_alternatives:
        return last_only(sel, unmodified, where)
    return None if named is None else named[2]


def with_last_only(settled: Settled | str, lenient: Selector | None) -> Settled | str:
    """``settled`` (``target_type_or_keyword.settle_kind``) with the lenient reading above; a
    string: the phrase read two ways already (not read)."""
    if lenient is None or isinstance(settled, str):
        return settled
    sel, other, _ = settled
    if other is not None:
        return "a modifier after 'X or Y' in a phrase read two ways already"
    return sel, lenient, FIRST_ONLY if is_first_only(lenient) else LAST_ONLY
