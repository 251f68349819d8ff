"""Why an Interrupt to its own card's entering ("Interrupt, :bow:: After you Recruit Korimi,
draw a card.") can't be used while the card is still where it enters from (face-up in its
controller's province, or in his hand): usable there only at that entering (Reference 05,
Areas; README "An Interrupt to its own card entering play"), so when the state names another
moment, or none, what fails is its trigger, not where the card is (h30adv1 W6: the answer was
"not in play (province)")."""

from __future__ import annotations

from model.abilities import Ability, Designator
from model.cardtext.usable import enters_itself
from model.state import View
from model.zones import Zone

__all__ = ["own_entering_reason"]


def own_entering_reason(view: View, player: str, card: str, ability: Ability) -> str | None:
    """The trigger reason for ``ability`` of ``card`` (out of play, see the module), or None
    (not such an Interrupt, not where it enters from, or the state's moment is about it)."""
    d = view.definition(card)
    if ability.designators != (Designator.INTERRUPT,) or ability.trigger is None:
        return None
    if not enters_itself(ability.trigger, d.title, d.type):
        return None
    inst = view.card(card)
    where = (inst.zone is Zone.PROVINCE and inst.is_face_up and inst.controlled_by == player) or (
        inst.zone is Zone.HAND and inst.owner == player
    )
    if not where:
        return None
    state = view.state
    if state.event is not None and card in state.event.cards:
        return None
    if state.event is None and state.trigger is not None:
        return None  # a moment in words only: whether it is this card's entering is not said
    return (
        f"can only be used at its trigger ({ability.trigger}); {d.title} is not entering play now"
    )
