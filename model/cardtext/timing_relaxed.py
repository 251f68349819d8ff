"""Text not understood that may relax an action's timing (Abilities and actions / designators;
Reference 04: Tireless): "Keisuke's printed ability has Tireless while ...", "The Sorrow's
printed ability is Battle/Limited", "even if this card is bowed". When such text is not read,
a timing failure is no proof: the answer is ``unknown`` (false illegals found by h23adv2 F10).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from model.lazy_regex import lazy_regex

__all__ = ["relaxes_timing"]

_RELAXES = lazy_regex(
    r"\btireless\b|\beven (?:if|while|though)\b[^.:]*\bbowed\b|\busable while\b"
    r"|\b(?:is|are|as) (?:an? )?(?:battle|open|limited|engage|dynasty)(?:/\w+)?"
    r"(?: actions?| abilit(?:y|ies))?\b"
    r"|\b(?:additional|second|extra) times?\b|\bagain this (?:turn|battle)\b"
    # used from elsewhere: "If this card is in your hand, ...", "from your discard pile"
    r"|\bthis card is in your (?:hand|discard pile)\b|\bfrom your (?:hand|discard pile)\b",
    re.IGNORECASE,
)


def relaxes_timing(not_understood: Sequence[str]) -> bool:
    """Does any of the texts not understood say the action may be used at another time, while
    bowed, or more often?"""
    return any(_RELAXES.search(text) for text in not_understood)
