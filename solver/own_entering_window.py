"""The window of an Interrupt to its own card's entering play ("Interrupt: After you Recruit
Yasushi, give him a +1F or +1C token."; "Interrupt: After Masachika enters play, ...") at the
event the state names.

Reference 05 (Areas): "if an Interrupt creates an effect that triggers after its card enters
play, the Interrupt can be used for the action that brings it into play"; Reference 04 (Costs):
its bow cost "may be delayed until after the card enters play". So the Interrupt is played to
that action while it awaits Interrupts (Reference 01, change 4: after its targets are chosen,
before it resolves) — the printed "After ..." is when its effect applies, not when it is
played. A Recruit targets the card it brings (Reference 01, change 3):

- a ``recruited`` event of the card itself with timing ``before`` is that action awaiting
  Interrupts: the trigger fires (its "you" still checked against the event's player);
- with timing ``after`` (the default), or an ``enters_play`` event of the card, whether the
  action still awaits Interrupts the state does not say (the README's reading of a
  ``recruited`` event, h30enter): ``unknown``, never a literal match of "After" with "after"
  (h42adv3 W1, W1b).

Any other event is left to ``model.evaluate.trigger_fires``.
"""

from __future__ import annotations

from model.abilities import Ability, Designator
from model.state import View
from model.triggers import GameEvent

__all__ = ["own_entering_fires"]

_OWN_ENTERING = ("recruited", "enters_play")


def own_entering_fires(
    view: View, player: str, card_id: str, ability: Ability, event: GameEvent
) -> bool | str | None:
    """Does ``event`` fire the Interrupt to its own card's entering (Reference 05, Areas)?
    True / False, a string when the state leaves it open, None when this reading does not
    apply (not such an Interrupt, or an event not about its card's entering)."""
    trigger = ability.trigger_event
    if (
        not ability.while_entering
        or Designator.INTERRUPT not in ability.designators
        or trigger is None
        or not trigger.itself
        or trigger.kind not in _OWN_ENTERING
        or event.kind not in _OWN_ENTERING
        or card_id not in event.cards
    ):
        return None
    stated = trigger.whose != "any" and event.player is not None
    if stated and (event.player == player) != (trigger.whose == "yours"):
        return False  # "After you Recruit Yasushi": another player's Recruit is not it
    if event.kind == "recruited" and event.timing == "before":
        if trigger.whose != "any" and event.player is None:
            return "the event does not say whose Recruit it is ('event.player')"
        return True
    return (
        f"the state names its card's '{event.kind}' ({event.timing}); whether the action "
        "bringing it into play still awaits Interrupts is not stated"
    )
