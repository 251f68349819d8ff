"""An Interrupt whose printed words are a moment inside the action it is played to ("After any
Fear effect from the action bows a card, destroy it."): at the window where an action awaits
Interrupts it is usable whatever the action is (Reference 01, change 4; Reference 05, Areas: an
Interrupt creates an effect that triggers later in the action; h27rev1: Okura is Released was
`unknown`, truth legal); with nothing pending it is not (control), and words about the action's
targets stay a condition."""

from __future__ import annotations

import pytest

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.common import CardType
from solver.good_faith import check
from tests.builders import board, card, imported

_OKURA = "<b>Interrupt:</b> After any Fear effect from the action bows a card, destroy it."
_GOSHI = "<b>Interrupt:</b> After the action destroys a dishonorable Personality, gain 1 Honor."
_TASHIHIME = (
    "<b>Interrupt:</b> Before another player loses Honor from the action, increase the loss "
    "by 1 and gain 1 Honor."
)
_BALANCE = (
    "<b>Interrupt:</b> After the action targets your bowed Personality, negate its remaining "
    "effects."
)


def _status(text: str, window: bool) -> str:
    ab = imported(text, "T Okura", CardType.PERSONALITY)
    defs = [
        {"title": "T Okura", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Bow", "type": "holding"},
    ]
    cards = [card("k", "T Okura", "me", zone="home"), card("bow", "T Bow", "them")]
    fields: dict[str, object] = (
        {
            "trigger": INTERRUPT_TO_AN_ACTION,
            "action_player": "them",
            "action_designator": "battle",
            "action_keywords": [],
        }
        if window
        else {}
    )
    state = board(defs, cards, **fields)  # type: ignore[arg-type]
    return check(state, "me", "k", 0).status


@pytest.mark.parametrize("text", [_OKURA, _GOSHI, _TASHIHIME])
def test_a_moment_inside_the_action_is_the_timing_of_its_effect(text: str) -> None:
    assert _status(text, window=True) == "legal"
    assert _status(text, window=False) == "illegal"  # nothing pending: no action to play it to


def test_words_about_the_actions_targets_stay_a_condition() -> None:
    """Control: the targets are chosen before the window; which ones the state does not say."""
    assert _status(_BALANCE, window=True) != "legal"


_PLAIN = "<b>Interrupt:</b> Gain 1 Honor."
_WORDS = "After the action targets your bowed Personality"


@pytest.mark.parametrize(
    ("trigger", "printer", "action_player", "expected"),
    [
        # an Interrupt's words for the window itself, the action described: Interrupts are
        # played to it
        (_WORDS, "Interrupt", "them", "legal"),
        # the same words with no action described: may be the window (not stated)
        (_WORDS, "Interrupt", None, "unknown"),
        # a Reaction's words name the targeting itself, not the window (as before)
        (_WORDS, "Reaction", "them", "illegal"),
        # a moment that can't be an Interrupt window
        ("After engaging", "Reaction", "them", "illegal"),
    ],
)
def test_an_interrupt_to_an_action_at_the_window_named_in_other_words(
    trigger: str, printer: str, action_player: str | None, expected: str
) -> None:
    """Reference 01, change 4 (h27remeasure1: The Turtle's Shell was refused at a state whose
    trigger was Balance in Nothingness's printed Interrupt words for the same window)."""
    ab = imported(_PLAIN, "T Shell", CardType.PERSONALITY)
    words = imported(f"<b>{printer}:</b> {trigger}, gain 1 Honor.", "T Words", CardType.PERSONALITY)
    defs = [
        {"title": "T Shell", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Words", "type": "personality", "force": 2, "abilities": [words]},
        {"title": "T Bow", "type": "holding"},
    ]
    cards = [
        card("k", "T Shell", "me", zone="home"),
        card("w", "T Words", "them", zone="home"),
        card("bow", "T Bow", "them"),
    ]
    fields: dict[str, object] = {"trigger": trigger, "action_player": action_player}
    if action_player is not None:
        fields |= {"action_designator": "battle", "action_keywords": []}
    state = board(defs, cards, **fields)  # type: ignore[arg-type]
    assert check(state, "me", "k", 0).status == expected
