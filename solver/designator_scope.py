"""Trait sentences of a card in play about Reactions or Interrupts only ("Reactions have the
additional cost, 'Bow one of your Personalities or Followers.'" — Word of Heaven; "other
players may not take Reactions from before it is targeted until after it ends." — Mirumoto
Kei): they change only actions of those designators (Abilities and actions, Designators:
a Reaction or Interrupt is an action of that designator), so an action taken now with another
designator is not concerned (h27adv1 F5, F6). The sentence itself is not read: an action of
those designators, or one whose designator now is not known, keeps the doubt."""

from __future__ import annotations

import re
from collections.abc import Collection

from model.lazy_regex import lazy_regex

__all__ = ["other_designator"]

#: what the sentence changes: taking Reactions or Interrupts, or what they have
_ABOUT = lazy_regex(
    r"\b(?:take|use|play|announce)\s+(?P<a>Reactions|Interrupts)\b"
    r"|^(?:[^,.]+,\s+)?(?P<b>Reactions|Interrupts) have\b",
    re.IGNORECASE,
)
#: another action word the sentence changes ("may not take actions", "Battle actions have")
_OTHER = lazy_regex(
    r"\b(?:take|use|play|announce)\s+(?!Reactions\b|Interrupts\b)[\w ]*\bactions?\b", re.I
)


def other_designator(said: str, designators: Collection[str] | None) -> bool:
    """Does ``said`` change only Reactions or Interrupts (``_ABOUT``) while the action's
    designators now (lower case; None: not known) are none of those?"""
    found = [m.group("a") or m.group("b") for m in _ABOUT.finditer(said)]
    if not found or designators is None or _OTHER.search(said):
        return False
    named = {w.lower().removesuffix("s") for w in found}
    return not named & {d.lower() for d in designators}
