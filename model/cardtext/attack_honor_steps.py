"""An attack's strength raised by its player's Family Honor: "Ranged 3 Attack with +1 strength
for every 10 points of Family Honor you have." (Matsu Misato). The strength is the printed one
plus one for each whole step of Family Honor (none below 0), known when the action is announced
(the state holds each player's Family Honor), so the strict reading's Force limit is exact:
Force <= n, or step x Force <= Family Honor + step x n (Reference 04: a Ranged Attack's target
has Force at most its strength). Before, the bonus was left out (the lower strength alone,
``model.cardtext.effects_attacks``: a bonus that only raises the strength), so a target within
the raised strength was answered ``unknown`` (two readings) where the state settles it."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["honor_step", "honor_step_limit"]

_STEP = lazy_regex(
    r"^(?:Make an? )?(?:Ranged|Melee) (?P<n>\d+) Attack,? with \+1 strength for (?:every|each) "
    r"(?P<step>\d+) points of (?:your )?Family Honor(?: you have)?\.?$",
    re.IGNORECASE,
)


def honor_step(sentence: str) -> tuple[int, int] | None:
    """(step, printed strength) of such an attack sentence, or None."""
    m = _STEP.fullmatch(sentence.strip())
    if m is None or int(m.group("step")) < 1:
        return None
    return int(m.group("step")), int(m.group("n"))


def honor_step_limit(name: str, step: tuple[int, int]) -> str:
    """The strict reading's relation of target ``name``: Force at most the raised strength (the
    acting card's controller's Family Honor, ``source.family_honor``)."""
    k, n = step
    return f"{name}.force <= {n} or {k} * {name}.force <= source.family_honor + {k * n}"
