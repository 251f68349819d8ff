"""Past occurrences a condition refers back to (Costs and restrictions / Conditions: "Some
conditions refer back to past occurrences ... Most references to past occurrences will give a
backwards-looking time period").

The state says what happened (``model.state.PastFact``); a condition asking about an
occurrence the state does not report is answered ``unknown`` by the solver, never guessed.

Events (each said of one card, or of one player):

- ``moved``: the card moved (to or from any location);
- ``moved_to_battlefield``: the card moved to a battlefield;
- ``entered_play``: the card entered play;
- ``took_action``: the player took an action (before the one being checked).

Periods: the current ``phase``, ``turn``, ``battle`` or ``game``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from model.common import STRICT

__all__ = ["CARD_EVENTS", "PLAYER_EVENTS", "Past", "PastEvent", "Period"]

PastEvent = Literal["moved", "moved_to_battlefield", "entered_play", "took_action"]
Period = Literal["phase", "turn", "battle", "game"]

#: events said of a card, and of a player
CARD_EVENTS: frozenset[str] = frozenset({"moved", "moved_to_battlefield", "entered_play"})
PLAYER_EVENTS: frozenset[str] = frozenset({"took_action"})


@dataclass(frozen=True, slots=True)
class Past:
    """A condition's past occurrence: ``event`` happened in the current ``period``, to the card
    named by ``card`` (a slot: ``source``) or, for a player's event, by you."""

    __pydantic_config__: ClassVar = STRICT

    event: PastEvent
    period: Period
    card: str | None = None

    def __post_init__(self) -> None:
        if (self.event in CARD_EVENTS) != (self.card is not None):
            raise ValueError(
                f"the past event {self.event!r} is said of "
                + ("a card ('card')" if self.event in CARD_EVENTS else "you (no 'card')")
            )
