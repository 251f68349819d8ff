"""Moments the state names that decide whether an action may be taken now: a pending trigger
or event, the action awaiting Interrupts (Unstoppable), engaging (Engage).

- Unstoppable (Reference 01, change 7, a keyword of the Twenty Festivals rules; its printed
  reminder on the cards: "Other players cannot Interrupt Unstoppable actions."): another
  player's Interrupt to an action the state says is Unstoppable is illegal; when the state
  describes an action awaiting Interrupts but not its keywords (``action_keywords``), and it is
  not known to be the player's own, whether it is Unstoppable is not stated (unknown).
- A pending trigger or event (``trigger`` / ``event``): Limited, Open, Battle, Dynasty and
  Engage actions are taken "at an opportunity to act" (Abilities and actions / Designators),
  which the rules files do not define; whether a new such action may start inside a trigger
  window (or inside another action's steps A-E, while it awaits Interrupts) is not settled, so
  the answer is unknown, never a guessed legal.
- Engage: the rules files do not say when Engage actions are taken (Reference 02 lists Engage
  player abilities; their timing is in the absent 08-turn-structure.md). At the moment the
  state names as engaging (``event`` of kind ``engaging``, after) the card is answered as
  printed; elsewhere in the Attack Phase the answer is unknown.
"""

from __future__ import annotations

from model.abilities import INTERRUPT_TO_AN_ACTION, Ability, Designator
from model.state import View
from solver.verdict import Reason, Verdict

__all__ = ["doubt_window", "engaging_now", "window_problem"]

#: Designators taken "at an opportunity to act" (Abilities and actions / Designators).
_NOT_TRIGGERED = frozenset(
    {Designator.LIMITED, Designator.OPEN, Designator.BATTLE, Designator.DYNASTY, Designator.ENGAGE}
)
#: Events about an action being taken (the state's action_* describe it: ``model.load``).
_ACTION_EVENTS = frozenset({"action_resolves", "action_targets"})


def engaging_now(view: View) -> bool:
    """Does the state name the moment after engaging (its ``event``)?"""
    event = view.state.event
    return event is not None and event.kind == "engaging" and event.timing == "after"


def _awaits_interrupts(view: View) -> bool:
    """Does the state say an action is being taken and awaits Interrupts?"""
    state = view.state
    return state.trigger == INTERRUPT_TO_AN_ACTION or (
        state.event is not None and state.event.kind in _ACTION_EVENTS
    )


def _unstoppable(view: View, player: str) -> tuple[str | None, str | None]:
    """(illegal reason, unsettled reason) for ``player``'s Interrupt to the action the state
    describes, as its Unstoppable keyword bears on it."""
    state = view.state
    keywords = state.action_keywords
    whose = state.action_player
    if whose == player:
        return None, None  # his own action: "Other players cannot Interrupt"
    if keywords is not None and "unstoppable" in keywords:
        if whose is None:
            return None, (
                "the action awaiting Interrupts is Unstoppable and whose it is is not stated "
                "(the state's 'action_player'): other players cannot Interrupt it"
            )
        return (
            "the action awaiting Interrupts is another player's Unstoppable action: "
            '"Other players cannot Interrupt Unstoppable actions" (Reference 01, change 7)'
        ), None
    if keywords is None and _awaits_interrupts(view):
        return None, (
            "whether the action awaiting Interrupts is Unstoppable (other players cannot "
            "Interrupt it) is not stated (the state's 'action_keywords')"
        )
    return None, None


def window_problem(
    view: View, player: str, ability: Ability, designator: Designator
) -> tuple[str | None, str | None]:
    """(illegal reason, unsettled reason) for taking ``ability`` now as ``designator``, from
    the moment the state names (see the module)."""
    state = view.state
    if designator is Designator.INTERRUPT:
        return _unstoppable(view, player)
    if designator not in _NOT_TRIGGERED:
        return None, None
    if designator is Designator.ENGAGE:
        if engaging_now(view):
            return None, None
        return None, (
            "when Engage actions are taken is not in the rules files (Reference 02 lists Engage "
            "abilities; their timing is in the absent 08-turn-structure.md), and the state "
            "names no engaging (an 'event' of kind 'engaging')"
        )
    if state.trigger is not None or state.event is not None:
        named = (
            state.trigger if state.trigger is not None else str(getattr(state.event, "kind", ""))
        )
        pending = (
            "an action awaits Interrupts"
            if _awaits_interrupts(view)
            else f"a trigger is pending ({named})"
        )
        return None, (
            f"{pending}: whether a new {designator.value.title()} action may be taken inside "
            "it is not in the rules files ('at an opportunity to act', Abilities and actions / "
            "Designators, is not defined there)"
        )
    return None, None


def doubt_window(window: str | None, found: Verdict) -> Verdict:
    """``found``, or unknown when it is legal and the moment the state names may not admit the
    action (``window``: ``TimingResult.doubt_if_legal``); an illegal answer holds either way."""
    if window is None or found.status != "legal":
        return found
    why = Reason("not_modelled", f"legal if it may be taken now, but {window}", (found.card,))
    return Verdict.of(
        "unknown", found.card, found.ability, found.title, [why], None, found.designator
    )
