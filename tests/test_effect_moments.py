"""Moments inside an effect's application — a Personality about to enter a duel, Focus Effects
about to resolve, a duel ended, an Honor change from an action's effects — against an action's
Interrupt window and each other (solver/effect_moments.py; Abilities and actions / Using
abilities, steps A-D; Effects, EXCEPTION 4; Reference 04 "As a Focus Effect:"; issue 13)."""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.common import CardType
from solver.good_faith import check
from solver.trigger_words import moment_kind
from tests.builders import board, card, imported

ENTERS = "Before your Personality enters a duel"
#: He's Mine!'s own words: a target chosen by the trigger is not claimed (trigger_targets.py)
ENTERS_TARGET = "Before your target Personality enters a duel"
FOCUS = "Before Focus Effects resolve"
HONOR = "Before a player gains or loses Honor from an action's effects"


@pytest.mark.parametrize(
    ("words", "kind"),
    [
        (ENTERS, "duel_entered"),
        (ENTERS_TARGET, "duel_entered"),
        ("Before your Scorpion Clan Personality enters a duel", "duel_entered"),
        (FOCUS, "focus"),
        ("After a duel ends that Horume won", "duel_ended"),
        ("After you win the action's duel", "duel_ended"),
        ("After your Personality wins any duel created by the action", "duel_ended"),
        (HONOR, "honor"),
        ("Before another player loses Honor from the action", "honor"),
        ("Before you gain Honor from a Battle action", "honor"),
        # not these shapes: no kind
        ("Before a Personality enters a duel or is bowed", None),
        ("After another player refuses a challenge or loses a duel from an action", None),
        ("Before you gain Honor", None),
        ("After a duel ends during which your Personality bowed", None),
    ],
)
def test_the_kinds_of_moments_inside_an_effect(words: str, kind: str | None) -> None:
    assert moment_kind(words) == kind


def _reaction(trigger: str, title: str) -> dict[str, Any]:
    ab = imported(f"<b>Reaction:</b> {trigger}: Gain 1 Honor.", title, CardType.STRATEGY)
    assert ab["trigger"] == trigger
    return {"title": title, "type": "strategy", "abilities": [ab]}


def _status(printed: str, **pending: Any) -> str:
    loaded = board(
        [_reaction(printed, "T Reed")], [card("r", "T Reed", "me", zone="hand")], **pending
    )
    return check(loaded, "me", "r", 0).status


WINDOW = {"trigger": INTERRUPT_TO_AN_ACTION, "action_player": "them", "action_keywords": []}


@pytest.mark.parametrize("printed", [ENTERS, FOCUS, HONOR, "After a duel ends that Horume won"])
def test_an_effects_moment_is_not_an_actions_interrupt_window(printed: str) -> None:
    """h26adv2 boards r01b (He's Mine!, Bend like a Reed), r09 (Rhetoric): illegal."""
    assert _status(printed, **WINDOW) == "illegal"
    # at its own words: legal
    assert _status(printed, trigger=printed, trigger_player="me") == "legal"


def test_entering_a_duel_is_not_focus_effects_resolving() -> None:
    """p06: a Personality about to enter a duel is before the duel's Focus Effects."""
    assert _status(FOCUS, trigger=ENTERS, trigger_player="me") == "illegal"
    assert _status(ENTERS, trigger=FOCUS) == "illegal"


@pytest.mark.parametrize(
    ("printed", "pending"),
    [
        # the rules files do not settle these: the doubt stays
        (HONOR, {"trigger": "After the action targets your Personality", "trigger_player": "me"}),
        (HONOR, {"trigger": "Before an action resolves"}),
        (HONOR, {"trigger": ENTERS, "trigger_player": "me"}),
        (FOCUS, {"trigger": "After a duel ends that Horume won"}),
        (ENTERS, {"trigger": "After a battle resolves"}),
        (HONOR, {"event": {"kind": "action_targets", "player": "them", "cards": []}}),
    ],
)
def test_moments_the_rules_do_not_hold_apart_stay_unknown(
    printed: str, pending: dict[str, Any]
) -> None:
    assert _status(printed, **pending) == "unknown"


def test_a_target_chosen_by_the_trigger_is_not_claimed_in_full() -> None:
    """Abilities and actions / Targeting: "After a target Shugenja attaches a Spell" (Too Much
    Too Soon) names a required target the grammar does not read: costs at most, never full."""
    from model.cardtext import import_text

    for printed in (ENTERS_TARGET, "After a target Shugenja attaches a Spell"):
        (action,) = import_text(
            f"<b>Reaction:</b> {printed}: Gain 1 Honor.", title="T", card_type=CardType.STRATEGY
        ).actions
        assert not action.full and "a target chosen by the trigger" in action.not_understood
    # "would target" is another action's targeting: still read
    (action,) = import_text(
        "<b>Reaction:</b> When an action would target your Personality: Gain 1 Honor.",
        title="T",
        card_type=CardType.STRATEGY,
    ).actions
    assert action.full
