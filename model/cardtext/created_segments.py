"""A phase or segment an action's effects create is no time of the action itself.

Reference 04, Abilities: "The designator tells when the action can be taken"; the effects of an
action happen after it is announced (Abilities and actions). "After each Maneuvers Segment
(this turn) there is an additional Maneuvers Segment ..." (Hidden Falls Dojo), "Create an
additional Attack Phase" (Shiro Matsu) name a segment or phase the effects add to the turn:
their "additional", "phase", "segment" speak of that new step, not of more uses of this action
or another time for it. Masked before the words that may widen an unread action's timing are
looked for (``model.cardtext.keyword_timing``, ``model.cardtext.unread_timing``; h38adv2)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex

__all__ = ["without_created_steps"]

_NAME = r"(?:[A-Z][\w']* )+"
#: "After each Maneuvers Segment (this turn) there is an additional Maneuvers Segment",
#: "Create an additional Attack Phase", "declare an additional Attack Phase"
_CREATED = lazy_regex(
    rf"\b(?:(?:[Aa]fter|[Bb]efore) (?:each|every|the|its|this) {_NAME}(?:Segment|Phase)"
    r"(?: \(this turn\))?,? )?there (?:is|will be) an additional "
    rf"{_NAME}(?:Segment|Phase)\b"
    rf"|\b(?:[Cc]reate|[Dd]eclare)s? an additional {_NAME}Phase\b"
)


def without_created_steps(text: str) -> str:
    """``text`` with the phases and segments its effects create masked out."""
    return _CREATED.sub(" ", text)
