"""More past occurrences (Costs and restrictions / Conditions: "Most references to past
occurrences will give a backwards-looking time period"): "since your last turn began / ended",
a Province of yours destroyed, an Honor loss another player's action caused you, an action
resolved from a Political Strategy, a card in an attacking army that won a battle. The state's
``past`` reports each exactly; an occurrence it does not report answers unknown."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.describe import ability_text
from model.errors import InputError
from model.past import Past
from model.selectors import SOURCE, Condition
from solver.good_faith import check
from tests.builders import board, card, imported, played


def _not(past: Past) -> Condition:
    return Condition(none_of=(Condition(past=past),))


@pytest.mark.parametrize(
    ("text", "title", "expected"),
    [
        (
            "none of your provinces have been destroyed since your last turn began",
            "T Kaiu",
            _not(Past(event="province_destroyed", period="since_last_turn_began")),
        ),
        (
            "none of your provinces have been destroyed since your last turn ended",
            "T Kaiu",
            _not(Past(event="province_destroyed", period="since_last_turn_ended")),
        ),
        (
            "none of your provinces have been destroyed this turn",
            "T Kaiu",
            _not(Past(event="province_destroyed", period="turn")),
        ),
        (
            "another player's action has caused you an Honor loss this turn",
            "T Host",
            Condition(past=Past(event="lost_honor_to_another", period="turn")),
        ),
        (
            "you have resolved an action from a Political Strategy this turn",
            "T Hoshihana",
            Condition(
                past=Past(event="resolved_from_strategy", period="turn", keyword="political")
            ),
        ),
        (
            "you have not resolved an action from a Strategy this phase",
            "T Hoshihana",
            _not(Past(event="resolved_from_strategy", period="phase")),
        ),
        (
            "Iwashi has been in an attacking army when it won a battle since your last turn began",
            "Yoritomo Iwashi",
            Condition(
                past=Past(event="won_battle_attacking", period="since_last_turn_began", card=SOURCE)
            ),
        ),
        (
            "none of your provinces have been destroyed since your last turn began, or you are "
            "a Scorpion Clan player",
            "T Kaiu",
            Condition(
                any_of=(
                    _not(Past(event="province_destroyed", period="since_last_turn_began")),
                    Condition(your_clan="scorpion"),
                )
            ),
        ),
    ],
)
def test_past_conditions(text: str, title: str, expected: Condition) -> None:
    assert parse_condition(text, title, CardType.PERSONALITY) == expected


@pytest.mark.parametrize(
    "text",
    [
        "none of your provinces have been destroyed",  # no period given
        "none of your provinces have been destroyed since your last turn",
        "none of your provinces have been destroyed since your last End Phase",
        "none of his provinces have been destroyed this turn",
        "your action has caused you an Honor loss this turn",
        "you have resolved an action from a Crab Strategy this turn",  # not an action keyword
        "you have resolved an action from a Political Event this turn",
        "Kenji has been in an attacking army when it won a battle this turn",  # another card
        "he has been in an attacking army when it won a battle this turn",
    ],
)
def test_other_past_conditions_are_not_read(text: str) -> None:
    assert isinstance(parse_condition(text, "Yoritomo Iwashi", CardType.PERSONALITY), str)


_KAIU = (
    "<b>Limited:</b> If none of your provinces have been destroyed since your last turn began, "
    "or you are a Scorpion Clan player: Gain 2 Honor."
)


def _destroyed(happened: bool, period: str = "since_last_turn_began") -> dict[str, Any]:
    return {"event": "province_destroyed", "period": period, "player": "me", "happened": happened}


def test_a_restriction_since_your_last_turn_on_the_board() -> None:
    (action,) = import_text(_KAIU, title="T Kaiu", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability) == (
        "Limited: if (not (you have had a Province destroyed since your last turn began)) or "
        "(you are a Scorpion Clan player)"
    )
    assert played(_KAIU, [], [], past=[_destroyed(False)]) == "legal"
    assert played(_KAIU, [], [], past=[_destroyed(True)]) == "illegal"
    # not reported, or reported for another period: unknown, never a guess
    assert played(_KAIU, [], []) == "unknown"
    assert played(_KAIU, [], [], past=[_destroyed(False, "since_last_turn_ended")]) == "unknown"
    assert played(_KAIU, [], [], past=[_destroyed(False, "turn")]) == "unknown"
    # another player's Provinces do not answer yours
    theirs = {**_destroyed(False), "player": "them"}
    assert played(_KAIU, [], [], past=[theirs]) == "unknown"


def test_a_strategy_keyword_fact_on_the_board() -> None:
    text = (
        "<b>Limited:</b> If you have resolved an action from a Political Strategy this turn: "
        "Draw a card."
    )
    fact = {"event": "resolved_from_strategy", "period": "turn", "player": "me"}
    assert played(text, [], [], past=[{**fact, "keyword": "political", "happened": True}]) == (
        "legal"
    )
    assert played(text, [], [], past=[{**fact, "keyword": "political", "happened": False}]) == (
        "illegal"
    )
    # any Strategy: not the occurrence asked about
    assert played(text, [], [], past=[{**fact, "happened": True}]) == "unknown"


def _iwashi(*facts: dict[str, Any]) -> str:
    text = (
        "<b>Limited:</b> If Iwashi has been in an attacking army when it won a battle since "
        "your last turn began, target a Personality: Bow him."
    )
    ab = imported(text, "Yoritomo Iwashi", CardType.PERSONALITY)
    loaded = board(
        [{"title": "Yoritomo Iwashi", "type": "personality", "force": 2, "abilities": [ab]}],
        [card("i", "Yoritomo Iwashi", "me")],
        past=list(facts),
    )
    return check(loaded, "me", "i", 0).status


def test_a_card_event_since_your_last_turn_on_the_board() -> None:
    won = {"event": "won_battle_attacking", "period": "since_last_turn_began", "card": "i"}
    assert _iwashi({**won, "happened": True}) == "legal"  # Iwashi himself is a target
    assert _iwashi({**won, "happened": False}) == "illegal"
    assert _iwashi() == "unknown"
    with pytest.raises(InputError):
        _iwashi({**won, "player": "me", "happened": True})  # a card's event names its card
    with pytest.raises(InputError):
        _iwashi({**_destroyed(True), "card": "i", "player": None})  # a player's: its player
    with pytest.raises(InputError):
        _iwashi({**won, "period": "since_last_turn", "happened": True})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "you have not put cards into your hand this phase",
            _not(Past(event="put_cards_in_hand", period="phase")),
        ),
        (
            "you have attached a Spell this turn",
            Condition(past=Past(event="attached_spell", period="turn")),
        ),
        (
            "you have taken an action from an Event in your Province this turn",
            Condition(past=Past(event="took_action_from_province_event", period="turn")),
        ),
    ],
)
def test_what_you_did(text: str, expected: Condition) -> None:
    assert parse_condition(text, "T Cipher", CardType.STRATEGY) == expected


@pytest.mark.parametrize(
    "text",
    [
        "you have put cards into his hand this phase",
        "you have not put two cards into your hand this phase",
        "you have attached a Spell to Kenji this turn",
        "you have attached an Item this turn",
        "you have taken an action from an Event this turn",  # any Event: not the words read
    ],
)
def test_what_you_did_not_read(text: str) -> None:
    assert isinstance(parse_condition(text, "T Cipher", CardType.STRATEGY), str)


def test_two_facts_about_you_on_the_board() -> None:
    text = (
        "<b>Battle:</b> If you have not put cards into your hand this phase and you have "
        "attached a Spell this turn: Draw two cards."
    )
    drew = {"event": "put_cards_in_hand", "period": "phase", "player": "me"}
    spell = {"event": "attached_spell", "period": "turn", "player": "me"}
    battle = {"segment": "combat", "current_battlefield": "b1", "attacker": "me"}

    def status(*facts: dict[str, Any]) -> str:
        return played(text, [], [], past=list(facts), battlefields=["b1"], **battle)

    assert status({**drew, "happened": False}, {**spell, "happened": True}) == "legal"
    assert status({**drew, "happened": True}, {**spell, "happened": True}) == "illegal"
    assert status({**drew, "happened": False}, {**spell, "happened": False}) == "illegal"
    assert status({**drew, "happened": False}) == "unknown"  # the Spell not reported
