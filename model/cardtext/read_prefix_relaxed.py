"""Text not read that may relax an action's timing, once its bold prefix is read
(Abilities and actions / Designators; Reference 04, Abilities: "The designator tells when the
action can be taken"; Tireless: "Tireless actions may be taken even while bowed").

An action whose timing was read (``Ability.timing_understood``) still carries its whole
paragraph as text not understood. Its bold prefix is read already: its designators and its
keywords ("Political Tireless Reaction:") are the ability's own, and the timing check applies
them (a read Tireless lets a bowed card act, ``tireless_unapplied`` says when it does not). So
only the body after the prefix, without the
reminder text of the keywords read there ("(Tireless actions may be taken even while
bowed.)"), may relax the timing (h37adv3 N4: Kyuden Bayushi's "Political Tireless Reaction:
Before discarding the Imperial Favor, ..." with no trigger pending).
"""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cardtext.keyword_timing import read_paragraph

__all__ = ["tireless_unapplied", "unread_past_prefix"]


def _reminders(keywords: tuple[str, ...]) -> re.Pattern[str] | None:
    """Reminder text restating one of the read ``keywords``: "(Tireless actions ...)"."""
    if not keywords:
        return None
    names = "|".join(re.escape(k) for k in keywords)
    return re.compile(rf"\(\s*(?:{names}) (?:actions?|abilit(?:y|ies))\b[^()]*\)", re.IGNORECASE)


def unread_past_prefix(ab: Ability) -> tuple[str, ...]:
    """The texts of ``ab`` not understood that may still relax its timing: the body after its
    paragraph's bold prefix when that prefix is read whole and is the ability's own (its
    designators and keywords), without the reminders of those keywords; else every text."""
    if not ab.timing_understood or len(ab.not_understood) != 1:
        return ab.not_understood
    read = read_paragraph(ab.not_understood[0])
    if read is None:
        return ab.not_understood
    prefix, body = read
    own = set(prefix.keywords) <= set(ab.keywords) and prefix.designators == ab.designators
    if prefix.problem is not None or prefix.timing_keywords or not own:
        return ab.not_understood
    reminders = _reminders(prefix.keywords)
    return (reminders.sub(" ", body) if reminders else body,)


def tireless_unapplied(ab: Ability) -> bool:
    """Does ``ab`` print Tireless in its prefix while the timing check does not apply it (an
    action not claimed: its card being bowed proves nothing; Reference 04, Tireless)?"""
    return "tireless" in ab.keywords and not ab.usable_when_bowed
