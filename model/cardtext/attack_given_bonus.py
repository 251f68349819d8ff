"""A stat bonus the action gives just before the attack whose strength is that stat: "Give him
+2F or +2PH. Melee Attack with strength equal to his Force or Personal Honor." (Strength of the
Divine).

Effects occur in the order they are written (effects.txt, Order of effects), so the attack
resolves with the bonus given: its strength may be the stat plus the bonus. Each is the
player's choice (Effects / Choices: alternate effects), so the highest strength he may reach is
the stat named by both plus its bonus; the strict reading's Force limit is then that (``Attack.
either``: the target's Force at most any one of them). Written as the form ``effects_attacks``
reads: "... equal to his Force plus 2." (one stat), "... equal to his Force or Personal Honor,
each plus 2." (two stats, the same bonus each). Two stats whose bonuses differ ("+2F or +1PH",
or "+2F" alone with "his Force or Personal Honor") are left as written: the lowest strength,
which may demand more than the truth, never less.
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["given_bonus"]

_STATS = {"F": "Force", "PH": "Personal Honor", "C": "Chi"}
_STAT = r"(?:Force|Personal Honor|Chi)"
_GIVEN = lazy_regex(
    r"(?:^|(?<=\. ))(?P<give>Give (?P<p>him|her) \+(?P<n>\d+)(?P<s1>F|PH|C)"
    r"(?: or \+(?P<n2>\d+)(?P<s2>F|PH|C))?\. )"
    r"(?P<attack>(?:Make an? )?(?:Melee Attack|Fear)) with strength equal to (?P<q>his|her) "
    rf"(?P<t1>{_STAT})(?: or (?P<t2>{_STAT}))?\.(?=\s|$)"
)


def _rewrite(m: re.Match[str]) -> str:
    if (m["p"] == "him") != (m["q"] == "his"):
        return m.group(0)  # "Give him ... her Force": not one card
    gives = {_STATS[m["s1"]]: int(m["n"])}
    if m["s2"] is not None:
        gives[_STATS[m["s2"]]] = max(gives.get(_STATS[m["s2"]], 0), int(m["n2"]))
    stats = [s for s in (m["t1"], m["t2"]) if s is not None]
    offsets = {gives.get(s, 0) for s in stats}
    if len(offsets) != 1 or offsets == {0}:
        return m.group(0)
    (off,) = offsets
    each = ", each" if len(stats) == 2 else ""
    return f"{m['give']}{m['attack']} with strength equal to {m['q']} {' or '.join(stats)}" + (
        f"{each} plus {off}."
    )


def given_bonus(text: str) -> str:
    """``text`` with an attack whose strength is a stat the sentence before raises written with
    that bonus (above)."""
    return _GIVEN.sub(_rewrite, text)
