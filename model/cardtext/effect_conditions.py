"""Conditions inside the effects that govern no required target (Abilities and actions / B:
required targeting that varies with a currently known condition; FAQ: effects need not
succeed): an "if" in a clause after the last required target ("Give a target Personality -2F,
or -3F if he is dishonorable") and an "unless" said of the target just chosen ("Target your
unbowed Personality and bow him unless he is Dragon Clan")."""

from __future__ import annotations

import re

from model.cardtext.targets import Phrase

__all__ = ["IF_WORD", "UNLESS", "if_outside_targeting"]

IF_WORD = re.compile(r"\bif\b", re.IGNORECASE)
UNLESS = re.compile(r"\bunless\b", re.IGNORECASE)
#: (", and" / "and, if ...": the "if" opens a clause of its own)
_CLAUSE_BREAK = re.compile(r",\s*(?:or|and|then)\b|;|\bthen\b|\b(?:and|or),\s*$", re.IGNORECASE)


def if_outside_targeting(
    sentence: str, found: list[Phrase], word: re.Pattern[str] = IF_WORD
) -> bool:
    """An "if" (or ``word``: "unless") that governs no required target: every target is
    optional ("If he moved, you may target and bow ..."), or each "if" is in a clause after the
    last target, past a clause boundary ("Give a target Personality -2F, or -3F if he is
    dishonorable")."""
    if all(p.optional for p in found):
        return True
    last = max(p.end for p in found)
    if word.search(sentence[:last]):
        return False
    tail = sentence[last:]
    first_if = word.search(tail)
    assert first_if is not None
    if word is UNLESS and _UNLESS_ON_HIM.match(tail):
        # "Target your unbowed Personality and bow him unless he is Dragon Clan": the condition
        # speaks of the target ("he"), so it follows the targeting; it governs the effect on him
        return True
    return _CLAUSE_BREAK.search(tail[: first_if.start()]) is not None


#: " and bow him unless he ...": an effect on the target just chosen, under a condition said of
#: him (the pronoun names the target, chosen before the effect resolves)
_UNLESS_ON_HIM = re.compile(
    r"^\s+and\s+[a-z]+\s+(?P<obj>him|her|it|them)\s+unless\s+(?P<subj>he|she|it|they)\b"
    r"(?![^.]*\b(?:unless|if|target)\b)",
    re.IGNORECASE,
)
