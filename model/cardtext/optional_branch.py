"""A target in one branch of a choice of effects: optional targeting (Abilities and actions /
B: "Optional targeting is described either by "may target" wording, or by a choice between the
targeting and something else, such as "lose 2 Honor or target a Personality you control."").

"... to move your target Shugenja Personality at home to this battlefield, or destroy a
Terrain." (Mirumoto Utzuki): the player may choose to destroy a Terrain instead, so the
Shugenja is an optional target. Read only where the branch before ", or <verb>" holds the one
target phrase of the sentence and the other branch targets nothing (a choice between two
targetings, several targets in the branch, a count or a performer: not read).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.target_phrase import Phrase
from model.lazy_regex import lazy_regex

__all__ = ["choice_target"]

_TARGET = lazy_regex(r"\btargets?\b", re.IGNORECASE)


def choice_target(read: str, found: list[Phrase], at: int) -> list[Phrase] | str:
    """``found`` (the target phrases of the sentence ``read``), its one phrase before the
    ", or <verb>" at ``at`` made optional; what is not read when the choice is not (module
    docstring)."""
    phrase = found[0] if len(found) == 1 else None
    if phrase is None or phrase.end > at or _TARGET.search(read, at) or phrase.performer:
        return "a target in one branch of a choice of effects"
    if phrase.more or phrase.count != 1 or phrase.optional:
        return "a target in one branch of a choice of effects"
    return [replace(phrase, optional=True)]
