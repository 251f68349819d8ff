"""A sentence giving the action its ability keyword: "Tireless Open: Give another player's
target Personality ... (this turn). This is a Ninja action." (The Hidden School of the Scorpion).

Reference 04 (Ability keywords): keywords on cards do not apply to their abilities, "An ability
on a Ninja card is not a Ninja ability unless it says so (e.g., 'Ninja Battle:')"; an action
has the keywords of its ability (Abilities and actions). A last sentence "This is a <Keyword>
action." says so in words: it is read as that keyword printed before the designator ("Ninja
Tireless Open"), so the keyword is read as a printed one is (a tag other cards may read, or a
keyword with rules of its own that keeps the ability unclaimed, ``model.cardtext.timing``).
Not read: a designator ("This is a Battle action."), a sentence inside quoted text (a granted
ability's), one that is not the last, two keywords.
"""

from __future__ import annotations

import dataclasses

from model.cardtext.split import Printed
from model.cardtext.timing import DESIGNATORS
from model.lazy_regex import lazy_regex

__all__ = ["said_keyword"]

_SENTENCE = lazy_regex(r"(?<=[.!)])\s+This is an? (?P<kw>[A-Z][a-z]+) action\.\s*$")


def said_keyword(para: Printed) -> Printed:
    """``para`` with its last sentence "This is a <Keyword> action." read as the keyword
    printed before the designator (``para`` unchanged when there is no such sentence)."""
    if para.prefix is None:
        return para
    m = _SENTENCE.search(para.body)
    if m is None or m.group("kw").lower() in DESIGNATORS:
        return para
    body = para.body[: m.start()]
    if body.count('"') % 2 or body.count("\u201c") != body.count("\u201d"):
        return para  # inside a quoted (granted) ability
    return dataclasses.replace(para, prefix=f"{m.group('kw')} {para.prefix}", body=body)
