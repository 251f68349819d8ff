"""The refusal of a Reaction or Interrupt outside its trigger names the moment pending, not the
phase (Abilities and actions / Good Faith Rule: a refusal names the failed requirement;
Designators: "Reaction: At its stated trigger"). While the state names an event ("engaging",
after) or a pending trigger, the phase is not what fails: the moment pending is not the
ability's trigger (h37adv2 p09: Kyuden Hida's "After a Follower enters play from your hand" at
engaging said "now it is the attack (combat) phase")."""

from __future__ import annotations

from model.abilities import Ability, Designator
from model.state import View

__all__ = ["pending_refusal"]

_TRIGGERED = frozenset({Designator.REACTION, Designator.INTERRUPT})


def _moment(view: View) -> str | None:
    """The moment the state says is pending, in words, or None."""
    state = view.state
    event = state.event
    if event is not None:
        said = f"the pending event is '{event.kind.replace('_', ' ')}' ({event.timing})"
        if event.player is not None:
            said += f" of {event.player}"
        if event.cards:
            said += (
                f" about {', '.join(view.definition(c).title for c in event.cards if view.has(c))}"
            )
        return said
    if state.trigger is not None:
        return f"the pending trigger is '{state.trigger}'"
    return None


def pending_refusal(view: View, ability: Ability) -> str | None:
    """ "can only be used at its trigger (...); the pending event is 'engaging' (after), not its
    trigger" for a Reaction or Interrupt while the state names a pending moment; else None."""
    if not ability.designators or not set(ability.designators) <= _TRIGGERED:
        return None
    moment = _moment(view)
    if moment is None:
        return None
    return f"can only be used at its trigger ({ability.trigger}); {moment}, not its trigger"
