"""A Fear's or Melee Attack's target widened under a condition printed after it: "Fear 2. This
may target a Personality with Followers if he has 0 Personal Honor (Bow a target enemy
Follower, or Personality without Followers, with 2 or lower Force).", "Fear 3, which may
target a Personality with Followers if you control a Terrain.", "Fear equal to the number of
attacking units in Morita's army, which may target ..." (Bayushi Masashi, Ikoma Morita).

Written as the form ``effects_attacks`` reads ("Fear 2 whose target may, under a condition, be
a Personality with Followers."): the strict reading keeps the attack's usual target (a
Follower, or a Personality without Followers), which may demand more than the truth, never
less; the lenient one widens it (Costs and restrictions, Conditions; README "An attack's target
widened under a condition"). A condition that speaks of targeting or of an attack is not
rewritten, nor any other widening ("and a Poison token", a Clan).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["widened_if"]

_WIDEN_IF = lazy_regex(
    r"(?:^|(?<=\. ))(?P<attack>Fear \d+|Melee \d+ Attack|(?:Fear|Melee Attack) equal to "
    r"the number of [^().;,]+?)(?:\. This|, which) may target an? "
    r"(?P<dis>dishonorable )?Personality with (?:attached )?Followers if (?P<cond>[^,.;()]+?)"
    r"(?: (?P<reminder>\([^()]+\)))?\.(?=\s|$)",
    re.IGNORECASE,
)
#: words a condition may not hide (it would speak of targeting or of an attack)
_HIDDEN = lazy_regex(
    r"\b(?:targets?|targeted|targeting|may|only|cannot|instead|unless|attack|fear|melee|ranged|"
    r"or|and)\b",
    re.IGNORECASE,
)


def _rewrite(m: re.Match[str]) -> str:
    if _HIDDEN.search(m.group("cond")):
        return m.group(0)
    widened = f"be a {m.group('dis') or ''}Personality with Followers"
    reminder = f" {m.group('reminder')}." if m.group("reminder") else ""
    return f"{m.group('attack')} whose target may, under a condition, {widened}.{reminder}"


def widened_if(text: str) -> str:
    """``text`` with each attack widened under a printed condition rewritten (above)."""
    return _WIDEN_IF.sub(_rewrite, text)
