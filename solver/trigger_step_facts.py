"""Printed trigger words the state's facts rule out (Abilities and actions / Designators:
"Reaction: At its stated trigger"; README "A pending trigger in printed words"):

- a Reaction's "When <an action> would target <a card>" (Blade of Champions "When a Battle
  action would target a card in this unit", "When another player's action would target one of
  your Personalities"; passive: Goblin Mob "When a card in this unit would be targeted by a
  Ranged Attack", The Emerald Armor): the moment just before an actual targeting occurs
  (Abilities and actions / Interference with required targeting: 'to the point when a
  particular required targeting ... occurs (including reactions "when X would target")').
  While the state's action awaits Interrupts ("to an action, after its targets are chosen"),
  its targets are chosen but its actual targeting is taken later, in its resolution
  (Reference 01, change 4); at an ``action_targets`` event (timing ``after``) it has
  occurred. Either way the pending moment is not the one just before it: not this trigger
  (h36adv3 D1). An Interrupt's such words are left as before (Interrupts are played to an
  action at that window).
- "After the end of an Attack Phase in which you were the Defender": the state's ``attacker``
  was not the Defender (Reference 05: the Attacker and Defender each have their own side), so
  for that player it is not this trigger (h36adv3 D2).
- "After engaging at a battlefield where you control one or more units", at an engaging event
  at the state's ``current_battlefield`` where the player controls no card: the clause that
  fails is named, the player's missing unit there (``solver.trigger_facts``; h39adv1 F5).
"""

from __future__ import annotations

import re

from model.abilities import INTERRUPT_TO_AN_ACTION, Ability, Designator
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["refuted_note", "step_refutes"]

#: "would target", and its passive "would be targeted" (Goblin Mob "When a card in this unit
#: would be targeted by a Ranged Attack", The Emerald Armor): the same moment
_WOULD_TARGET = lazy_regex(
    r"^(?:when|before) [^,]*?\bwould (?:target|be targeted)\b", re.IGNORECASE
)
_ENGAGING_YOURS = lazy_regex(
    r"^after engaging at a battlefield where you control one or more units$", re.IGNORECASE
)
_DEFENDER = lazy_regex(
    r"^after the end of (?:an|the) attack phase in which you were the defender$", re.IGNORECASE
)


def _targets_chosen(view: View) -> bool:
    """Is the pending moment after an action's targets are chosen (the state's Interrupt
    window, or an ``action_targets`` event with timing ``after`` and no other trigger)?"""
    state = view.state
    if state.trigger is not None:
        return state.trigger.strip().casefold() == INTERRUPT_TO_AN_ACTION.casefold()
    event = state.event
    return event is not None and event.kind == "action_targets" and event.timing == "after"


def step_refutes(
    view: View, player: str, printed: str, interrupt: bool | None = None
) -> str | None:
    """Why the pending moment is certainly not the printed trigger ``printed`` for ``player``,
    by the facts above, or None. ``interrupt``: the words are an Interrupt's (True), a
    Reaction's (False), or not said (None: the "would target" reading is not asked)."""
    words = printed.strip().rstrip(",")
    if interrupt is False and _WOULD_TARGET.match(words) is not None and _targets_chosen(view):
        return (
            "the pending moment is not the one just before the action's actual targeting "
            "(its targets are chosen; it targets in its resolution)"
        )
    attacker = view.state.attacker
    if _DEFENDER.fullmatch(words) is not None and attacker is not None and attacker == player:
        return f"{player} was the Attacker, not the Defender"
    return _no_unit_there(view, player, words)


def _no_unit_there(view: View, player: str, words: str) -> str | None:
    """ "After engaging at a battlefield where you control one or more units": ``player``
    controls no unit at the battlefield of the engaging event."""
    from solver.trigger_facts import engaging_at_its_battlefield  # (it imports this module)

    if _ENGAGING_YOURS.fullmatch(words) is None:
        return None
    if engaging_at_its_battlefield(view, "", words, player) is not False:
        return None
    return f"{player} controls no unit at {view.state.current_battlefield}, where it engages"


def refuted_note(view: View, player: str, ability: Ability) -> str:
    """ "(<why>)" when ``step_refutes`` rules the ability's printed trigger out, for a timing
    reason."""
    printed = ability.trigger
    interrupt = Designator.INTERRUPT in ability.designators
    why = None if printed is None else step_refutes(view, player, printed, interrupt)
    return "" if why is None else f" ({why})"
