"""A printed trigger's closing period: "After another player's action targets your Hero
Personality during a Combat Segment" (Setting Sun Strike), "... targets your Personality during
a battle" (I Do Not Die So Easily!).

The words name the moment of the event before them, taken within that period; the state says
which period it is in (its ``phase``, ``segment: combat`` and ``current_battlefield``: README
"State files"). A battle is resolved in the Combat Segment of the Attack Phase (Abilities and
actions / Designators; Reference 04: a Battle action in the Combat Segment), one battlefield at
a time (the state's ``current_battlefield``). So:

- "during a (the) Combat Segment" holds in the Combat Segment and in no other step;
- "during a battle" ("during battle") holds in the Combat Segment at a current battlefield; in
  another phase it does not (``solver.battle_trigger_scope``); elsewhere in the Attack Phase
  (an effect may create a battle, Effects: procedural effects) it is not settled.

The event words before the period are then read as without it (``solver.trigger_targeting``).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import Phase, View

__all__ = ["period_words"]

_PERIOD = lazy_regex(
    r"^(?P<rest>.+?),? during (?:(?P<segment>(?:a|the) Combat Segment)|"
    r"(?P<battle>(?:a |the )?battle))$",
    re.IGNORECASE,
)


def period_words(view: View, words: str) -> tuple[str, bool | None] | None:
    """(the trigger ``words`` without their closing period, whether the state is within it:
    True, False, or None when the state does not settle it); None: no such period."""
    m = _PERIOD.match(words.strip().rstrip(","))
    if m is None or re.search(r"\bduring\b", m.group("rest"), re.IGNORECASE):
        return None
    state = view.state
    if m.group("segment") is not None:
        return m.group("rest"), state.segment == "combat"
    if state.in_combat:
        return m.group("rest"), True
    return m.group("rest"), False if state.phase is not Phase.ATTACK else None
