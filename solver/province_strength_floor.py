"""A target "with Force lower than or equal to this battlefield's province's strength" (Kaiu
Iemasa; ``model.cardtext.province_strength``) while the state does not state
``province_strength`` (``solver.province_strength_scope``): Reference 04, "Most stats have a
basic minimum value of zero", and Province Strength is not one of the stats that may be
negative, so a card whose Force is 0 or less (an absent Force is zero: Reference 04, Absent
stats) meets "lower than or equal to" whatever the strength is. The reading with the strength
taken as 0 settles legal only: no such card leaves the doubt (h38adv4 N6). "Lower than" (Kaiu
Fumiko) is not read so (a strength of 0 is not ruled out), nor "higher than"; nor "this
battlefield" of a card not at the current battlefield, nor a turn with no current
battlefield."""

from __future__ import annotations

import dataclasses
import re

from model.abilities import Ability, TargetSpec
from model.cardtext.province_strength import PROVINCE_TERMS
from model.state import View
from solver.province_strength_scope import UNSTATED

__all__ = ["zero_strength_reading"]

_TERMS = "|".join(re.escape(t) for t in PROVINCE_TERMS)
#: "<slot>.<stat> <= <province term>", the only comparison with the term read here
_AT_MOST = re.compile(rf"^(?P<left>[\w.]+) <= (?:{_TERMS})$")


def _floored(spec: TargetSpec) -> TargetSpec | None:
    """``spec`` with each "<= <province term>" as "<= 0"; None if another use of a term."""
    where: list[str] = []
    for text in spec.where:
        if not any(t in text for t in PROVINCE_TERMS):
            where.append(text)
        elif (m := _AT_MOST.fullmatch(text.strip())) is not None:
            where.append(f"{m['left']} <= 0")
        else:
            return None
    return dataclasses.replace(spec, where=tuple(where))


def zero_strength_reading(view: View, card: str, ab: Ability) -> Ability | None:
    """``ab`` read with the unstated strength as its floor 0 (settles legal only; see the
    module), when the unstated strength (``UNSTATED``) is its only text not read; else None."""
    state = view.state
    if state.current_battlefield is None or state.province_strength is not None:
        return None
    if ab.not_understood != (UNSTATED,) or ab.lenient is not None:
        return None
    if not view.at_current_battlefield(card) and PROVINCE_TERMS[1] in str(ab.targets):
        return None  # "this battlefield" of a card elsewhere
    if not all(isinstance(t, TargetSpec) and not t.where_when for t in ab.targets):
        return None
    specs = [_floored(t) for t in ab.targets if isinstance(t, TargetSpec)]
    if any(s is None for s in specs):
        return None
    return dataclasses.replace(
        ab, targets=tuple(s for s in specs if s is not None), not_understood=(), read_part=None
    )
