"""An Interrupt whose trigger is a Recruit by a named player ("Interrupt: After you Recruit
Korimi, draw a card."), while an action awaits Interrupts (Reference 01, change 4; Reference 05:
"if an Interrupt creates an effect that triggers after its card enters play, the Interrupt can
be used for the action that brings it into play").

The Recruit is the action (Reference 02: Recruit is a Dynasty action; an ability's "Recruit"
is its action's effect), so the player who Recruits is the player taking it. When the state
says who takes the action awaiting Interrupts (``action_player``), a trigger naming who
Recruits ("you", "another player") is settled by it: "After you Recruit Korimi" can't answer
another player's action, whatever that action is (h25adv2 F3)."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["not_this_recruit"]

#: "After you Recruit Korimi", "After you Recruit this Personality": the Interrupt's own player
#: Recruits; "After another player Recruits ...": another player does
_YOU_RECRUIT = lazy_regex(r"^After you Recruit\b", re.IGNORECASE)
_ANOTHER_RECRUITS = lazy_regex(
    r"^After (?:another player|an opponent|an enemy player) Recruits\b", re.IGNORECASE
)


def _recruiter(ability: Ability) -> str | None:
    """Who Recruits in the Interrupt's trigger: "yours", "another", or None when the trigger
    names no Recruit by a named player (never guessed)."""
    event = ability.trigger_event
    if event is not None:
        if event.kind != "recruited":
            return None
        return event.whose if event.whose in ("yours", "another") else None
    trigger = (ability.trigger or "").strip()
    if _YOU_RECRUIT.match(trigger):
        return "yours"
    if _ANOTHER_RECRUITS.match(trigger):
        return "another"
    return None


def not_this_recruit(view: View, player: str, ability: Ability) -> bool:
    """Is the action awaiting Interrupts, by the state's ``action_player``, for certain not the
    Recruit the Interrupt's trigger names (its player is not the one who Recruits)? False
    when the state does not say whose action it is."""
    acting = view.state.action_player
    if acting is None:
        return False
    whose = _recruiter(ability)
    if whose == "yours":
        return acting != player
    if whose == "another":
        return acting == player
    return False
