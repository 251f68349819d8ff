"""A Reaction or Interrupt left unread whose printed trigger certainly names another moment
than the one the state names (Abilities and actions / Designators: "Reaction: At its stated
trigger"; Reference 04: "The designator tells when the action can be taken"): illegal, naming
its trigger, however the rest of its text reads ("Political Reaction: After a battle resolves,
if Ryoken was at its battlefield ...: ..." while an Action Phase action's targets are chosen;
h42adv3 N9). Only the paragraph's bold prefix (read whole, every designator a Reaction or
Interrupt) and its opening trigger words are read; the kinds of moments are
``solver.trigger_words``'s (``pending_apart``), and unread text that may widen its timing
(``model.cardtext.unread_timing.widens_timing``, the condition after the trigger aside: it can
only forbid) keeps the doubt."""

from __future__ import annotations

import re

from model.abilities import Ability, Designator
from model.cardtext.keyword_timing import printed_trigger
from model.cardtext.unread_timing import paragraph_designators, widens_timing
from model.lazy_regex import lazy_regex
from model.state import View
from solver.payment_moments import recruit_payment_apart
from solver.trigger_refusal import pending_moment
from solver.trigger_words import pending_apart

__all__ = ["unread_trigger_refusal"]

_ANSWERING = frozenset({Designator.REACTION, Designator.INTERRUPT})


#: ", if Ryoken was at its battlefield during its resolution ...:": a condition after the trigger
#: (Abilities and actions: a condition can only forbid), not an "even if"
_CONDITION = lazy_regex(r",\s*if\b(?![^:]*\beven\b)[^:]*:", re.IGNORECASE)


def _unless_if(text: str) -> str:
    """``text`` without the condition that follows its trigger: its words ("during its
    resolution") name when the condition is looked at, never another time to use it."""
    return _CONDITION.sub(":", text, count=1)


def unread_trigger_refusal(view: View, ab: Ability) -> str | None:
    """Why the unread Reaction or Interrupt ``ab`` can't be taken at the moment the state names:
    its trigger is certainly another moment; None otherwise."""
    if ab.timing_understood or len(ab.not_understood) != 1:
        return None
    text = ab.not_understood[0]
    designators = paragraph_designators(text)
    if not designators or not set(designators) <= _ANSWERING or widens_timing([_unless_if(text)]):
        return None
    printed = printed_trigger(text)
    moment = pending_moment(view)
    reaction = Designator.INTERRUPT not in designators
    if printed is None or moment is None:
        return None
    if not (pending_apart(view, printed, reaction) or recruit_payment_apart(view, printed)):
        return None
    return f"can only be used at its trigger ({printed}); {moment}, not its trigger"
