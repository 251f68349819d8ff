"""A modifier before "<card type> or <another card's title>": "Bow your target unbowed Ring or
Moto Ming-Gwok." (Moshi Tomiko • Experienced; h44adv5 N3). The rules files do not say whether
the words before the card type ("your", "unbowed") qualify both alternatives or the first only
(as "a target Armor or Weapon without a Masterwork token" leaves open whether its modifier
qualifies both: ``model.cardtext.target_modifier_scope``). Two readings are kept: strictly of
both (your unbowed Ring, or your unbowed Moto Ming-Gwok), leniently of the first only (your
unbowed Ring, or any Moto Ming-Gwok), so an answer the choice would settle is ``unknown``,
never a guess (``Ability.lenient``; Abilities and actions / B: every word of a target phrase
restricts what may be targeted). The title is read as ``target_other_titles`` reads it, at
every Experienced level (Reference 02).

Read only where the phrase before "or" is one card type with the selector's own filters (no
alternatives, no keyword, no title, no place, no relation).
"""

from __future__ import annotations

from dataclasses import replace

from model.selectors import Selector

__all__ = ["FIRST_ONLY", "is_first_only", "title_readings"]

#: Why the phrase reads two ways (the note of the lenient reading).
FIRST_ONLY = "a modifier before 'X or <title>' qualifies the first only"


def title_readings(sel: Selector, name: str) -> tuple[Selector, Selector] | None:
    """(strict, lenient) selectors of "<modifiers> <type> or <name>" whose phrase before "or"
    made ``sel``; None: not such a phrase (see the module)."""
    plain = Selector(type=sel.type)
    if not sel.type or sel == plain or sel.any_of or sel.any_keyword or sel.keyword:
        return None
    if sel.title is not None or sel.title_version is not None or sel.location is not None:
        return None
    strict = Selector(any_of=(sel, replace(sel, type=(), title_version=name)))
    lenient = Selector(any_of=(sel, Selector(title_version=name)))
    return strict, lenient


def is_first_only(lenient: Selector) -> bool:
    """Whether ``lenient`` is a lenient selector made by ``title_readings``."""
    return (
        len(lenient.any_of) == 2
        and lenient.any_of[1] == Selector(title_version=lenient.any_of[1].title_version)
        and lenient.any_of[1].title_version is not None
    )
