"""An "unless" in the effects said of the target just chosen ("Target your unbowed Personality
and bow him unless he is Dragon Clan"): the pronoun names the target, chosen before the effect
resolves, so the condition governs the effect on him and not the targeting (Abilities and
actions / B: required targets are chosen when the action is announced; FAQ: effects need not
succeed)."""

from __future__ import annotations

import re

__all__ = ["unless_on_him"]

#: " and bow him unless he ...": an effect on the target just chosen, under a condition said of
#: him, with no other condition or target after it in the sentence
_UNLESS_ON_HIM = re.compile(
    r"^\s+and\s+[a-z]+\s+(?P<obj>him|her|it|them)\s+unless\s+(?P<subj>he|she|it|they)\b"
    r"(?![^.]*\b(?:unless|if|target)\b)",
    re.IGNORECASE,
)


def unless_on_him(tail: str) -> bool:
    """``tail`` (the words after the last target) is " and <verb> him unless he ..."."""
    return _UNLESS_ON_HIM.match(tail) is not None
