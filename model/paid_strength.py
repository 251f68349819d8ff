"""A Ranged Attack whose strength is the Gold paid for its action (Costs and restrictions /
Mandatory costs; Reference 04, the Gold icon ":gstar:": pay any amount of Gold; h41adv7 W1):
"Battle, :gstar:: Ranged Attack with strength equal to the Gold paid." (Yoritomo Hiromi •
Experienced), "... equal to the amount you paid minus two." (Deliberations).

The card-text reader takes the strict reading's Force limit of a strength it does not read as
0; the check reads it as the most Gold the player can pay, less the offset
(``solver.paid_strength``). Here: which abilities have that shape, their offset, and the words
that show the limit as the check reads it, not as "at most 0" (h42: the import's words)."""

from __future__ import annotations

import re

from model.abilities import Ability, TargetSpec
from model.lazy_regex import lazy_regex

__all__ = ["paid_limit_words", "paid_offset"]

_PAID = lazy_regex(
    r"(?:Make an? )?Ranged Attack with strength equal to the (?:Gold paid|amount (?:of Gold )?"
    r"you paid)(?: minus (?P<off>\d+|one|two|three|four|five))?\.?",
    re.IGNORECASE,
)
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def paid_offset(ab: Ability) -> int | None:
    """The offset ("minus two": 2) of ``ab`` when its one effect is such an attack, its one
    Gold cost is ":gstar:" and its strict reading is kept beside a lenient one; else None."""
    if ab.not_understood or ab.lenient is None:
        return None
    found = [m for e in ab.effects if e.step and (m := _PAID.fullmatch(e.step.strip()))]
    if len(found) != 1 or len(ab.effects) != 1:
        return None
    if [c.gold for c in ab.costs if c.gold is not None] != ["*"]:
        return None
    off = (found[0].group("off") or "0").lower()
    return _WORDS[off] if off in _WORDS else int(off)


def paid_limit_words(ab: Ability, text: str) -> str:
    """``text`` (``ab`` in words) with each strict limit "<target>'s Force at most 0" of such
    an ability said as the check reads it: at most the Gold paid (less the offset), the most
    Gold the player can pay when it is announced."""
    from model.oracle.paid_target_limit import paid_target_words  # (no import cycle)

    text = paid_target_words(ab, text)  # "a target attachment with a Gold Cost <= paid"
    off = paid_offset(ab)
    if off is None:
        return text
    less = f" minus {off}" if off else ""
    most = f", less {off}" if off else ""
    for spec in ab.targets:
        if isinstance(spec, TargetSpec) and f"{spec.name}.force <= 0" in spec.where:
            text = text.replace(
                f"{spec.name}'s Force at most 0",
                f"{spec.name}'s Force at most the Gold paid{less} (strictly: the most Gold "
                f"you can pay{most}, when announced)",
            )
    return text
