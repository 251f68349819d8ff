"""A target compared with the current battlefield's Province's strength ("Target an enemy card
with Force lower than or equal to this battlefield's province's strength: Bow it.", Kaiu
Iemasa; ``model.cardtext.province_strength``) is settled only by the state's
``province_strength`` (Reference 03/04: a stat effects change). Not stated while there is a
current battlefield, or "this battlefield" of a card not at the current battlefield (his, or
the current one?), the comparison is not read: the ability is ``unknown`` naming it, and
``illegal`` only when no card meets the rest of the target phrase (its read part: Abilities and
actions / B. Required targeting; ``solver.partial_targets``)."""

from __future__ import annotations

import dataclasses

from model.abilities import Ability, TargetSpec
from model.cardtext.province_strength import PROVINCE_TERMS
from model.state import View

__all__ = ["with_province_strength"]

_THIS = PROVINCE_TERMS[1]


def _named(ab: Ability) -> set[str]:
    """The province terms the ability's targets compare with."""
    return {
        term
        for spec in ab.all_target_specs()
        for text in spec.where
        for term in PROVINCE_TERMS
        if term in text
    }


def _without(spec: TargetSpec) -> TargetSpec:
    kept = tuple(w for w in spec.where if not any(t in w for t in PROVINCE_TERMS))
    return dataclasses.replace(spec, where=kept)


def with_province_strength(view: View, card: str, ab: Ability) -> Ability:
    """``ab``, or ``ab`` with its comparison not read when the state does not settle it."""
    named = _named(ab)
    if not named:
        return ab
    state = view.state
    here = state.current_battlefield is not None
    if here and state.province_strength is not None:
        if _THIS not in named or view.at_current_battlefield(card):
            return ab  # settled (model.stat_places)
    elif not here and _THIS not in named:
        return ab  # no current battlefield: no such Province, no card compares with it
    why = (
        "the strength of the current battlefield's Province (not stated: state field "
        "province_strength)"
        if _THIS not in named or (here and view.at_current_battlefield(card))
        else "\"this battlefield's province's strength\" of a card not at the current "
        "battlefield (his battlefield's, or the current one's?)"
    )
    simple = all(isinstance(t, TargetSpec) for t in ab.targets)
    part = None
    if simple and ab.timing_understood and ab.read_part is None and ab.lenient is None:
        part = dataclasses.replace(
            ab,
            targets=tuple(_without(t) for t in ab.targets if isinstance(t, TargetSpec)),
            not_understood=(),
        )
    return dataclasses.replace(
        ab, not_understood=(*ab.not_understood, why), read_part=part or ab.read_part
    )
