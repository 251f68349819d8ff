"""An attack's strength bonus the strict reading leaves out, listed with the claimed reading so
that it is never dropped silently (issue 13). ``model.cardtext.effects_attacks``: a bonus that
only raises the strength ("Ranged 3 Attack with +1 strength for each other Follower in this
unit.") is left out of the strict reading's Force limit (the lower strength), and the lenient
reading has no limit: a target above the printed strength answers ``unknown`` (two readings),
never a guessed legal or illegal. Read bonuses (``where_when``, an "or" of limits, a Family
Honor step) are not listed."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex

__all__ = ["bonus_left_out_note"]

#: an attack sentence with a raising bonus ("with +1 strength for each", "plus 2 if", ", +1 if")
_BONUS = lazy_regex(
    r"\b(?:Fear|Attack)\b[^.()]*?(?:\bwith \+\d+ strength\b|\bplus\b|,? (?:and )?\+\d+ "
    r"(?:strength )?(?:if|for)\b|\+\d+ strength (?:if|for))",
    re.IGNORECASE,
)


def bonus_left_out_note(text: str, ability: Ability) -> str | None:
    """One line naming the attack sentence of ``text`` whose raising bonus the strict reading
    of ``ability`` leaves out, or None."""
    said = next((x for x in re.split(r"(?<=[.])\s+", text) if _BONUS.search(x)), None)
    if said is None:
        return None
    for spec in ability.all_target_specs():
        if spec.where_when or any(
            " or " in w or "+" in w or "family_honor" in w for w in spec.where
        ):
            return None  # read ("or Melee 5 Attack if ...", a Family Honor step)
    return (
        "strength bonus left out of the strict reading (the lower strength; a target above "
        "it answers unknown, two readings): " + said.split(": ", 1)[-1].strip()
    )
