"""Printed triggers about an action on a card of a type ("After an action on a Strategy being
played from a player's hand targets you, your cards, or your tokens, or before a Terrain
Strategy from a player's hand enters play at Hamanari's battlefield", Agasha Hamanari; "After
an action on a Strategy targets a card in this unit"), not read as events, against a stated
``action_targets`` (after) event whose action's card the state names (its ``source``).

- "After an action on a <Type> ... targets ...": the event is that action's targeting (an
  action has its ability's card: Abilities and actions; README "State files": ``source``), so
  an action from a card of another type is not it.
- "before a <Keyword> Strategy from a player's hand enters play ...": a Strategy played from the
  hand enters play only by putting itself into play with its own action (Reference 03,
  Strategy), so that moment is inside the resolution of an action on that Strategy (Abilities
  and actions / D). The event is the end of another action's targeting step (B), from a card
  that is no Strategy; and an action whose designator is neither Reaction nor Interrupt is
  never taken inside another action's resolution (D: what happens there are the occurrences
  its effects trigger, such as Reactions). So it is not that moment either.

Words joined by ", or before" / ", or after" are alternatives: the trigger is certainly not the
event only when no alternative is. Anything else (the action's card not stated, of that type,
other words) stays not read (``unknown``).
"""

from __future__ import annotations

import re

from model.common import CardType, Designator
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["card_action_apart"]

_ALTERNATIVES = lazy_regex(r",? or (?=(?:after|before|when) )", re.IGNORECASE)
_TYPES = {t.value: t for t in CardType if t is not CardType.OTHER}
#: "After an action on a Strategy [being played from a player's hand] targets ..."
_ON_A_TYPE = lazy_regex(
    r"^(?i:after) an action on an? (?:[A-Z][a-z]+ )?(?P<type>[A-Z][a-z]+)"
    r"(?: being played from (?:a player's|your|another player's) hand)? targets .+$"
)
#: "before a Terrain Strategy from a player's hand enters play at Hamanari's battlefield"
_STRATEGY_ENTERS = lazy_regex(
    r"^(?i:before) an? (?:[A-Z][a-z]+ )*Strategy from (?:a player's|your|another player's) hand "
    r"enters play(?: at [^,]+)?$"
)
_NESTED = (Designator.REACTION, Designator.INTERRUPT)


def _apart(view: View, words: str, source_type: CardType, designator: Designator | None) -> bool:
    """Is the event certainly not the moment of one alternative ``words``?"""
    if (m := _ON_A_TYPE.match(words)) is not None:
        kind = _TYPES.get(m.group("type").lower())
        return kind is not None and kind is not source_type
    if _STRATEGY_ENTERS.match(words) is not None:
        return (
            source_type is not CardType.STRATEGY
            and designator is not None
            and designator not in _NESTED
        )
    return False


def card_action_apart(view: View, printed: str) -> bool:
    """Is the state's ``action_targets`` (after) event, whose ``source`` it names, certainly
    not the moment of ``printed`` (every alternative above refuted)?"""
    event = view.state.event
    if event is None or (event.kind, event.timing) != ("action_targets", "after"):
        return False
    if event.source is None or not view.has(event.source):
        return False
    source_type = view.definition(event.source).type
    words = [w.strip() for w in _ALTERNATIVES.split(printed.strip().rstrip(","))]
    if not any(_ON_A_TYPE.match(w) or _STRATEGY_ENTERS.match(w) for w in words):
        return False
    return all(_apart(view, w, source_type, event.designator) for w in words)
