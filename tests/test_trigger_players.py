"""A Reaction left unread for its body whose trigger names another player's action, at an event
the state says is the asking player's own action (issue 13, h27adv1 N3: A False Accusation):
illegal by its trigger (an action has one player); at another player's action it stays
unknown (its body is not read). Abilities and actions / Reactions."""

from __future__ import annotations

from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import board, card

TEXT = (
    "<b>Political Reaction:</b> After the resolution of another player's action, if the action "
    "dishonored any of the player's own Personalities, target and destroy him."
)


@pytest.mark.parametrize(
    ("trigger", "actor", "expected"),
    [
        ("After the resolution of another player's action", "me", "illegal"),
        ("After the resolution of another player's action", "them", "unknown"),
        ("After another player's action resolves", "me", "illegal"),
        ("After the resolution of your action", "me", "unknown"),  # the control: not another's
    ],
)
def test_another_players_action_at_the_askers_own(trigger: str, actor: str, expected: str) -> None:
    ability: dict[str, Any] = {
        "designators": ["reaction"],
        "keywords": ["political"],
        "trigger": trigger,
        "not_understood": [TEXT],
    }
    defs = [
        {"title": "T Accusation", "type": "strategy", "abilities": [ability]},
        {"title": "T Man", "type": "personality", "force": 2},
    ]
    cards = [card("acc", "T Accusation", "me", zone="hand"), card("man", "T Man", "me")]
    event = {"kind": "action_resolves", "player": actor, "keywords": ["political"]}
    verdict = check(board(defs, cards, phase="action", event=event), "me", "acc", 0)
    assert verdict.status == expected, verdict.reasons
