"""An Interrupt whose printed "trigger" is a moment inside the action it is played to ("Interrupt:
After any Fear effect from the action bows a card, destroy it.", "After the action destroys a
dishonorable Personality, gain 1 Honor.", "Before another player loses Honor from the action,
...").

An Interrupt is played to an action after its targets are chosen (Reference 01, change 4), and
"if an Interrupt creates an effect that triggers after its card enters play, the Interrupt can
be used for the action that brings it into play" (Reference 05, Areas): words naming *the
action* — the one it is played to — and a moment of that action's resolution (a card bowed,
destroyed, Recruited or Equipped, Honor lost, a duel won) are the timing of the effect the
Interrupt creates, not a condition of which action: a moment that comes after the window can't
choose among actions at it. So at the window the Interrupt is usable for any action (an effect
known beforehand to fail still leaves the action legal: Abilities and actions, A). Words about
the action's targets ("After the action targets your bowed Personality") are chosen before the
window and stay a condition (``solver.trigger_words``); an Interrupt with required targets keeps
the doubt (targeting inside a delayed effect is not required: Abilities and actions, B).
"""

from __future__ import annotations

import re

from model.abilities import INTERRUPT_TO_AN_ACTION, Ability, Designator
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["delayed_in_action"]

#: "After/Before ... the action ..." — the action the Interrupt is played to, or its effects
_THE_ACTION = lazy_regex(
    r"^(?:after|before)\b.*\bthe action(?:'s)?\b(?! (?:is|was) (?:announced|targeted))",
    re.IGNORECASE,
)
#: Moments at or before the window: the action's targets, its announcing.
_BEFORE_WINDOW = lazy_regex(r"\btarget|\bannounc|\bwould\b|\bchosen\b", re.IGNORECASE)


def delayed_in_action(view: View, ability: Ability) -> bool:
    """Is ``ability`` an Interrupt whose printed words are a moment inside the action awaiting
    Interrupts (the state's window), so usable for that action whatever it is?"""
    trigger = ability.trigger
    return (
        view.state.trigger == INTERRUPT_TO_AN_ACTION
        and Designator.INTERRUPT in ability.designators
        and trigger is not None
        and _THE_ACTION.search(trigger) is not None
        and _BEFORE_WINDOW.search(trigger) is None
        and not ability.targets
        and not ability.player_targets
    )
