"""The strength of the current battlefield's Province in a relation ("with Force lower than or
equal to this battlefield's province's strength": ``model.cardtext.province_strength``):
the state's ``province_strength`` (Reference 03/04: a stat effects change, so only the state
gives its current value), with the current battlefield; "this battlefield" of a card only
while the card is at the current battlefield (another battlefield's Province is not stated).
None when not settled: the relation then fails, and the solver answers ``unknown`` first
(``solver.province_strength_scope``)."""

from __future__ import annotations

from model.selectors import THIS_BATTLEFIELD, Term
from model.state import View

__all__ = ["province_strength"]


def province_strength(view: View, term: Term, source: str | None) -> int | None:
    """The value of ``term`` ("battlefield.province_strength" or "this_battlefield....")."""
    got = view.state.province_strength if view.state.current_battlefield else None
    if got is None or term.attr != "province_strength":
        return None
    if term.ref == THIS_BATTLEFIELD and (source is None or not view.at_current_battlefield(source)):
        return None
    return term.factor * got + term.offset
