"""Entering words that bring no card into play now: a duration ("Until he leaves play, give your
target Shugenja ...": an ongoing effect lasting until then, effects.txt, Ongoing effects) and a
limit on later entering ("A target player may only put one more Ring into play this turn",
"each player may put no more than one Ring into play per turn": a choice prevented later,
effects.txt, "May not"). Each is made neutral before the effects' legality words are looked
for; any other "into play" or "play" stays a legality word."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["mask_entering_limits"]

#: "Until he leaves play, ...": the sentence's opening duration
_UNTIL_LEAVES = lazy_regex(r"^(\s*)until (?:he|she|it|they) leaves? play,", re.IGNORECASE)
_COUNT = r"(?:one|two|three|\d+)"
#: "may only put one more Ring into play", "may put no more than one Ring into play"
_LIMITED_ENTERING = lazy_regex(
    rf"\bmay (?:(?:only )?put {_COUNT} more|put no more than {_COUNT}) (?P<what>[A-Z][a-z]+s?) "
    r"into play\b"
)


def mask_entering_limits(rest: str) -> str:
    """``rest`` (one sentence of the effects) with those uses made neutral."""
    rest = _UNTIL_LEAVES.sub(r"\1Until then,", rest)
    return _LIMITED_ENTERING.sub(lambda m: f"may place few {m.group('what')}", rest)
