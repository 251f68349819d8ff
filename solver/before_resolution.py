"""The moment before an action resolves, named by the state (an ``action_resolves`` event with
timing ``before``, or printed trigger words "Before a Ranged Attack action resolves"), against a
printed trigger (Abilities and actions / Designators: "Reaction: At its stated trigger";
Using abilities, steps C and D; Reference 01, change 4: an action's costs are paid and its
targets chosen before Interrupts are taken, and then it resolves).

That moment is the window where the action awaits Interrupts, so the state's ``action_*`` facts
describe that action (README "State files": ``action_player``, ``action_designator``,
``action_keywords``, ``action_card``, ``action_makes``):

- "Before a Ranged Attack action resolves" (or Melee, "a Melee or Ranged Attack"): it is this
  trigger exactly when ``action_makes`` lists such an Attack (not stated: not settled here);
- a trigger read as an event "before a Tactical action resolves" (``TriggerEvent`` kind
  ``action_resolves``, before): the action the facts describe is tested as that event
  (``model.evaluate.trigger_fires``): a keyword, designator or player it certainly lacks means
  "not this trigger";
- a payment ("When paying a Gold cost", ``solver.payment_moments``): the action's costs were
  paid at step C, before this window: it is not the moment of a payment.
"""

from __future__ import annotations

import re

from model.abilities import Ability
from model.evaluate import trigger_fires
from model.lazy_regex import lazy_regex
from model.state import View
from model.triggers import GameEvent
from solver.payment_moments import PAYMENT_FAMILY

__all__ = ["attack_before_resolution", "keyword_before_resolution_apart", "payment_done"]

#: printed words naming an action before its resolution ("Before a Ranged Attack action
#: resolves", "Before the resolution of another player's Battle action")
_BEFORE_RESOLUTION = lazy_regex(
    r"^before (?:(?:an?|the|your|another player's)\b[^,]*?\baction(?:'s)? (?:resolves|resolution)"
    r"|the resolution of (?:an?|the|your|another player's)\b[^,]*?\baction)$",
    re.IGNORECASE,
)
#: "Before a Ranged Attack action resolves", "Before a Melee or Ranged Attack action resolves"
_ATTACK = lazy_regex(
    r"^before an? (?P<kinds>(?:Ranged|Melee)(?: or (?:Ranged|Melee))?) Attack action resolves$",
    re.IGNORECASE,
)


def _words(text: str) -> str:
    return text.strip().rstrip(",")


def _before_resolution(view: View) -> bool:
    """Is every moment the state names one before an action resolves?"""
    state = view.state
    event, trigger = state.event, state.trigger
    if event is None and trigger is None:
        return False
    if event is not None and (event.kind, event.timing) != ("action_resolves", "before"):
        return False
    return trigger is None or _BEFORE_RESOLUTION.match(_words(trigger)) is not None


def payment_done(view: View, printed: str) -> bool:
    """Are the printed words a payment ("When paying a Gold cost") while the state names an
    action before it resolves, its costs already paid (step C)? h42adv2 W4: Wise Investment."""
    return PAYMENT_FAMILY[1].match(_words(printed)) is not None and _before_resolution(view)


def attack_before_resolution(view: View, printed: str) -> bool | None:
    """ "Before a Ranged Attack action resolves" while the state names an action before it
    resolves: does that action make such an Attack (``action_makes``)? None: not these words,
    not that moment, or not stated. h42adv2 N5: South Wall of Otosan Uchi."""
    m = _ATTACK.match(_words(printed))
    makes = view.state.action_makes
    if m is None or makes is None or not _before_resolution(view):
        return None
    named = {f"{k.casefold()}_attack" for k in re.split(r" or ", m.group("kinds"), flags=re.I)}
    return bool(named & set(makes))


def keyword_before_resolution_apart(
    view: View, player: str, card_id: str, ability: Ability
) -> bool:
    """Is the pending trigger's action (words "Before ... action resolves", described by the
    state's ``action_*`` facts) certainly not the one ``ability``'s trigger, read as the event
    "before a <keyword / designator / player's> action resolves", names? h42adv2 N4: Bayushi
    Kyono's "before a Tactical action resolves" at a Ninja action."""
    trigger = ability.trigger_event
    state = view.state
    if (
        trigger is None
        or (trigger.kind, trigger.timing) != ("action_resolves", "before")
        or trigger.itself
        or trigger.subject is not None
        or state.trigger is None
        or state.event is not None
        or not _before_resolution(view)
    ):
        return False
    event = GameEvent(
        kind="action_resolves",
        timing="before",
        player=state.action_player,
        designator=state.action_designator,
        keywords=state.action_keywords,
        source=state.action_card,
    )
    return trigger_fires(view, player, card_id, trigger, event) is False
