"""Conditions that refer back to past occurrences (Costs and restrictions / Conditions): "If
Nozomi moved this battle", "If Kyuji has not moved to a battlefield this turn", "If this
Follower did not enter play this turn", "If you have not taken an action this phase". The
state's ``past`` reports what happened; an occurrence it does not report answers unknown."""

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
    ("text", "title", "card_type", "expected"),
    [
        (
            "Nozomi moved this battle",
            "Daidoji Nozomi",
            CardType.PERSONALITY,
            Condition(past=Past(event="moved", period="battle", card=SOURCE)),
        ),
        (
            "Hokaiko has moved this turn",
            "Isawa Hokaiko",
            CardType.PERSONALITY,
            Condition(past=Past(event="moved", period="turn", card=SOURCE)),
        ),
        (
            "Kyuji has not moved to a battlefield this turn",
            "Kyuji",
            CardType.PERSONALITY,
            _not(Past(event="moved_to_battlefield", period="turn", card=SOURCE)),
        ),
        (
            "this Follower did not enter play this turn",
            "T Disciples",
            CardType.FOLLOWER,
            _not(Past(event="entered_play", period="turn", card=SOURCE)),
        ),
        (
            "this Personality has entered play this game",
            "T Hero",
            CardType.PERSONALITY,
            Condition(past=Past(event="entered_play", period="game", card=SOURCE)),
        ),
        (
            "you have not taken an action this phase",
            "T Season",
            CardType.EVENT,
            _not(Past(event="took_action", period="phase")),
        ),
        (
            "you have taken an action this turn",
            "T Season",
            CardType.STRATEGY,
            Condition(past=Past(event="took_action", period="turn")),
        ),
    ],
)
def test_past_conditions(text: str, title: str, card_type: CardType, expected: Condition) -> None:
    assert parse_condition(text, title, card_type) == expected


@pytest.mark.parametrize(
    ("text", "title", "card_type"),
    [
        ("he moved this battle", "Daidoji Nozomi", CardType.PERSONALITY),  # whom "he" names
        ("Nozomi moved", "Daidoji Nozomi", CardType.PERSONALITY),  # no period given
        ("Kenji moved this battle", "Daidoji Nozomi", CardType.PERSONALITY),  # another card
        ("this Personality moved this turn", "T Blade", CardType.ITEM),  # the bearer
        ("this Follower did not moved this turn", "T F", CardType.FOLLOWER),
        ("this Follower has not move this turn", "T F", CardType.FOLLOWER),
        ("this Follower entered play to a battlefield this turn", "T F", CardType.FOLLOWER),
        ("you have not taken an action", "T S", CardType.STRATEGY),
        ("another player has taken an action this turn", "T S", CardType.STRATEGY),
        ("you have not taken a Battle action this turn", "T S", CardType.STRATEGY),
    ],
)
def test_other_past_conditions_are_not_read(text: str, title: str, card_type: CardType) -> None:
    assert isinstance(parse_condition(text, title, card_type), str)


_ZOKU = "<b>Open:</b> If Zoku has not moved this turn, straighten him."


def _zoku_board(**kw: Any) -> Any:
    ab = imported(_ZOKU, "T Zoku", CardType.PERSONALITY)
    return board(
        [{"title": "T Zoku", "type": "personality", "force": 2, "chi": 2, "abilities": [ab]}],
        [card("z", "T Zoku", "me")],
        **kw,
    )


def test_an_opening_if_about_the_past_is_read_in_full() -> None:
    (action,) = import_text(_ZOKU, title="T Zoku", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert ability_text(action.ability).startswith(
        "Open: if not (this card has moved this turn) · unsettled"
    )


def _moved(happened: bool, **kw: Any) -> dict[str, Any]:
    return {"event": "moved", "period": "turn", "happened": happened, **kw}


def test_an_opening_if_about_the_past_on_the_board() -> None:
    # not moved this turn: the condition holds, legal in both readings
    assert check(_zoku_board(past=[_moved(False, card="z")]), "me", "z", 0).status == "legal"
    # moved: a restriction (strict) or a condition of the effect (lenient): unknown
    assert check(_zoku_board(past=[_moved(True, card="z")]), "me", "z", 0).status == "unknown"
    # not reported: unknown, never a guess
    assert check(_zoku_board(), "me", "z", 0).status == "unknown"
    # a fact about another period or card does not answer it
    other = [{"event": "moved", "period": "battle", "happened": False, "card": "z"}]
    assert check(_zoku_board(past=other), "me", "z", 0).status == "unknown"
    # the timing fails either way
    stated = [_moved(False, card="z")]
    assert check(_zoku_board(past=stated, phase="dynasty"), "me", "z", 0).status == "illegal"


def test_a_restriction_about_your_actions_on_the_board() -> None:
    text = "<b>Limited:</b> If you have not taken an action this phase: Draw a card."
    took = {"event": "took_action", "period": "phase", "player": "me"}
    assert played(text, [], [], past=[{**took, "happened": False}]) == "legal"
    assert played(text, [], [], past=[{**took, "happened": True}]) == "illegal"
    assert played(text, [], []) == "unknown"
    # another player's actions do not answer yours
    theirs = {**took, "player": "them", "happened": False}
    assert played(text, [], [], past=[theirs]) == "unknown"


def test_the_event_itself_into_play_under_a_past_condition() -> None:
    text = "<b>Open:</b> If you have not taken an action this phase, put this Event into play."
    (action,) = import_text(text, title="T Season", card_type=CardType.EVENT).actions
    assert action.full and action.ability is not None, action.not_understood


@pytest.mark.parametrize(
    "fact",
    [
        {"event": "moved", "period": "turn", "happened": True, "player": "me"},  # a card's
        {"event": "took_action", "period": "turn", "happened": True, "card": "z"},  # a player's
        {"event": "moved", "period": "turn", "happened": True, "card": "nobody"},
        {"event": "took_action", "period": "turn", "happened": True, "player": "nobody"},
        {"event": "mooved", "period": "turn", "happened": True, "card": "z"},  # misspelt
        {"event": "moved", "period": "round", "happened": True, "card": "z"},
        {"event": "moved", "period": "turn", "card": "z"},  # 'happened' is required
    ],
)
def test_the_state_field_is_validated(fact: dict[str, Any]) -> None:
    with pytest.raises(InputError):
        _zoku_board(past=[fact])


def test_one_fact_per_occurrence() -> None:
    with pytest.raises(InputError):
        _zoku_board(past=[_moved(True, card="z"), _moved(False, card="z")])
    with pytest.raises(ValueError):
        Past(event="moved", period="turn")
    with pytest.raises(ValueError):
        Past(event="took_action", period="turn", card=SOURCE)


@pytest.mark.parametrize(
    ("text", "title", "card_type", "expected"),
    [
        (
            "Masamitsu has cast an Air Spell this turn",
            "Kitsuki Masamitsu",
            CardType.PERSONALITY,
            Condition(past=Past(event="cast_spell", period="turn", card=SOURCE, keyword="air")),
        ),
        (
            "this Personality has not cast a Spell this battle",
            "T Hero",
            CardType.PERSONALITY,
            _not(Past(event="cast_spell", period="battle", card=SOURCE)),
        ),
        (
            "you have attached a card from your hand this turn",
            "Moshi Madoka",
            CardType.PERSONALITY,
            Condition(past=Past(event="attached_from_hand", period="turn")),
        ),
        (
            "one of your Personalities has won a duel this turn",
            "T Lessons",
            CardType.STRATEGY,
            Condition(past=Past(event="won_duel", period="turn")),
        ),
        (
            "you have not resolved a Coronation Festival this game",
            "Coronation Festival",
            CardType.EVENT,
            _not(Past(event="resolved_title", period="game", title="Coronation Festival")),
        ),
        (
            "you have not played another Flashy Technique this turn",
            "Flashy Technique",
            CardType.STRATEGY,
            _not(Past(event="played_title", period="turn", title="Flashy Technique")),
        ),
    ],
)
def test_more_past_conditions(
    text: str, title: str, card_type: CardType, expected: Condition
) -> None:
    assert parse_condition(text, title, card_type) == expected


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("you have not resolved a Coronation Festival this game", "T Other"),  # not its title
        ("you have not resolved a Hida Kisada this game", "Hida Kisada • Experienced"),
        ("you have won a duel this turn", "T Dojo"),  # (not the words read)
        ("another player has attached a card from his hand this turn", "T S"),
        ("Kenji has cast an Air Spell this turn", "Kitsuki Masamitsu"),  # another card
    ],
)
def test_more_past_conditions_not_read(text: str, title: str) -> None:
    assert isinstance(parse_condition(text, title, CardType.STRATEGY), str)


def test_a_fact_names_its_keyword_and_title() -> None:
    text = "<b>Limited:</b> If you have not resolved a T Festival this game: Draw a card."
    fact = {"event": "resolved_title", "period": "game", "player": "me"}
    ab = imported(text, "T Festival", CardType.STRATEGY)
    defs = [
        {"title": "T Festival", "type": "strategy", "abilities": [ab]},
        {"title": "T Other", "type": "strategy"},  # a past title is a card's (h39vocab)
    ]

    def status(*facts: dict[str, Any]) -> str:
        loaded = board(defs, [card("f", "T Festival", "me", zone="hand")], past=list(facts))
        return check(loaded, "me", "f", 0).status

    assert status({**fact, "title": "T Festival", "happened": False}) == "legal"
    assert status({**fact, "title": "T Festival", "happened": True}) == "illegal"
    assert status({**fact, "title": "T Other", "happened": False}) == "unknown"
    spell = {"event": "cast_spell", "period": "turn", "card": "z", "happened": True}
    with pytest.raises(InputError):
        _zoku_board(past=[{**fact, "happened": True}])  # a title event names its title
    with pytest.raises(InputError):
        _zoku_board(past=[{**spell, "title": "T Festival"}])  # a card's event names none
    with pytest.raises(InputError):
        _zoku_board(past=[{**spell, "keyword": "Air"}])  # lower case
    with pytest.raises(InputError):
        _zoku_board(past=[{**fact, "title": "T Festival", "keyword": "air", "happened": True}])


def test_a_keyword_fact_on_the_board() -> None:
    text = "<b>Open:</b> If Zoku has cast an Air Spell this turn, straighten him."
    ab = imported(text, "T Zoku", CardType.PERSONALITY)
    spell = {"event": "cast_spell", "period": "turn", "card": "z"}

    def status(*facts: dict[str, Any]) -> str:
        loaded = board(
            [{"title": "T Zoku", "type": "personality", "force": 2, "abilities": [ab]}],
            [card("z", "T Zoku", "me")],
            past=list(facts),
        )
        return check(loaded, "me", "z", 0).status

    assert status({**spell, "keyword": "air", "happened": True}) == "legal"
    assert status({**spell, "keyword": "air", "happened": False}) == "unknown"  # two readings
    assert status({**spell, "happened": True}) == "unknown"  # any Spell: not the one asked
