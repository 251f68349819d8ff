"""A card's trait giving its own printed ability the Unstoppable keyword ("While O-Win is opposing
a Shadowlands or Spider Clan Personality, his printed ability is Unstoppable and its Fear has +1
strength.", Hida O-Win).

Unstoppable is a keyword added by the Twenty Festivals rules (Reference 01, change 7), whose
printed reminder is its whole rule: "Other players cannot Interrupt Unstoppable actions." It
limits what other players may do once the action is announced (their Interrupts: README
"Unstoppable"), never what the action needs to be announced: so the sentence changes no
requirement of the card's own action and is set aside when its traits are read for it
(``own_traits_others``). Its Fear bonus, a strength that only rises, is the Fear's strict Force
limit under the condition where ``own_fear_bonus`` reads it, and else left out (the strict
reading may demand more than the truth, never less). The sentence with anything else
("... is Unstoppable and has no Gold cost") is not set aside.
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["OWN_UNSTOPPABLE", "unstoppable_aside"]

#: the sentence: under an optional "While ...", the card's printed ability is Unstoppable, and
#: optionally its Fear has +N strength
OWN_UNSTOPPABLE = (
    r"(?:While (?P<cond>[^,.]+), )?(?:his|her|its|this card's|(?-i:[A-Z])[\w'-]*'s) printed "
    r"ability (?:is|has) Unstoppable(?: and its (?::fear:|Fear) has \+(?P<n>\d+) strength)?\."
)
_SENTENCE = lazy_regex(r"(?:(?<=^)|(?<=[.!?]\s))" + OWN_UNSTOPPABLE + r"(?=\s|$)", re.IGNORECASE)


def unstoppable_aside(text: str) -> str:
    """``text`` (a trait paragraph) without the sentences above."""
    return _SENTENCE.sub("", text).strip()
