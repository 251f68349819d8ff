"""Triggers as events: what a Reaction or Interrupt answers, and the event a state says is
happening (Reference 04, Abilities: Reactions and Interrupts are used at their trigger; Reference
01, change 4: an Interrupt is played to an action after its targets are chosen).

A printed trigger is kept as its text (``Ability.trigger``, matched whole against the state's
``trigger``); the importer also reads the common ones as a ``TriggerEvent`` so that a state can
name what happens (``GameEvent``: "Izuna entered play", "another player's Political action
targets your Personality") instead of a card's exact words. A trigger not read as an event is
never guessed to fire: with a state event it is ``unknown``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from model.common import STRICT, Designator, Words
from model.selectors import Selector

__all__ = ["EventKind", "GameEvent", "TriggerEvent", "Whose"]

#: What happens: a card enters play (``cards``: the cards entering), a player Recruits a card
#: (``cards``: it), the engage of an attack, an action resolves, an action's targets are
#: chosen (``cards``: the cards it targets).
EventKind = Literal["enters_play", "recruited", "engaging", "action_resolves", "action_targets"]
#: Whose action (or who Recruits): the player using the Reaction, another player, anyone.
Whose = Literal["any", "yours", "another"]


@dataclass(frozen=True, slots=True)
class TriggerEvent:
    """The event a Reaction or Interrupt answers ("After Izuna enters play": ``enters_play`` of
    the card itself; "After another player's Political action targets your Personality":
    ``action_targets`` of a Personality you control, by another player's Political action).

    ``itself``: the event's card is the card with the ability; ``subject``: or one matching
    this selector (evaluated for the player using the ability); ``whose``: whose action;
    ``designator`` / ``keyword``: the action's (an action has its ability's, Abilities and
    actions)."""

    __pydantic_config__: ClassVar = STRICT

    kind: EventKind
    timing: Literal["before", "after"] = "after"
    itself: bool = False
    subject: Selector | None = None
    whose: Whose = "any"
    designator: Designator | None = None
    keyword: str | None = None
    #: the ``subject`` must be in the player's army ("a Personality in your army": at a
    #: battlefield, Reference 05, Battlefields; at the current one it is, at home it is not)
    in_army: bool = False

    def __post_init__(self) -> None:
        if self.itself and self.subject is not None:
            raise ValueError("a trigger's card is the card itself or a 'subject', not both")
        about_cards = self.kind in ("enters_play", "recruited", "action_targets")
        if (self.itself or self.subject is not None) and not about_cards:
            raise ValueError(f"a {self.kind!r} event is about no card")
        if self.kind == "engaging" and (self.designator or self.keyword or self.whose != "any"):
            raise ValueError("engaging is no action: no designator, keyword or player")
        if self.in_army and self.subject is None:
            raise ValueError("'in_army' goes with a 'subject'")
        if self.subject is not None and self.subject.references():
            raise ValueError("a trigger's subject names no target")


@dataclass(frozen=True, slots=True)
class GameEvent:
    """What a state says is happening now, for Reactions and Interrupts to answer: its ``kind``
    and ``timing``; ``cards`` the cards it is about (entering play, Recruited, targeted);
    ``player`` whose action it is (who Recruits); ``designator`` / ``keywords`` the action's;
    ``source`` the card whose ability the action is.
    What is not stated (None) is never guessed: a trigger that needs it is ``unknown``."""

    __pydantic_config__: ClassVar = STRICT

    kind: EventKind
    timing: Literal["before", "after"] = "after"
    cards: tuple[str, ...] = ()
    player: str | None = None
    designator: Designator | None = None
    keywords: Words | None = None
    #: the card whose ability the action is (None: not stated)
    source: str | None = None
