"""Targeting triggers not read as events, decided at a stated ``action_targets`` event by its
facts (solver/trigger_targeting.py; README "State files"; issue 13: h28adv3 N4 — Retired Wasp
General, Arrows from the Woods, Flee the Darkness)."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

DEFS: list[dict[str, Any]] = [
    {"title": "T Samurai", "type": "personality", "force": 2, "keywords": ["samurai"]},
]
MINE = card("mine", "T Samurai", "me", zone="battlefield", battlefield="p1")
MINE2 = card("mine2", "T Samurai", "me", zone="battlefield", battlefield="p1")
THEIRS = card("theirs", "T Samurai", "them", zone="battlefield", battlefield="p1")


def _status(
    printed: str,
    event: dict[str, Any],
    *,
    kind: CardType = CardType.STRATEGY,
    attached_to: str | None = None,
    **state: Any,
) -> str:
    """The check of "<Reaction>: <printed>: Gain 1 Honor." on a card of mine (in hand, or
    attached to ``attached_to``) at the ``action_targets`` event ``event``."""
    text = f"<b>Reaction:</b> {printed}: Gain 1 Honor."
    definition = {
        "title": "T Answer",
        "type": kind.value,
        "abilities": [imported(text, "T Answer", kind)],
        **({"force": 1} if kind is CardType.FOLLOWER else {}),
    }
    where: dict[str, Any] = {"zone": "hand"}
    if attached_to is not None:
        where = {"zone": "battlefield", "battlefield": "p1", "attached_to": attached_to}
    cards = [card("x", "T Answer", "me", **where), MINE, MINE2, THEIRS]
    said = {"kind": "action_targets", "timing": "after", **event}
    loaded = board([*DEFS, definition], cards, event=said, **state)
    return check(loaded, "me", "x", 0).status


SNIPING = "After a Ranged Attack is targeted"
FUMIKO = "After your Ranged Attack is targeted"
WASP = "After a Ranged Attack targets one of your cards"
ARROWS = "After you target another player's card with a Ranged Attack"
FLEE = "After another player targets one of your Personalities with a Battle action"


@pytest.mark.parametrize(
    ("printed", "event", "makes", "status"),
    [
        # the action makes a Ranged Attack and targets a card: the attack is targeted
        (SNIPING, {"player": "them", "cards": ["mine"]}, ["ranged_attack"], "legal"),
        (SNIPING, {"player": "them", "cards": ["mine"]}, ["duel"], "illegal"),
        (SNIPING, {"player": "them", "cards": ["mine"]}, None, "unknown"),  # not stated
        (SNIPING, {"player": "them", "cards": []}, ["ranged_attack"], "unknown"),
        (
            "After a Melee or Ranged Attack is targeted",
            {"cards": ["mine"]},
            ["melee_attack"],
            "legal",
        ),
        # "your": the event's player (an action has one)
        (FUMIKO, {"player": "me", "cards": ["theirs"]}, ["ranged_attack"], "legal"),
        (FUMIKO, {"player": "them", "cards": ["theirs"]}, ["ranged_attack"], "illegal"),
        (FUMIKO, {"cards": ["theirs"]}, ["ranged_attack"], "unknown"),
        # the attack's target is one of the targeted cards: all of them mine, none, or some
        (WASP, {"player": "them", "cards": ["mine"]}, ["ranged_attack"], "legal"),
        (WASP, {"player": "them", "cards": ["theirs"]}, ["ranged_attack"], "illegal"),
        (WASP, {"player": "them", "cards": ["mine", "theirs"]}, ["ranged_attack"], "unknown"),
        (WASP, {"player": "them", "cards": ["mine"]}, ["duel"], "illegal"),
        # "you target ... with a Ranged Attack"
        (ARROWS, {"player": "me", "cards": ["theirs"]}, ["ranged_attack"], "legal"),
        (ARROWS, {"player": "me", "cards": ["mine"]}, ["ranged_attack"], "illegal"),
        (ARROWS, {"player": "them", "cards": ["theirs"]}, ["ranged_attack"], "illegal"),
        # an action (not an attack) targets a card of the words if any of its targets is one
        (
            FLEE,
            {"player": "them", "designator": "battle", "cards": ["mine", "theirs"]},
            None,
            "legal",
        ),
        (FLEE, {"player": "them", "designator": "open", "cards": ["mine"]}, None, "illegal"),
        (FLEE, {"player": "them", "cards": ["mine"]}, None, "unknown"),  # designator not stated
        (FLEE, {"player": "me", "designator": "battle", "cards": ["mine"]}, None, "illegal"),
        (FLEE, {"player": "them", "designator": "battle", "cards": ["theirs"]}, None, "illegal"),
    ],
)
def test_targeting_words_at_a_stated_targeting_event(
    printed: str, event: dict[str, Any], makes: list[str] | None, status: str
) -> None:
    said: dict[str, Any] = {} if makes is None else {"action_makes": makes}
    if printed == FLEE:  # a Battle action is taken in the Attack Phase only (h42trig)
        said["phase"] = "attack"
    assert _status(printed, event, **said) == status


def test_a_battle_action_trigger_in_the_action_phase() -> None:
    """No Battle action is taken in the Action Phase (``solver.battle_trigger_scope``): the
    event there is not this trigger, whatever its designator says."""
    event = {"player": "them", "designator": "battle", "cards": ["mine", "theirs"]}
    assert _status(FLEE, event) == "illegal"
    assert _status(FLEE, event, phase="attack") == "legal"


@pytest.mark.parametrize(
    ("printed", "event", "status"),
    [
        # on a Follower: "a card in this unit" is its Personality or a card attached to him
        (
            "After another player's action targets a card in this unit",
            {"player": "them", "cards": ["mine"]},
            "legal",
        ),
        (
            "After another player's action targets a card in this unit",
            {"player": "them", "cards": ["x"]},
            "legal",
        ),
        (
            "After another player's action targets a card in this unit",
            {"player": "them", "cards": ["mine2"]},
            "illegal",
        ),
        (
            "After another player's action targets a card in this unit",
            {"player": "me", "cards": ["mine"]},
            "illegal",
        ),
        (
            "After another player's action targets a card in this unit",
            {"cards": ["mine"]},
            "unknown",
        ),
        # on an attachment, "this Personality" is its Personality (Reference 03)
        ("After an action targets this Personality", {"cards": ["mine"]}, "legal"),
        ("After an action targets this Personality", {"cards": ["mine2"]}, "illegal"),
    ],
)
def test_own_unit_words_at_a_stated_targeting_event(
    printed: str, event: dict[str, Any], status: str
) -> None:
    assert _status(printed, event, kind=CardType.FOLLOWER, attached_to="mine") == status


def test_performer_words_and_the_interrupt_window_stay_unread() -> None:
    # who performs the attack: the event does not say (a Strategy's performer is chosen)
    tsuruchi = "After a Ranged Attack performed by this Personality is targeted"
    event = {"player": "them", "cards": ["mine"], "source": "theirs"}
    said = {"action_makes": ["ranged_attack"]}
    assert _status(tsuruchi, event, kind=CardType.FOLLOWER, attached_to="mine", **said) == "unknown"
    # "a Fear action": an action making Fear (no keyword of its ability): not read
    fear = {"player": "them", "keywords": ["political"], "cards": ["mine"]}
    assert _status("After a Fear action targets a card", fear) == "unknown"
    # with an Interrupt window named as well, the event's facts are not read here
    window = {"trigger": INTERRUPT_TO_AN_ACTION, "action_player": "them", "action_keywords": []}
    status = _status(WASP, {"player": "them", "cards": ["mine"]}, **said, **window)
    assert status != "legal"
