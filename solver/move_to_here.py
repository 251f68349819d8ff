"""A move to the current battlefield of a card already there moves nothing (Reference 05,
Move: a card moves from one location to another; h40adv3 N5): "Move him to the current
battlefield." (Pronouncement of Guilt), "Move a target enemy Personality at any location to
the current battlefield. Straighten him as he moves." (Determined Challenge) can't move or
destroy Moto Gaheris • Experienced while he is at the current battlefield
(``solver.unless_moved_scope``): such words are set aside for him."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["to_here_words"]

_TO_HERE = lazy_regex(
    r"\bMove (?:him|her|it|(?:a|an|one|your|the) (?:target )?(?:(?!home\b|and\b|or\b|to\b)"
    r"[\w'-]+ )*?(?:Personality|unit|card))(?: at any location)? to the current battlefield\b"
    r"|\bas (?:he|she|it) moves\b",
    re.IGNORECASE,
)


def to_here_words(step: str) -> str:
    """``step`` without its moves to the current battlefield (and "as he moves")."""
    return _TO_HERE.sub(" ", step)
