"""A Fear's strength raised under a condition by the sentence after it: "Fear 3. If you are a
Spider Clan player, this has +1 strength and destroys attachments and Shadowlands Personalities
after it bows them." (Fearsome Visage).

Written as the one-sentence form ``effects_attacks`` reads ("Fear 3, with +1 strength if you
are a Spider Clan player, that, if you are a Spider Clan player, destroys ... after it bows
them."): the strict reading's Force limit is then the higher strength while the condition holds
(``attack_bonuses``: a condition the state tells when the action is announced, the player's
Clan included, Reference 02; one it does not tell keeps the printed strength, which may demand
more than the truth, never less; Costs and restrictions, Conditions). What the Fear does after
it bows its target changes none of its targets. A condition or rider speaking of targeting or of
an attack, a widened target ("and may target a Personality with attached Followers":
``attack_forms``) or any other words after the bonus are not rewritten.
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["later_bonus"]

_LATER_BONUS = lazy_regex(
    r"(?:^|(?<=\. ))(?P<attack>Fear \d+)\. If (?P<cond>[^,.;()]+), (?:this|the Fear|it) has "
    r"\+(?P<n>\d+) strength(?: and (?P<rider>destroys [^().;]+? after it bows them))?\."
    r"(?=\s|$)",
    re.IGNORECASE,
)
#: words a condition or rider may not hide (they would speak of targeting or of an attack)
_HIDDEN = lazy_regex(
    r"\b(?:targets?|targeted|targeting|may|only|cannot|instead|unless|attack|fear|melee|ranged|"
    r"strength)\b",
    re.IGNORECASE,
)


def _rewrite(m: re.Match[str]) -> str:
    cond, rider = m.group("cond"), m.group("rider")
    if _HIDDEN.search(cond) or (rider is not None and _HIDDEN.search(rider)):
        return m.group(0)
    said = f"{m.group('attack')}, with +{m.group('n')} strength if {cond}"
    if rider is not None:
        said += f", that, if {cond}, {rider}"
    return said + "."


def later_bonus(text: str) -> str:
    """``text`` with each Fear raised by the sentence after it written as one sentence
    (above)."""
    return _LATER_BONUS.sub(_rewrite, text)
