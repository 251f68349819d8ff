"""Past occurrences a condition refers back to (Costs and restrictions / Conditions: "Some
conditions refer back to past occurrences ... Most references to past occurrences will give a
backwards-looking time period").

The state says what happened (``model.state.PastFact``); a condition asking about an
occurrence the state does not report is answered ``unknown`` by the solver, never guessed.
A fact answers only the occurrence it names, exactly (event, period, card or player, and
``keyword`` / ``title``): "moved this battle" does not answer "moved this turn".

Events said of one card:

- ``moved``: the card moved (to or from any location);
- ``moved_to_battlefield``: the card moved to a battlefield;
- ``entered_play``: the card entered play;
- ``cast_spell``: the card cast a Spell (with ``keyword``: a Spell with that keyword);
- ``won_battle_attacking``: the card was in an attacking army when it won a battle;
- ``assigned_to_current_battlefield``: the card assigned to the current battlefield (in this
  Attack Phase's Maneuvers: period ``phase``; "he assigned there", Keep of the Dead).

Events said of one player:

- ``took_action``: the player took an action (before the one being checked);
- ``attached_from_hand``: the player attached a card from their hand;
- ``won_duel``: one of the player's Personalities won a duel;
- ``resolved_title``: an action of the player's from a card titled ``title`` resolved;
- ``played_title``: the player played a card titled ``title`` (other than the one being
  checked);
- ``put_into_play``: the player put a card into play (with ``keyword``: a card of that type or
  keyword, "if you have put any Items into play this turn");
- ``province_destroyed_in_battle``: one of the player's Provinces was destroyed by battle
  resolution;
- ``brought_attached_personality``: the player brought into play a Personality that was
  attached to one of their Provinces;
- ``won_duel_from_titled``: one of the player's Personalities won a duel from a card with
  ``title`` in its title ("from a card with "Contest" in its title": ``title`` is the words, lower
  case, "contest");
- ``destroyed_province_attacking``: the player destroyed a Province in battle resolution as
  the Attacker;
- ``province_destroyed``: one of the player's Provinces was destroyed (a fact may say how many
  times, ``PastFact.times``: "1 Gold for each of your Provinces destroyed this game");
- ``lost_honor_to_another``: an action of another player's caused the player an Honor loss;
- ``resolved_from_strategy``: an action of the player's from a Strategy resolved (with
  ``keyword``: a Strategy with that keyword, "a Political Strategy");
- ``put_cards_in_hand``: the player put cards into their hand;
- ``attached_spell``: the player attached a Spell;
- ``took_action_from_province_event``: the player took an action from an Event in one of
  their Provinces;
- ``lobbied``: the player Lobbied;
- ``gained_honor``: the player gained Honor.
- ``destroyed_in_resolution``: the player destroyed enemy units or a Province in a battle's
  resolution ("if you destroyed any enemy units or a province in that resolution", after a
  battle's resolution: period ``battle``, that battle).
- ``resolved_from_keyword``: the player resolved an action from one of their cards with
  ``keyword`` (a keyword, lower case: "each action you have resolved this turn from your
  Retainers" is ``keyword="retainer"``, counted by ``PastFact.times``).

Periods: the current ``phase``, ``turn``, ``battle`` or ``game``, or the time since the
player's last turn began (``since_last_turn_began``) or ended (``since_last_turn_ended``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from model.common import STRICT

__all__ = [
    "CARD_EVENTS",
    "PLAYER_EVENTS",
    "TITLE_EVENTS",
    "Past",
    "PastEvent",
    "Period",
    "check",
    "period_text",
]

PastEvent = Literal[
    "moved",
    "moved_to_battlefield",
    "entered_play",
    "cast_spell",
    "took_action",
    "attached_from_hand",
    "won_duel",
    "resolved_title",
    "played_title",
    "put_into_play",
    "province_destroyed_in_battle",
    "brought_attached_personality",
    "won_duel_from_titled",
    "destroyed_province_attacking",
    "won_battle_attacking",
    "province_destroyed",
    "lost_honor_to_another",
    "resolved_from_strategy",
    "put_cards_in_hand",
    "attached_spell",
    "took_action_from_province_event",
    "lobbied",
    "gained_honor",
    "resolved_from_keyword",
    "destroyed_in_resolution",
    "assigned_to_current_battlefield",
]
Period = Literal[
    "phase", "turn", "battle", "game", "since_last_turn_began", "since_last_turn_ended"
]

#: events said of a card (the others: of a player)
CARD_EVENTS: frozenset[str] = frozenset(
    {"moved", "moved_to_battlefield", "entered_play", "cast_spell", "won_battle_attacking"}
    | {"assigned_to_current_battlefield"}
)
PLAYER_EVENTS: frozenset[str] = frozenset(
    {"took_action", "attached_from_hand", "won_duel", "resolved_title", "played_title"}
    | {"put_into_play", "province_destroyed_in_battle", "brought_attached_personality"}
    | {"won_duel_from_titled", "destroyed_province_attacking", "province_destroyed"}
    | {"lost_honor_to_another", "resolved_from_strategy", "put_cards_in_hand", "attached_spell"}
    | {"took_action_from_province_event", "lobbied", "gained_honor", "resolved_from_keyword"}
    | {"destroyed_in_resolution"}
)
#: events about cards of a title (``title`` given), and those with a keyword (optional)
TITLE_EVENTS: frozenset[str] = frozenset({"resolved_title", "played_title", "won_duel_from_titled"})
KEYWORD_EVENTS: frozenset[str] = frozenset(
    {"cast_spell", "put_into_play", "resolved_from_strategy", "resolved_from_keyword"}
)
#: events that always name a ``keyword``
KEYWORD_NAMED: frozenset[str] = frozenset({"resolved_from_keyword"})


def check(event: str, keyword: str | None, title: str | None) -> None:
    """Raise ValueError when ``keyword`` / ``title`` do not go with ``event``."""
    if (event in TITLE_EVENTS) != (title is not None):
        raise ValueError(
            f"the past event {event!r} "
            + ("names the cards' 'title'" if event in TITLE_EVENTS else "has no 'title'")
        )
    if keyword is not None and event not in KEYWORD_EVENTS:
        raise ValueError(f"the past event {event!r} has no 'keyword'")
    if keyword is None and event in KEYWORD_NAMED:
        raise ValueError(f"the past event {event!r} names the cards' 'keyword'")


def period_text(period: str) -> str:
    """The period as printed: "this turn", "since your last turn began"."""
    if period.startswith("since_last_turn_"):
        return f"since your last turn {period.removeprefix('since_last_turn_')}"
    return f"this {period}"


@dataclass(frozen=True, slots=True)
class Past:
    """A condition's past occurrence: ``event`` happened in the current ``period``, to the card
    named by ``card`` (a slot: ``source``) or, for a player's event, by you; ``keyword`` and
    ``title`` as the event says."""

    __pydantic_config__: ClassVar = STRICT

    event: PastEvent
    period: Period
    card: str | None = None
    keyword: str | None = None
    title: str | None = None

    def __post_init__(self) -> None:
        if (self.event in CARD_EVENTS) != (self.card is not None):
            raise ValueError(
                f"the past event {self.event!r} is said of "
                + ("a card ('card')" if self.event in CARD_EVENTS else "you (no 'card')")
            )
        check(self.event, self.keyword, self.title)
