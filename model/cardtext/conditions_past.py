"""Conditions that refer back to past occurrences (Costs and restrictions / Conditions: "Some
conditions refer back to past occurrences ... Most references to past occurrences will give a
backwards-looking time period"), read by ``model.cardtext.conditions.parse_condition`` into
``Condition.past`` (``model.past``), which the state's ``past`` answers:

- "<this card> (has) moved this battle", "... has not moved / did not move this turn";
- "<this card> (has) moved to a battlefield this turn" (and its negations);
- "<this card> (has) entered play this turn", "... did not enter play / has not entered play";
- "you have (not) taken an action this phase".

The card is the action's own card only (its title's name or "this <type>"); the period must be
given ("this phase", "this turn", "this battle", "this game"). Anything else is None.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from model.past import Past, PastEvent, Period
from model.selectors import SOURCE, Condition

__all__ = ["past_condition"]

_PERIOD = r"this (?P<period>phase|turn|battle|game)"
_CARD = re.compile(
    r"(?P<who>this [a-z]+|[a-z][\w'-]*) (?:"
    r"(?:has )?(?P<yes>moved|entered play)"
    r"|has not (?P<has_not>moved|entered play)"
    r"|did not (?P<did_not>move|enter play)"
    rf")(?P<to> to a battlefield)? {_PERIOD}"
)
_ACTION = re.compile(rf"you have (?P<no>not )?taken an action {_PERIOD}")


def past_condition(low: str, named: Callable[[str], str | None]) -> Condition | None:
    """``low`` (lower case, one space between words) as one of the conditions above; ``named``
    says which card a subject names (``SOURCE`` for the action's own card). None: not one."""
    if m := _ACTION.fullmatch(low):
        said = Condition(past=Past(event="took_action", period=_period(m.group("period"))))
        return Condition(none_of=(said,)) if m.group("no") else said
    m = _CARD.fullmatch(low)
    if m is None or named(m.group("who")) != SOURCE:
        return None
    verb = m.group("yes") or m.group("has_not") or m.group("did_not")
    event: PastEvent
    if verb.startswith("move"):
        event = "moved_to_battlefield" if m.group("to") else "moved"
    elif m.group("to"):
        return None  # "entered play to a battlefield": not read
    else:
        event = "entered_play"
    said = Condition(past=Past(event=event, period=_period(m.group("period")), card=SOURCE))
    return said if m.group("yes") else Condition(none_of=(said,))


def _period(word: str) -> Period:
    match word:
        case "phase":
            return "phase"
        case "turn":
            return "turn"
        case "battle":
            return "battle"
    return "game"
