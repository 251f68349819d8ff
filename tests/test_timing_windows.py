"""The moment the state names (solver/timing_windows.py): another player's Interrupt to an
Unstoppable action (Reference 01, change 7; "Other players cannot Interrupt Unstoppable
actions."), new Limited/Open/Battle actions while a trigger is pending ("at an opportunity to
act", not defined in the rules files: unknown), Engage at the engaging the state names."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from tests.builders import card, played

COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}
AT = {"zone": "battlefield", "battlefield": "them-p1"}
INTERRUPT = "<b>Interrupt:</b> Give a target Personality +1F."
BATTLE = "<b>Battle:</b> Give a target Personality +1F."
ENGAGE = "<b>Engage:</b> Give your target opposed Personality +1F."
DEFS = [{"title": "T Man", "type": "personality", "force": 2, "chi": 2}]
PENDING = {"trigger": "After a Personality moves"}


def _status(text: str, **kw: Any) -> str:
    cards = [card("mine", "T Man", "me", **AT), card("foe", "T Man", "them", **AT)]
    return played(text, DEFS, cards, attacker="me", **{**COMBAT, **kw})


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        ({"action_player": "them", "action_keywords": ["unstoppable"]}, "illegal"),
        ({"action_player": "me", "action_keywords": ["unstoppable"]}, "legal"),  # his own
        ({"action_player": "them", "action_keywords": []}, "legal"),
        ({"action_player": "them", "action_keywords": ["political"]}, "legal"),
        ({"action_player": "them"}, "unknown"),  # its keywords not stated
        ({"action_player": "me"}, "legal"),  # his own: Unstoppable or not
        ({"action_keywords": ["unstoppable"]}, "unknown"),  # whose, not stated
    ],
)
def test_other_players_cannot_interrupt_unstoppable_actions(
    action: dict[str, Any], expected: str
) -> None:
    assert _status(INTERRUPT, trigger=INTERRUPT_TO_AN_ACTION, **action) == expected


def test_an_unstoppable_action_named_by_its_event() -> None:
    event = {"kind": "action_targets", "cards": ["mine"], "player": "them"}
    # Battle is its designator, not a keyword (Reference 04; refused as a keyword, h38adv1 H1)
    unstoppable = {**event, "designator": "battle", "keywords": ["unstoppable"]}
    assert _status(INTERRUPT, event=unstoppable) == "illegal"
    assert _status(INTERRUPT, event={**event, "keywords": []}) == "legal"
    assert _status(INTERRUPT, event=event) == "unknown"


@pytest.mark.parametrize(
    "pending",
    [
        {"trigger": INTERRUPT_TO_AN_ACTION, "action_player": "them", "action_keywords": []},
        {"trigger": "After a Personality moves"},
        {"event": {"kind": "engaging"}},
    ],
)
def test_a_new_battle_action_while_a_trigger_is_pending_is_unknown(pending: dict[str, Any]) -> None:
    assert _status(BATTLE) == "legal"
    assert _status(BATTLE, **pending) == "unknown"
    # an illegal answer holds: no target of the kind the action needs
    assert _status("<b>Battle:</b> Bow a target Holding.", **pending) == "illegal"


def test_engage_at_the_engaging_the_state_names() -> None:
    assert _status(ENGAGE, event={"kind": "engaging"}) == "legal"
    assert _status(ENGAGE, event={"kind": "engaging", "timing": "before"}) == "unknown"
    # in the Combat Segment with no engaging named, or in the Attack Phase outside it: when
    # Engage actions are taken is not in the rules files
    assert _status(ENGAGE) == "unknown"
    assert _status(ENGAGE, segment=None, current_battlefield=None) != "legal"
    # nor legal in the Action Phase
    assert _status(ENGAGE, phase="action", segment=None, current_battlefield=None) == "illegal"
    # the rest of the action still decides an illegal answer: no opposed Personality of yours
    lone = [card("mine", "T Man", "me", **AT)]
    assert played(ENGAGE, DEFS, lone, attacker="me", **COMBAT) == "illegal"


@pytest.mark.parametrize(("pending", "expected"), [({}, "legal"), (PENDING, "unknown")])
def test_equip_while_a_trigger_is_pending(pending: dict[str, Any], expected: str) -> None:
    """Equip is an Open action (Reference 02): inside a pending window it is unknown too."""
    from solver.good_faith import check
    from solver.verdict import EQUIP
    from tests.builders import board

    defs = [*DEFS, {"title": "T Spear", "type": "follower", "force": 1, "gold_cost": 0}]
    cards = [card("mine", "T Man", "me"), card("spear", "T Spear", "me", zone="hand")]
    assert check(board(defs, cards, **pending), "me", "spear", EQUIP).status == expected
