"""A trait triggered at a named phase ("After your End Phase begins: The Marsh Troll devours
anything in sight. Target another card in its unit. Destroy the target. If this effect destroys
this Personality, ... may attach this card to one of his Personalities, ignoring Gold cost.",
Marsh Troll), not read: it acts at its trigger, in that phase (Abilities and actions: triggered
abilities; Reference 02, turn structure). Its effects there, none lasting, can't give a play
another time: a play refused now by its timing ("Equip is an Open action: only in an Action
Phase", in the Dynasty Phase) stays refused in any other phase (h36adv1 N5). Not spared: its own
phase, and effects with words that may last ("this turn", "until", "while", "may Equip ... as a
Battle action", ...)."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict

__all__ = ["other_phase_trigger"]

_PHASES = {
    "straighten": "straighten",
    "event": "events",
    "events": "events",
    "action": "action",
    "attack": "attack",
    "dynasty": "dynasty",
    "discard": "discard",
    "draw": "draw",
    "end": "end",
}
#: "<Title> (<id>): After your End Phase begins: ..." as ``doubt_play_traits`` shows it
_TRIGGERED = lazy_regex(
    r"^(?:[^()]*\([^()]+\): )?"
    r"(?:After|When|At the (?:start|beginning|end) of) (?:your|each|the|each player's|an?) "
    r"(?P<phase>[A-Z][a-z]+) Phase(?: (?:begins|starts|ends))?[,:] (?P<rest>.+)$",
    re.DOTALL,
)
#: words by which its effects may last past their trigger or give a play a time
_LASTS = lazy_regex(
    r"\b(?:this turn|turns?|until (?:the|after|your|his|her|its|their)\b|for the rest|while"
    r"|as long as|next|remains?|permanent\w*"
    r"|any time|each time|whenever|equip\w*|recruit\w*|as an? [\w/ ]*action|phase|battle"
    r"|open|limited|engage|dynasty|reaction|interrupt|tireless)\b",
    re.IGNORECASE,
)


def other_phase_trigger(view: View, verdict: Verdict, shown: str) -> bool:
    """Can ``shown`` (an unread sentence, "Title (id): ...") not turn ``verdict``, a play refused
    by its timing, being a trait triggered in another phase than now whose effects do not last
    (see the module)?"""
    if verdict.status != "illegal" or not verdict.details or verdict.details[0].code != "timing":
        return False
    m = _TRIGGERED.match(shown.strip())
    if m is None:
        return False
    phase = _PHASES.get(m.group("phase").lower())
    if phase is None or phase == view.state.phase.value:
        return False
    return _LASTS.search(m.group("rest")) is None
