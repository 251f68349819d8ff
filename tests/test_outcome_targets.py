"""Targets under "If <what the effects before did>," are not required (model/cardtext/
outcome_targets.py; Abilities and actions / B: "Move him home. If he moved, target another
Personality": the conditional targeting "must be carried out if possible, but is not
required"; h37 review: Nothing Remains read its "a target player" as required). Players and
cards alike. Controls: a condition known now (or one part of an "or" known now) keeps the
targeting required (or the sentence unread), a first sentence is never such an outcome."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.outcome_targets import outcome_condition
from model.common import CardType
from model.describe import ability_text
from solver.good_faith import check
from tests.builders import set_battle, set_personality, set_strategy

NOTHING_REMAINS = (
    "<b>Battle:</b> Give a target Personality -2F for each Province that has been destroyed "
    "this game. If the target's Force is now 0, bow them, and a target player gains or loses 1 "
    "Honor."
)


@pytest.mark.parametrize(
    ("sentence", "index", "outcome"),
    [
        ("If he moved, target another Personality.", 1, True),  # the rules' example
        ("If the target's Force is now 0, bow them, and a target player loses 1 Honor.", 1, True),
        ("If this bowed them, a target player gains or loses 2 Honor.", 1, True),
        ("If this destroyed the target, give your target Holding +1GP.", 2, True),
        ("If he did not, bow a target Personality.", 1, True),
        ("If its Force is now 0 and you control a Shugenja, destroy a target card.", 1, True),
        # known now, or partly known now: not this reading
        ("If you control a Farm, bow a target Follower.", 1, False),
        ("If this bowed them or they are a Berserker, target an enemy Personality.", 1, False),
        ("If this Shugenja is Air, a target player gains or loses 2 Honor.", 1, False),
        ("If he moved, target another Personality.", 0, False),  # nothing before it
    ],
)
def test_the_outcome_conditions(sentence: str, index: int, outcome: bool) -> None:
    assert outcome_condition(sentence, index) is outcome


def _reading(text: str) -> str:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    return ability_text(action.ability)


def test_readings() -> None:
    assert _reading(NOTHING_REMAINS) == (
        "Battle: target1: target a Personality · player1: may target a player"
    )
    moved = "Battle: Move your target Personality home. If he moved, bow a target Personality."
    # (h39opt: and chosen as the effects resolve, never on announcement: "(after)")
    assert _reading(moved).endswith("target2: may target a Personality (after)")
    # controls: a condition known now keeps its target required; one part known now ("or")
    # keeps the sentence unread
    farm = "Battle: Bow a target Personality. If you control a Farm, bow a target Follower."
    assert _reading(farm).endswith("target2: target a Follower")
    berserker = (
        "Battle: Target your Personality, and you may bow them. If this bowed them or they are "
        "a Berserker, target an enemy Personality."
    )
    (action,) = import_text(berserker, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full and "a target under a condition" in action.not_understood


def _status(tmp: Path, text: str) -> str:
    cards: list[dict[str, Any]] = [
        set_strategy("Plan", text),
        set_personality("Mine", 3),
        set_personality("Theirs", 3),
    ]
    table = [
        {"id": "s", "title": "Plan", "owner": "me", "zone": "hand"},
        {"id": "m", "title": "Mine", "owner": "me", "zone": "battlefield",
         "battlefield": "them-p1"},
        {"id": "t", "title": "Theirs", "owner": "them", "zone": "battlefield",
         "battlefield": "them-p1"},
    ]  # fmt: skip
    return check(set_battle(tmp, cards, table), "me", "s", 0).status


@pytest.mark.parametrize(
    ("second", "expected"),
    [
        # no other player has 30 Family Honor: the player target under the outcome is not
        # required, so the action stands; required (no condition, or one known now): illegal
        ("If this bowed him, target another player with 30 or more Family Honor.", "legal"),
        ("Target another player with 30 or more Family Honor.", "illegal"),
    ],
)
def test_an_optional_player_on_the_board(tmp_path: Path, second: str, expected: str) -> None:
    text = f"<b>Battle:</b> Bow a target Personality. {second} He loses 2 Honor."
    assert _status(tmp_path, text) == expected


def test_the_real_cards(pool: Any) -> None:
    """Nothing Remains and Veteran Light Cavalry ("If this moved them, you may straighten your
    target Follower.") from ../shared/data (skipped without it)."""
    defs = pool.definitions()
    (nothing,) = defs["Nothing Remains"].abilities
    assert ability_text(nothing).endswith("player1: may target a player")
    (cavalry,) = defs["Veteran Light Cavalry"].abilities
    assert not cavalry.not_understood
    assert ability_text(cavalry).endswith("target1: may target one of your Followers (after)")
