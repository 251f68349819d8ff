"""Targeting triggers naming the action by a list of keywords, decided at a stated targeting
event (README "State files": ``event`` of kind ``action_targets``, timing ``after``, with its
``keywords``): "After an Assassin, Kolat, or Ninja action targets you or your cards" (Island
Sanctuary), "after an Elemental action or action with an element keyword targets you or any of
your cards in play" (Elemental Ward; the element keywords: Air, Earth, Fire, Water, Void,
Reference 01).

An action has its ability's keywords (Abilities and actions). When the event states them and
none is listed, it is not this trigger; when one is and a targeted card is the player's, it is.
A player the action targets is not in the event (``cards`` are cards), so with a listed keyword
and none of his cards targeted, whether it targeted him is not stated (``unknown``); keywords
not stated: ``unknown`` (never a guess).
"""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["keyword_list_fires"]

_KW = r"[A-Z][a-z]+"
_WHAT = r"you or (?:any of )?your cards(?: in play)?"
_LISTED = lazy_regex(
    rf"^(?i:after) an? (?P<kws>{_KW}(?:, {_KW})*,? or {_KW}) action targets {_WHAT}$"
)
_ELEMENTAL = lazy_regex(
    rf"^(?i:after) an Elemental action or (?:an )?action with an element keyword targets {_WHAT}$"
)
_ELEMENTS = frozenset({"elemental", "air", "earth", "fire", "water", "void"})


def _keywords(printed: str) -> frozenset[str] | None:
    """The keywords an action of the trigger must have one of, None: not these words."""
    if _ELEMENTAL.fullmatch(printed):
        return _ELEMENTS
    m = _LISTED.fullmatch(printed)
    if m is None:
        return None
    return frozenset(k.strip().lower() for k in re.split(r",? or |, ", m.group("kws")))


def keyword_list_fires(view: View, player: str, printed: str) -> bool | str | None:
    """At the stated ``action_targets`` event, does ``printed`` fire for ``player``? True /
    False; a string: what the state does not say; None: not these words."""
    wanted = _keywords(printed)
    event = view.state.event
    if wanted is None or event is None:
        return None
    stated = event.keywords if event.keywords is not None else view.state.action_keywords
    if stated is not None and not {k.casefold() for k in stated} & wanted:
        return False  # the action has none of the keywords listed
    if stated is None:
        return "the event does not state the action's keywords ('event.keywords')"
    if any(view.card(c).controlled_by == player for c in event.cards):
        return True
    return "whether the action targets the player himself is not stated (the event lists cards)"
