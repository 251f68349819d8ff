"""A printed trigger closing with a phase: "After Hakahime enters play outside the Dynasty
phase" (Mirumoto Hakahime), "After one of your Personalities is destroyed by another player's
action during the Action Phase", "After Haruya is destroyed during an Attack Phase".

The state's ``event`` is the moment its Reactions and Interrupts answer now (Abilities and
actions / Designators: "Reaction: At its stated trigger"; README "State files"), so it happens
in the state's ``phase``: "during the <Phase> phase" holds exactly in that phase, "outside the
<Phase> phase" in every other. Outside it the event is certainly not this trigger; within it
the words before the phase are read as the trigger (``model.cardtext.triggers.read_trigger``,
else left to the other readers of unread trigger words). "during your <Phase> Phase" (whose
turn) is not read here."""

from __future__ import annotations

import dataclasses
import re

from model.abilities import Ability
from model.cards import CardType
from model.cardtext.triggers import read_trigger
from model.lazy_regex import lazy_regex
from model.state import Phase, View

__all__ = ["phase_scoped"]

_PHASE = lazy_regex(
    r"^(?P<rest>(?:after|before|when) .+?),? (?P<rel>outside|during) (?:the|an?) "
    r"(?P<phase>straighten|events?|action|attack|dynasty|discard|draw|end) phase$",
    re.IGNORECASE,
)


def phase_scoped(view: View, ability: Ability, title: str, card_type: CardType) -> Ability | bool:
    """``ability`` with its trigger read without its closing phase when the state's phase is
    within it; False when it is not (certainly not this moment); True: no such phase words."""
    if ability.trigger is None:
        return True
    m = _PHASE.match(ability.trigger.strip().rstrip(","))
    if m is None or re.search(r"\b(?:during|outside)\b", m.group("rest"), re.IGNORECASE):
        return True
    named = m.group("phase").lower()
    phase = Phase("events" if named.startswith("event") else named)
    if (view.state.phase is phase) != (m.group("rel").lower() == "during"):
        return False
    rest = m.group("rest")
    return dataclasses.replace(
        ability, trigger=rest, trigger_event=read_trigger(rest, title, card_type)
    )
