"""A printed trigger "After a <card type> enters play" (not read as an event: "After a Follower
enters play from your hand", Kyuden Hida; "After a Spell enters play from your hand, ...")
against a stated ``enters_play`` event (README "State files": the event's ``cards`` are the
cards that entered play).

Reference 03: a card's type is printed and fixed; Reference 05 (Areas): the cards in a
player's hand are his own. So the event is certainly not the trigger when none of the cards it
names is of that type, or, for "from your hand", none of them is owned by the player using the
ability. The words are never confirmed by it (the event does not say where a card came from):
a card that may be it keeps the doubt (``unknown``). h42adv3 N3.
"""

from __future__ import annotations

import re

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["entering_subject_apart"]

#: "After a Follower enters play from your hand", "After a Personality enters play", "After
#: your target Personality enters play" (one of yours: the target the trigger chooses, or the
#: performer, is among the cards entering; h43event)
_SHAPE = lazy_regex(
    r"^after (?:an?|(?P<yours>your(?: target| performing)?)) (?P<type>[a-z]+) enters play"
    r"(?P<hand> from your hand)?$",
    re.IGNORECASE,
)
_TYPES = {t.value: t for t in CardType if t is not CardType.OTHER}


def entering_subject_apart(view: View, player: str, printed: str) -> bool:
    """Is the state's ``enters_play`` event certainly not the moment ``printed`` names for
    ``player``: none of the cards that entered is of its type (or, "from your hand", his; or,
    "your", one he controls)?"""
    event = view.state.event
    m = _SHAPE.match(printed.strip().rstrip(","))
    if event is None or event.kind != "enters_play" or m is None or not event.cards:
        return False
    kind = _TYPES.get(m.group("type").lower())
    if kind is None or not all(view.has(c) for c in event.cards):
        return False

    def may_be(card: str) -> bool:
        if view.definition(card).type is not kind:
            return False
        if m.group("yours") and view.card(card).controlled_by != player:
            return False  # "your Personality": one its player controls (Reference 03)
        return m.group("hand") is None or view.card(card).owner == player

    return not any(may_be(c) for c in event.cards)
