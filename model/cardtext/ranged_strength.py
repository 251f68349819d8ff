"""A Ranged Attack's strength as a Force limit on its target (effects.txt, Source of effects,
EXCEPTION 1: "Targeting and effects of Ranged Attacks come from the card that created the
Ranged Attack, not the rulebook"; the printed reminder, the same as a Melee Attack's: "(Destroy
a target enemy Follower, or Personality without Followers, with Force equal to or lower than the
Ranged Attack's strength)", Goblin Chuckers' "(... with 2 or lower Force)").

Whether that Force limit is checked at targeting is not settled by the rules files, as for Fear
effects and Melee Attacks (``effects_attacks``): the strict reading compares the target's Force
with the strength when it is targeted, the lenient one when it resolves (no limit then). Unlike
theirs, a Ranged Attack's target is in the current enemy army in both readings (Reference 01,
Cardinal rule 1 example). The strict reading reads the strength as a Melee Attack of the same
words would be; a strength that reader does not read is the lowest it can be: its printed
strength when nothing in the sentence may lower it, else 0 (a strength, as any stat, is never
below 0: Reference 04, Minimums and maximums), so it may demand more than the truth, never less.
"Ranged 5 Attack that you may compare against Gold Cost": the target's Force or its Gold Cost
at most the strength; "that you compare against Gold Cost": its Gold Cost.
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["as_melee", "compared", "compared_stat", "lowest_ranged"]

_RANGED_WORD = lazy_regex(r"\bRanged (?=(?:\d+ )?Attack(?:'s)?\b)", re.IGNORECASE)
_COMPARED = lazy_regex(
    r" that (?P<may>(?:you )?may |you )?compare against (?P<stat>Force|Chi|Gold Cost|base Chi"
    r"|base Gold Cost)(?= \(|\.?$)",
    re.IGNORECASE,
)
#: words by which a strength not read may be lower than the printed one
_LOWER = lazy_regex(
    r"(?<![\w+])-\s?\d|\b(?:minus|less|lower|fewer|reduced?|reduces|halved?|half|penalty)\b",
    re.IGNORECASE,
)
_PRINTED = lazy_regex(r"^(?:Make an? )?Ranged (?P<n>\d+) Attack\b", re.IGNORECASE)


def as_melee(text: str) -> str:
    """``text`` (a Ranged Attack sentence) with the attack named a Melee Attack, to be read by
    the Melee reader for its Force limits."""
    return _RANGED_WORD.sub("Melee ", text)


def compared(text: str) -> str | None:
    """The base of "that you (may) compare against <stat>" ("any:gold_cost": Force or that
    stat; "only:gold_cost": that stat), None when the sentence says none other than Force."""
    m = _COMPARED.search(text)
    if m is None or m.group("stat").lower() == "force":
        return None
    stat = m.group("stat").lower().replace(" ", "_")
    return f"{'any' if m.group('may') and 'may' in m.group('may') else 'only'}:{stat}"


def compared_stat(base: str | None, name: str, limit: str) -> tuple[str, ...] | None:
    """The strict reading's relation of a target compared on another stat (``compared``)."""
    if base is None or ":" not in base:
        return None
    how, stat = base.split(":", 1)
    other = f"{name}.{stat} <= {limit}"
    return (other,) if how == "only" else (f"{name}.force <= {limit} or {other}",)


def lowest_ranged(text: str, printed: int | None) -> int:
    """The lowest a Ranged Attack's strength the Melee reader did not read can be: its printed
    strength when no word may lower it, else 0."""
    if printed is None or _PRINTED.match(text.strip()) is None or _LOWER.search(text):
        return 0
    return printed
