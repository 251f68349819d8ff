"""Triggers read as events (model/cardtext/triggers.py, model/triggers.py): a state names what
happens (``event``) and the Reactions and Interrupts whose trigger it is may be used (Reference
04, Abilities); a trigger not read as an event is never guessed to fire."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.triggers import read_trigger
from model.common import CardType, Designator
from model.errors import InputErrors
from model.triggers import TriggerEvent
from solver.good_faith import check
from tests.builders import board, card, imported


@pytest.mark.parametrize(
    ("trigger", "kind", "expected"),
    [
        ("After Izuna enters play", "enters_play", {"itself": True}),
        ("After this Personality enters play", "enters_play", {"itself": True}),
        ("After you Recruit Izuna", "recruited", {"itself": True, "whose": "yours"}),
        ("After engaging", "engaging", {}),
        ("Before an action resolves", "action_resolves", {"timing": "before"}),
        ("Before the resolution of another player's action", "action_resolves",
         {"timing": "before", "whose": "another"}),
        ("After your Tactical action resolves", "action_resolves",
         {"whose": "yours", "keyword": "tactical"}),
        ("Before a Battle action resolves", "action_resolves",
         {"timing": "before", "designator": Designator.BATTLE}),
        ("After another player's Political action targets your Personality", "action_targets",
         {"whose": "another", "keyword": "political"}),
        ("to an action, after its targets are chosen", "action_targets", {}),
    ],
)  # fmt: skip
def test_triggers_read_as_events(trigger: str, kind: str, expected: dict[str, Any]) -> None:
    got = read_trigger(trigger, "Izuna", CardType.PERSONALITY)
    assert got is not None and got.kind == kind
    for name, value in expected.items():
        assert getattr(got, name) == value


def test_a_subject_is_a_selector_of_cards_in_play() -> None:
    got = read_trigger(
        "After another player's action targets your defending Personality", "T", CardType.ITEM
    )
    assert got is not None and got.subject is not None
    assert got.subject.type == (CardType.PERSONALITY,) and got.subject.defending is True


@pytest.mark.parametrize(
    "trigger",
    [
        "After this card enters play from your hand",  # from where: not read
        "After your target Samurai enters play",  # a target chosen by the trigger
        "After a Ranged Attack is targeted",
        "After you Recruit a Samurai",  # only the card itself
        "After a battle resolves",
        "After this Follower enters play",  # on a Personality: not the card itself
        "After an action resolves during which Kenta won a duel",
        # "a Fear action": an action that makes Fear, not a keyword of its ability
        "After a Fear action targets a card",
        "After another player's Ranged action resolves",
    ],
)
def test_triggers_not_read(trigger: str) -> None:
    assert read_trigger(trigger, "Kenta", CardType.PERSONALITY) is None


REACTION = "<b>Reaction:</b> After Izuna enters play: Draw a card."
TARGETED = (
    "<b>Reaction:</b> After another player's Political action targets your Personality: "
    "Draw a card."
)
UNREAD = "<b>Reaction:</b> After a battle resolves: Draw a card."


def _board(text: str, event: dict[str, Any] | None) -> Any:
    ab = imported(text, "Izuna", CardType.PERSONALITY)
    defs = [
        {"title": "Izuna", "type": "personality", "force": 2, "abilities": [ab]},
        {"title": "T Other", "type": "personality", "force": 1},
    ]
    cards = [card("izuna", "Izuna", "me"), card("other", "T Other", "me"),
             card("theirs", "T Other", "them")]  # fmt: skip
    return board(defs, cards, **({} if event is None else {"event": event}))


@pytest.mark.parametrize(
    ("text", "event", "expected"),
    [
        (REACTION, {"kind": "enters_play", "cards": ["izuna"]}, "legal"),
        (REACTION, {"kind": "enters_play", "cards": ["other"]}, "illegal"),
        (REACTION, {"kind": "enters_play", "timing": "before", "cards": ["izuna"]}, "illegal"),
        (REACTION, {"kind": "engaging"}, "illegal"),
        (REACTION, None, "illegal"),
        # another player's Political action targets your Personality
        (TARGETED, {"kind": "action_targets", "cards": ["other"], "player": "them",
                    "keywords": ["political"]}, "legal"),
        (TARGETED, {"kind": "action_targets", "cards": ["theirs"], "player": "them",
                    "keywords": ["political"]}, "illegal"),  # not your Personality
        (TARGETED, {"kind": "action_targets", "cards": ["other"], "player": "me",
                    "keywords": ["political"]}, "illegal"),  # your own action
        (TARGETED, {"kind": "action_targets", "cards": ["other"], "player": "them",
                    "keywords": []}, "illegal"),  # not Political
        (TARGETED, {"kind": "action_targets", "cards": ["other"], "player": "them"},
         "unknown"),  # its keywords not stated
        (UNREAD, {"kind": "enters_play", "cards": ["izuna"]}, "unknown"),  # never guessed
    ],
)  # fmt: skip
def test_reactions_at_the_event_on_the_board(
    text: str, event: dict[str, Any] | None, expected: str
) -> None:
    verdict = check(_board(text, event), "me", "izuna", 0)
    assert verdict.status == expected, verdict.reasons


def test_unread_trigger_says_why() -> None:
    verdict = check(_board(UNREAD, {"kind": "enters_play", "cards": ["izuna"]}), "me", "izuna", 0)
    assert "After a battle resolves" in verdict.reasons[0]


def test_an_action_event_describes_the_action_for_interrupt_conditions() -> None:
    loaded = _board(REACTION, {"kind": "action_targets", "player": "them",
                               "designator": "battle", "keywords": ["political"]})  # fmt: skip
    state = loaded.state
    assert state.action_player == "them" and state.action_designator is Designator.BATTLE
    assert state.action_keywords == ("political",)


@pytest.mark.parametrize(
    ("event", "where"),
    [
        ({"kind": "enters_play", "cards": ["nobody"]}, "event.cards[0]"),
        ({"kind": "action_resolves", "player": "ghost"}, "event.player"),
        ({"kind": "enter_play"}, "event.kind"),  # a misspelt word is an error
        ({"kind": "engaging", "cards": ["izuna"]}, "event"),
    ],
)
def test_bad_events_are_errors(event: dict[str, Any], where: str) -> None:
    with pytest.raises(InputErrors) as exc:
        _board(REACTION, event)
    assert where in str(exc.value)


def test_a_trigger_event_needs_a_card_only_where_it_is_about_cards() -> None:
    with pytest.raises(ValueError, match="about no card"):
        TriggerEvent(kind="engaging", itself=True)


def test_your_target_or_performing_personality_entering() -> None:
    """h43event: "your target Personality" / "your performing Personality" entering play fire
    as "your Personality" entering (the target or performer is that card)."""
    for words in (
        "After your target Personality enters play",
        "After your performing Personality enters play",
    ):
        event = read_trigger(words, "Kenta", CardType.ITEM)
        assert event is not None and event.kind == "enters_play" and event.subject is not None
        assert event.subject.type == (CardType.PERSONALITY,)
