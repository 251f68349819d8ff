"""A superlative after a target (Abilities and actions / B: the player chooses the target among
the cards that qualify): "Move home a target Personality with the highest Personal Honor at the
current battlefield (you choose in case of a tie)" - a Personality there whose Personal Honor
no Personality there exceeds, targetable or not; each tied one qualifies
(``Selector.extreme``).

Read only after a bare card type that names the compared cards and the target alike ("a target
Personality"): after any other qualifier ("a target Human Personality with the lowest ...": the
lowest of the Human Personalities, or the lowest of all, and Human?) it is not read, nor at a
place other than the current battlefield ("this battlefield" on a card that may be elsewhere).
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.common import CardType, Stat
from model.lazy_regex import lazy_regex
from model.selectors import Extreme, Selector
from model.zones import Place

__all__ = ["superlative"]

_STATS = {"personal honor": Stat.PERSONAL_HONOR, "force": Stat.FORCE, "chi": Stat.CHI}

_SUPERLATIVE = lazy_regex(
    r"^\s*with the (?P<most>highest|lowest) (?P<stat>Personal Honor|Force|Chi)"
    r"(?P<place> at the current battlefield)?"
    r"(?P<tie>\s*\(you choose in case of a tie\))?(?=\s*[.,;:]|\s*$)",
    re.IGNORECASE,
)


def superlative(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "with the highest Personal Honor at the current battlefield" at the start of ``rest``:
    (selector, "", length used); a string says why not; None: not this modifier."""
    m = _SUPERLATIVE.match(rest)
    if m is None:
        return None
    if sel != Selector(type=(CardType.PERSONALITY,)) or not m.group("place"):
        # among which cards? (those with the other qualifiers too, or all?) / at which place?
        return f"a superlative after a target: {rest.strip()[:40]!r}"
    extreme = Extreme(_STATS[m.group("stat").lower()], m.group("most").lower() == "highest")
    return replace(sel, location=Place.CURRENT_BATTLEFIELD, extreme=extreme), "", m.end()
