"""A condition on where a card assigned (Costs and restrictions / Conditions: conditions that
refer back to past occurrences): "If any enemy units are at the current battlefield or he
assigned there, move him there." (Keep of the Dead).

"he assigned there": the card "he" names (the one card chosen before: the performer) assigned
to the current battlefield in this Attack Phase (assignment is the Maneuvers Segment's;
``Past`` ``assigned_to_current_battlefield``, period ``phase``). The state reports it in its
``past``; not reported, the solver answers ``unknown`` only where it decides the condition: "A
or he assigned there" holds whenever A does (``solver.deciding_pasts``). "there" must name the
current battlefield, said by A; alone, "he assigned to the current battlefield".
"""

from __future__ import annotations

import re

from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.past import Past
from model.selectors import Condition

__all__ = ["assigned_condition"]

_OR_ASSIGNED = lazy_regex(
    r"^(?P<a>.+?) or (?:he|she) assigned there$|^(?:he|she) assigned to the current battlefield$",
    re.IGNORECASE,
)


def assigned_condition(
    text: str, pronoun: str, title: str, card_type: CardType | None
) -> Condition | None:
    """``text`` as "<A> or he assigned there" (A naming the current battlefield) or "he assigned
    to the current battlefield", "he" being ``pronoun`` (None: other words, or A not read)."""
    m = _OR_ASSIGNED.fullmatch(" ".join(text.split()).rstrip("."))
    if m is None:
        return None
    assigned = Condition(past=Past("assigned_to_current_battlefield", "phase", card=pronoun))
    if m.group("a") is None:
        return assigned
    if not re.search(r"\bthe current battlefield\b", m.group("a"), re.IGNORECASE):
        return None  # "there" names no battlefield said before
    first = parse_condition(m.group("a"), title, card_type)
    if isinstance(first, str) or first.pasts():
        return None
    return Condition(any_of=(first, assigned))
