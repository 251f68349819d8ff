"""Color text in an action (Reference 03: "italic, no parentheses, describes what effects are
simulating; no game impact. Always a separate sentence") is no text to read: "<i>Dairuko
rallies her troops.</i>" before a Reaction's trigger leaves the trigger read."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.cardtext.split import split_printed
from model.common import CardType
from model.describe import ability_text
from solver.good_faith import check
from tests.builders import board, card, imported

DAIRUKO = (
    "<b>Tireless Reaction:</b> <i>Dairuko rallies her troops.</i> Before the resolution of a "
    "battle at her battlefield, that battle's resolution will not bow cards in your army."
)
TRIGGER = "Before the resolution of a battle at her battlefield"


def test_color_text_is_left_out_of_the_body_only() -> None:
    (para,) = split_printed(DAIRUKO)
    assert para.body.startswith("Before the resolution")
    assert para.text.startswith("Tireless Reaction: Dairuko rallies her troops. Before")


def test_the_trigger_after_color_text_is_read() -> None:
    (action,) = import_text(DAIRUKO, title="Akodo Dairuko", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.trigger == TRIGGER
    assert (
        ability_text(action.ability)
        == f"Tireless Reaction ({TRIGGER}): usable while its card is bowed"
    )


@pytest.mark.parametrize(
    "text",
    [
        # parenthesised italics are reminder text, read (or refused) as before
        "<b>Reaction:</b> <i>(Dairuko rallies her troops.)</i> Before the resolution of a battle "
        "at her battlefield, draw a card.",
        # italics inside a sentence are no sentence of their own
        "<b>Reaction:</b> After a battle resolves, <i>Dairuko rallies</i> her troops.",
    ],
)
def test_other_italics_stay_in_the_body(text: str) -> None:
    (para,) = split_printed(text)
    assert "Dairuko" in para.body


@pytest.mark.parametrize(
    ("trigger", "bowed", "expected"),
    [(TRIGGER, True, "legal"), (TRIGGER, False, "legal"), ("After engaging", False, "illegal")],
)
def test_the_reaction_on_the_board(trigger: str, bowed: bool, expected: str) -> None:
    """At its trigger, bowed or not (Tireless), once per turn."""
    ab = imported(DAIRUKO, "Akodo Dairuko", CardType.PERSONALITY)
    defs = [{"title": "Akodo Dairuko", "type": "personality", "force": 3, "abilities": [ab]}]
    cards = [card("d", "Akodo Dairuko", "me", bowed=bowed)]
    loaded = board(defs, cards, trigger=trigger)
    assert check(loaded, "me", "d", 0).status == expected
