"""Conditions on the armies of the battle (model/cardtext/conditions_armies.py; Reference 05,
Side; Reference 03, units; Reference 04, Unit and Army Force): "your current army has more units
than the current enemy army", "your army is currently opposed by an army with greater total
Force", "there are any attacking enemy units at the current battlefield", "you are the Attacker
or Defender in this battle"."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.describe import ability_text
from model.selectors import ArmyCompare, Condition, Controller, CountAtLeast, Selector
from model.zones import Place
from tests.builders import card, played

_COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
_DEFS = [
    {"title": "T Small", "type": "personality", "force": 1},
    {"title": "T Big", "type": "personality", "force": 5},
    {"title": "T Aide", "type": "follower", "force": 3},
]


def _at(cid: str, title: str, owner: str, **kw: Any) -> dict[str, Any]:
    return card(cid, title, owner, zone="battlefield", battlefield="them-p1", **kw)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "your current army has more units than the current enemy army",
            Condition(army=ArmyCompare(measure="units", fewer=False)),
        ),
        (
            "your army has fewer units than the enemy army",
            Condition(army=ArmyCompare(measure="units", fewer=True)),
        ),
        (
            "your army has fewer units than the opposing army",
            Condition(army=ArmyCompare(measure="units", fewer=True)),
        ),
        (
            "your army is currently opposed by an army with greater total Force",
            Condition(army=ArmyCompare(measure="force", fewer=True, opposed=True)),
        ),
        (
            "there are any attacking enemy units at the current battlefield",
            Condition(
                exists=CountAtLeast(
                    select=Selector(
                        type=(CardType.PERSONALITY,),
                        controller=Controller.OPPONENT,
                        location=Place.CURRENT_BATTLEFIELD,
                        attacking=True,
                    )
                )
            ),
        ),
        (
            "you are the Attacker or Defender in this battle",
            Condition(any_of=(Condition(you_are="attacking"), Condition(you_are="defending"))),
        ),
        ("you are the Defender in this battle", Condition(you_are="defending")),
        (
            "you are the Attacker or Defender",
            Condition(any_of=(Condition(you_are="attacking"), Condition(you_are="defending"))),
        ),
        (
            "your current army has lower total Force than the current enemy army",
            Condition(army=ArmyCompare(measure="force", fewer=True)),
        ),
        (
            "your current army has less total Force than the army opposing it",
            Condition(army=ArmyCompare(measure="force", fewer=True)),
        ),
        (
            "your side has fewer units than the enemy side",
            Condition(army=ArmyCompare(measure="units", fewer=True)),
        ),
        (
            "there are any units in the current enemy army",
            Condition(
                exists=CountAtLeast(
                    select=Selector(
                        type=(CardType.PERSONALITY,),
                        controller=Controller.OPPONENT,
                        location=Place.CURRENT_BATTLEFIELD,
                    )
                )
            ),
        ),
        (
            "it is another player's Action Phase",
            Condition(all_of=(Condition(your_turn=False), Condition(phase="action"))),
        ),
    ],
)
def test_army_conditions(text: str, expected: Condition) -> None:
    assert parse_condition(text, "T Mob", CardType.STRATEGY) == expected


@pytest.mark.parametrize(
    "text",
    [
        "your attacking army has fewer Personalities than the enemy army",  # at Engage: which?
        "your army has fewer Personalities than the enemy army",
        "her army has fewer units than the enemy army",
        "your army is currently opposed by an army with equal total Force",
        "you are the Attacker or Attacker in this battle",
        "you are not the Attacker or Defender",  # (before a battle: not read as either)
        "your current army has more Force than it",
        "it is another player's Action Phase and he controls six or more Personalities",
        "there are any attacking enemy units at a battlefield",
    ],
)
def test_other_army_conditions_are_not_read(text: str) -> None:
    assert isinstance(parse_condition(text, "T Mob", CardType.STRATEGY), str)


_MOB = (
    "<b>Battle:</b> If your current army has more units than the current enemy army: Draw a card."
)


@pytest.mark.parametrize(
    ("mine", "theirs", "expected"),
    [(2, 1, "legal"), (1, 1, "illegal"), (1, 2, "illegal"), (1, 0, "legal"), (0, 0, "illegal")],
)
def test_more_units_on_the_board(mine: int, theirs: int, expected: str) -> None:
    cards = [_at(f"m{i}", "T Small", "me") for i in range(mine)]
    cards += [_at(f"t{i}", "T Small", "them") for i in range(theirs)]
    cards += [card("home", "T Big", "me")]  # at home: not in the army
    cards += [_at("aide", "T Aide", "me", attached_to="m0")] if mine else []  # not a unit
    battle = {**_COMBAT, "battlefields": ["them-p1"], "attacker": "me"}
    assert played(_MOB, _DEFS, cards, **battle) == expected


def test_your_army_outside_the_combat_segment_is_unknown() -> None:
    text = "<b>Open:</b> If your army has fewer units than the enemy army: Draw a card."
    cards = [_at("t0", "T Small", "them")]
    assert played(text, _DEFS, cards, phase="action") == "unknown"


_VICTORY = (
    "<b>Political Battle:</b> If you are the Attacker or Defender in this battle and your army "
    "is currently opposed by an army with greater total Force, double your Honor gains during "
    "the Resolution Segment after all other bonuses are applied."
)


def test_opposed_by_greater_total_force_is_read_in_full() -> None:
    (action,) = import_text(_VICTORY, title="T Victory", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability).startswith(
        "Political Battle: if ((you are attacking) or (you are defending)) and (your army is "
        "opposed by an army with greater total Force)"
    )


@pytest.mark.parametrize(
    ("theirs", "aide", "expected"),
    [
        (["T Big"], False, "legal"),  # 5 against 1
        (["T Small"], False, "unknown"),  # 1 against 1: not greater (strict and lenient differ)
        (["T Big"], True, "unknown"),  # 5 against 1 + a Follower's 3 + 1 = 5: not greater
        ([], False, "unknown"),  # not opposed
    ],
)
def test_greater_total_force_on_the_board(theirs: list[str], aide: bool, expected: str) -> None:
    cards = [_at("m0", "T Small", "me")] + [_at(f"t{i}", t, "them") for i, t in enumerate(theirs)]
    if aide:
        cards += [_at("aide", "T Aide", "me", attached_to="m0"), _at("a2", "T Small", "me")]
    battle = {**_COMBAT, "battlefields": ["them-p1"], "attacker": "them"}
    assert played(_VICTORY, _DEFS, cards, **battle) == expected


@pytest.mark.parametrize(("attacker", "expected"), [("them", "legal"), ("me", "illegal")])
def test_attacking_enemy_units_on_the_board(attacker: str, expected: str) -> None:
    text = (
        "<b>Battle:</b> If there are any attacking enemy units at the current battlefield: "
        "Draw a card."
    )
    cards = [_at("m0", "T Small", "me"), _at("t0", "T Small", "them")]
    battle = {**_COMBAT, "battlefields": ["them-p1"], "attacker": attacker}
    assert played(text, _DEFS, cards, **battle) == expected


@pytest.mark.parametrize(
    ("active", "phase", "expected"), [("them", "action", "legal"), ("me", "action", "illegal")]
)
def test_another_players_action_phase_on_the_board(active: str, phase: str, expected: str) -> None:
    text = "<b>Open:</b> If it is another player's Action Phase: Draw a card."
    assert played(text, _DEFS, [], active_player=active, phase=phase) == expected


@pytest.mark.parametrize(("theirs", "expected"), [(["T Big"], "legal"), ([], "illegal")])
def test_lower_total_force_on_the_board(theirs: list[str], expected: str) -> None:
    """1 against 5: lower; against no units (an absent total Force: zero): not lower."""
    text = (
        "<b>Battle:</b> If your current army has lower total Force than the current enemy army: "
        "Draw a card."
    )
    cards = [_at("m0", "T Small", "me")] + [_at(f"t{i}", t, "them") for i, t in enumerate(theirs)]
    battle = {**_COMBAT, "battlefields": ["them-p1"], "attacker": "me"}
    assert played(text, _DEFS, cards, **battle) == expected
