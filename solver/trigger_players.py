"""A Reaction or Interrupt whose printed trigger, not read as an event, names another player's
action ("After the resolution of another player's action", "After another player's Political
action targets ...") at an event the state says is the asking player's own action of that
moment: an action has one player, so it is not the trigger (Abilities and actions / Reactions;
issue 13, h27adv1 N3). Only the moment the words name is compared: resolving or targeting."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["own_action_apart"]

_OTHERS = r"(?:another player's|an opponent's|an enemy's)"
_MOMENTS = (
    (
        "action_resolves",
        lazy_regex(
            rf"^(?:After|Before) (?:the resolution of {_OTHERS} (?:[A-Z][a-z]+ )?action"
            rf"|{_OTHERS} (?:[A-Z][a-z]+ )?action resolves)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "action_targets",
        lazy_regex(rf"^After {_OTHERS} (?:[A-Z][a-z]+ )?action targets\b", re.IGNORECASE),
    ),
)


def own_action_apart(view: View, player: str, ability: Ability) -> bool:
    """Is the state's event ``player``'s own action at the moment ``ability``'s printed trigger
    names for another player's action?"""
    event = view.state.event
    printed = (ability.trigger or "").strip()
    if event is None or event.player is None or event.player != player:
        return False
    return any(kind == event.kind and words.match(printed) for kind, words in _MOMENTS)
