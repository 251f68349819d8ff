"""Triggers on another action's targets naming "one or more of your Personalities" (Caught in
the Act) and "a Personality in your army" (A Soldier's Fate; model/cardtext/triggers.py,
model/trigger_army.py; issue 13, h27adv1 N4). Reference 05, Battlefields and Side: units at a
battlefield are in their controller's army there; a card at home is in none."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.triggers import read_trigger
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

S = CardType.STRATEGY


def test_one_or_more_of_your_personalities() -> None:
    got = read_trigger(
        "After another player's action targets one or more of your Personalities", "Caught", S
    )
    assert got is not None and got.kind == "action_targets" and got.whose == "another"
    assert got.subject is not None and got.subject.type == (CardType.PERSONALITY,)
    assert not got.in_army


def test_a_personality_in_your_army() -> None:
    got = read_trigger("After another player's action targets a Personality in your army", "F", S)
    assert got is not None and got.in_army and got.subject is not None
    assert got.subject.type == (CardType.PERSONALITY,) and got.subject.location is None


@pytest.mark.parametrize(
    "trigger",
    [
        "After another player's action targets one or more Personalities",  # whose: not read
        "After another player's action targets a Personality in an army",
        "After another player's action targets a Personality in your army at home",
        "After another player's action targets one or more of your cards in your army",
    ],
)
def test_not_read(trigger: str) -> None:
    assert read_trigger(trigger, "F", S) is None


_CAUGHT = (
    "<b>Reaction:</b> After another player's action targets one or more of your Personalities: "
    "Draw a card."
)
_FATE = (
    "<b>Reaction:</b> After another player's action targets a Personality in your army: "
    "Draw a card."
)
_AT = {"zone": "battlefield", "battlefield": "me-p1"}


def _board(text: str, targeted: list[str], *, elsewhere: bool = False) -> Any:
    """them attacks me at me-p1; my Ikoma at me-p1 (or me-p2), my Home at home, their Foe."""
    defs = [
        {"title": "Reacting", "type": "strategy", "abilities": [imported(text, "Reacting", S)]},
        {"title": "Ikoma", "type": "personality", "force": 2},
        {"title": "Home", "type": "personality", "force": 2},
        {"title": "Foe", "type": "personality", "force": 2},
    ]
    at = {"zone": "battlefield", "battlefield": "me-p2" if elsewhere else "me-p1"}
    cards = [
        card("r", "Reacting", "me", "hand"),
        card("ikoma", "Ikoma", "me", **at),
        card("home", "Home", "me"),
        card("foe", "Foe", "them", **_AT),
    ]
    event = {"kind": "action_targets", "cards": targeted, "player": "them"}
    return board(
        defs, cards, phase="attack", segment="combat", current_battlefield="me-p1",
        attacker="them", defender="me", active_player="them", event=event,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("text", "targeted", "expected"),
    [
        (_CAUGHT, ["ikoma"], "legal"),
        (_CAUGHT, ["foe", "home"], "legal"),  # one of them is yours
        (_CAUGHT, ["foe"], "illegal"),  # none is yours
        (_FATE, ["ikoma"], "legal"),  # yours, in your army at the current battlefield
        (_FATE, ["home"], "illegal"),  # at home: in no army
        (_FATE, ["foe"], "illegal"),  # not yours
    ],
)
def test_reactions_at_an_action_targets_event(
    text: str, targeted: list[str], expected: str
) -> None:
    verdict = check(_board(text, targeted), "me", "r", 0)
    assert verdict.status == expected, verdict.reasons


def test_another_battlefield_keeps_the_doubt() -> None:
    """Whether "your army" means an army at another battlefield is not settled: unknown."""
    verdict = check(_board(_FATE, ["ikoma"], elsewhere=True), "me", "r", 0)
    assert verdict.status == "unknown" and "your army" in verdict.reasons[0]
