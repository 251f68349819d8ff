"""Reminder text after taking control: "Take control of a target dishonorable Personality
(if you do so, they join your army)." (Sorrow's Debt), "take control of the target (if you
do so, he joins your army)." (h44adv5 N2).

Reference 03, Flavor, color, credit, reminder text: reminder text (italic, in parentheses)
"carries no rules implications itself"; this one restates what taking control does (Reference
05, Battlefields: a unit an effect gives a player is in its controller's own side and army).
It is no condition on the target: the parenthesis is dropped, right after "take control of
..." only (any other parenthesis after a target, "(at the current battlefield)", "(this
turn)", stays and is read or refused)."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["control_reminder_out"]

_REMINDER = lazy_regex(
    r"(?P<taken>\btake control of (?:a |the |that |their |his |her )?[^().;:]{0,80}?)\s*"
    r"\(\s*if you do so, (?:he|she|it|they) joins? your army\s*\)",
    re.IGNORECASE,
)


def control_reminder_out(body: str) -> str:
    """``body`` without the reminder text after "take control of ..." (see the module)."""
    return _REMINDER.sub(lambda m: m.group("taken"), body)
