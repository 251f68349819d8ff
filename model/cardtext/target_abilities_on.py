"""A target named inside the subject of a prevention: "The abilities on two target Dynasty or
Fate cards (in play) cannot be used." (A New Alliance), said as "Target two Dynasty or Fate
cards in play. Their abilities cannot be used." before the effects are read.

The targets are required (Abilities and actions / B: an action's targets are chosen as it is
announced; "two target ..." names two). "cannot be used" is a prevention of later uses
(Effects, Prevention: "'cannot' does not imply negation"), which need not succeed and asks
nothing when the action is announced (FAQ, "Is an action legal if an effect can't happen?"):
the sentence then reads as the other preventions after a target ("Its abilities cannot be
used"). Only the whole sentence of this form is rewritten; "(in play)" is the target's place.
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["abilities_on_targets"]

_SENTENCE = lazy_regex(
    r"^The abilities on (?P<n>a|one|two|three|\d) target (?P<what>[A-Za-z][A-Za-z ]*?)"
    r"(?: \((?P<where>in play)\))? cannot be used\.?$"
)


def _one(sentence: str) -> str:
    m = _SENTENCE.fullmatch(sentence.strip())
    if m is None:
        return sentence
    n, where = m.group("n"), " in play" if m.group("where") else ""
    whose = "Its" if n in ("a", "one", "1") else "Their"
    return f"Target {n} {m.group('what')}{where}. {whose} abilities cannot be used."


def abilities_on_targets(text: str) -> str:
    """``text`` with each sentence of the form above said with its target first."""
    parts = re.split(r"(?<=[.!])\s+", text.strip())
    return " ".join(_one(p) for p in parts)
