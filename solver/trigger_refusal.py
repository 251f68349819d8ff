"""The refusal of a Reaction or Interrupt outside its trigger names the moment pending, not the
phase (Abilities and actions / Good Faith Rule: a refusal names the failed requirement;
Designators: "Reaction: At its stated trigger"). While the state names an event ("engaging",
after) or a pending trigger, the phase is not what fails: the moment pending is not the
ability's trigger (h37adv2 p09: Kyuden Hida's "After a Follower enters play from your hand" at
engaging said "now it is the attack (combat) phase")."""

from __future__ import annotations

from model.abilities import Ability, Designator
from model.state import View
from solver.trigger_step_facts import step_refutes

__all__ = ["pending_moment", "pending_refusal"]

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


#: public name (``solver.unread_trigger_timing``)
pending_moment = _moment


def pending_refusal(view: View, ability: Ability, player: str | None = None) -> str | None:
    """ "can only be used at its trigger (...); the pending event is 'engaging' (after), not its
    trigger" for a Reaction or Interrupt while the state names a pending moment; else None.
    With ``player``, why the state's facts rule the printed trigger out follows once
    (``solver.trigger_step_facts.step_refutes``: ": not the one just before the action's actual
    targeting (...)"), not as a second note (h38gold2)."""
    if not ability.designators or not set(ability.designators) <= _TRIGGERED:
        return None
    moment = _moment(view)
    if moment is None:
        return None
    said = f"can only be used at its trigger ({ability.trigger}); {moment}, not its trigger"
    printed = ability.trigger
    interrupt = Designator.INTERRUPT in ability.designators
    why = (
        None
        if player is None or printed is None
        else step_refutes(view, player, printed, interrupt)
    )
    return said if why is None else f"{said}: {why.removeprefix('the pending moment is ')}"
