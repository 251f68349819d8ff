"""Whom a triggered ability's "him" names when the trigger names one entering Personality of
yours ("Political Reaction: After your performing Personality enters play ...: Attach this card
to him", Singh Remnants; "Reaction: After one of your Personalities enters play, Equip this Item
to him", A Simple Yari).

Abilities and actions / Designators (a Reaction is used at its stated trigger) and Reference 03
(Attachments: a player attaches only to a Personality he controls): "him" is the card whose
entering is the trigger, a Personality in play its player controls. The ability names it
``TRIGGER_CARD``; the solver takes it from the state's ``enters_play`` event
(``solver.trigger_host_cards``), never any Personality of yours. "your target Personality" (a
target the trigger chooses) is not this: its targeting is not read
(``model.cardtext.trigger_targets``)."""

from __future__ import annotations

import re

from model.abilities import Block, TargetSpec
from model.cardtext.triggers import read_trigger
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, TRIGGER_CARD, Controller, Selector

__all__ = ["TRIGGER_CARD", "trigger_host", "trigger_target"]

#: "After your performing Personality enters play from a Province", "After one of your
#: Personalities enters play": one Personality of yours.
_YOURS_ENTERS = lazy_regex(
    r"(?:after|when) (?:your (?:performing )?Personality enters|one of your Personalities enters)"
    r" play(?: from (?:a|your) province)?",
    re.IGNORECASE,
)


def trigger_host(trigger: str | None, title: str, card_type: CardType | None) -> str | None:
    """The card "him" names in the effects of an ability with ``trigger``: ``SOURCE`` (the
    Personality with the ability entering play, "After Masayoshi enters play"; you use its
    ability, so you control it), ``TRIGGER_CARD`` (one Personality of yours entering play), or
    None (the trigger names no such card)."""
    if trigger is None:
        return None
    if _YOURS_ENTERS.fullmatch(trigger.strip().rstrip(",")):
        return TRIGGER_CARD
    if card_type is not CardType.PERSONALITY:
        return None
    event = read_trigger(trigger, title, card_type)
    itself = event is not None and event.itself and event.kind == "enters_play"
    return SOURCE if itself else None


#: "After your target Personality enters play": the trigger targets the card entering.
_TARGET_ENTERS = lazy_regex(r"(?:after|when) your target Personality enters play", re.IGNORECASE)


def trigger_target(trigger: str | None) -> list[TargetSpec]:
    """The target a trigger chooses, as the first target of the constraints ("After your target
    Personality enters play": a Personality its player controls, the card entering play;
    Abilities and actions / Targeting: a target is chosen when the action is announced, and
    must be one the action may target), whom "him" then names; [] for other triggers."""
    if trigger is None or not _TARGET_ENTERS.fullmatch(trigger.strip().rstrip(",")):
        return []
    select = Selector(type=(CardType.PERSONALITY,), controller=Controller.YOU, entering=True)
    return [TargetSpec(name="target1", select=select, block=Block.CONSTRAINTS)]
