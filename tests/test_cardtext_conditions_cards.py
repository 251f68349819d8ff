"""Conditions on the cards in play (``model.cardtext.conditions_cards``) and the lists an
opening "If" may hold ("If he is dishonorable, Kolat, Ninja, or Shadowlands, ..."): read into
``Condition`` and checked on the board, where an opening "If" keeps its two readings (a
restriction, or a condition of the effect: ``unknown`` when only the first fails)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.selectors import BEARER, SOURCE, Condition, Controller, CountAtLeast, Selector
from model.zones import Place
from solver.good_faith import check
from tests.builders import board, card, imported, played

PERSON = {"title": "T Man", "type": "personality", "force": 2, "chi": 2}
MAGISTRATE = {"title": "T Judge", "type": "personality", "keywords": ["magistrate"], "force": 1}
KOLAT = {"title": "T Kolat", "type": "personality", "keywords": ["kolat"], "force": 1}
FOLLOWER = {"title": "T Spear", "type": "follower", "force": 1}
RING = {"title": "T Ring", "type": "ring"}


def test_readings() -> None:
    either = parse_condition("you control a Courtier or Magistrate", "X", CardType.HOLDING)
    assert isinstance(either, Condition) and either.control is not None
    assert either.control.select.any_keyword == ("courtier", "magistrate")
    assert either.control.select.controller is Controller.YOU
    units = parse_condition("you have any units at this battlefield", "X", CardType.HOLDING)
    here = Selector(
        type=(CardType.PERSONALITY,), controller=Controller.YOU, location=Place.CURRENT_BATTLEFIELD
    )
    assert units == Condition(control=CountAtLeast(select=here))
    few = parse_condition(
        "Sunetsu has one or no Followers", "Bayushi Sunetsu", CardType.PERSONALITY
    )
    two = CountAtLeast(select=Selector(type=(CardType.FOLLOWER,), attached_to=SOURCE), at_least=2)
    assert few == Condition(none_of=(Condition(exists=two),))
    rings = parse_condition("you control one or no Rings", "X", CardType.STRATEGY)
    mine = Selector(type=(CardType.RING,), controller=Controller.YOU)
    assert rings == Condition(none_of=(Condition(control=CountAtLeast(select=mine, at_least=2)),))
    no_ring = parse_condition("you don't have a Ring in play", "X", CardType.STRATEGY)
    assert no_ring == Condition(none_of=(Condition(control=CountAtLeast(select=mine)),))
    theirs = parse_condition(
        "it is another player's turn and he controls a Personality", "X", CardType.SENSEI
    )
    active = Selector(type=(CardType.PERSONALITY,), controller=Controller.ACTIVE)
    assert theirs == Condition(
        all_of=(Condition(your_turn=False), Condition(exists=CountAtLeast(select=active)))
    )
    opposes = parse_condition(
        "Senkiku opposes a dishonorable Personality", "Doji Senkiku", CardType.PERSONALITY
    )
    foe = Selector(type=(CardType.PERSONALITY,), dishonorable=True, opposing=SOURCE)
    assert opposes == Condition(exists=CountAtLeast(select=foe))
    chi = parse_condition("this Shugenja has 4 or higher Chi, or is Void", "X", CardType.SPELL)
    void = Condition(card=BEARER, matches=Selector(keyword=("void",)))
    assert chi == Condition(any_of=(Condition(where=("bearer.chi >= 4",)), void))
    listed = parse_condition("this card is dishonorable, Kolat, or Ninja", "X", CardType.SPELL)
    assert isinstance(listed, Condition) and len(listed.any_of) == 3
    assert listed.any_of[0] == Condition(card=SOURCE, matches=Selector(dishonorable=True))


@pytest.mark.parametrize(
    "text",
    [
        "you control an Air Shugenja or Courtier",  # the target grammar does not read it
        "you control a Personality or it is",
        "Sunetsu has one or no Holdings",  # no attachment
        "he has one or no Followers",  # whom "he" names: not the card itself here
        "you do not have a Ring at home",
        "the active player controls your Personality",
        "this Shugenja has 4 or higher Gold Cost",
    ],
)
def test_not_read(text: str) -> None:
    assert isinstance(parse_condition(text, "Bayushi Sunetsu", CardType.PERSONALITY), str)


def test_either_keyword_on_the_board() -> None:
    text = (
        "<b>Political Open:</b> If you control a Courtier or Magistrate, dishonor a target "
        "Personality."
    )
    judge = card("j", "T Judge", "me")
    foe = card("f", "T Man", "them")
    assert played(text, [PERSON, MAGISTRATE], [judge, foe]) == "legal"
    # a restriction (illegal) or a condition of the effect (legal, nothing targeted)
    assert played(text, [PERSON, MAGISTRATE], [foe]) == "unknown"
    assert played(text, [PERSON, MAGISTRATE], [card("j", "T Judge", "them"), foe]) == "unknown"


def test_pronoun_list_on_the_board() -> None:
    text = (
        "<b>Limited:</b> Target another player's Personality: If he is dishonorable, Kolat, or "
        "Ninja, his controller loses 1 Honor."
    )
    assert played(text, [PERSON, KOLAT], [card("k", "T Kolat", "them")]) == "legal"
    shamed = card("m", "T Man", "them", dishonorable=True)
    assert played(text, [PERSON, KOLAT], [shamed]) == "legal"
    assert played(text, [PERSON, KOLAT], [card("m", "T Man", "them")]) == "unknown"


def _own(text: str, cards: list[dict[str, Any]], **kw: Any) -> str:
    ab = imported(text, "T Sunetsu", CardType.PERSONALITY)
    defs = [{"title": "T Sunetsu", "type": "personality", "force": 3, "abilities": [ab]}]
    defs += [PERSON, FOLLOWER, RING]
    return check(board(defs, [card("src", "T Sunetsu", "me"), *cards], **kw), "me", "src", 0).status


def test_one_or_no_followers_on_the_board() -> None:
    text = "<b>Open:</b> If Sunetsu has one or no Followers, gain 1 Honor."
    spears = [card(f"s{i}", "T Spear", "me", attached_to="src") for i in range(2)]
    assert _own(text, spears[:1]) == "legal"
    assert _own(text, []) == "legal"
    assert _own(text, spears) == "unknown"
    # another Personality's Followers do not count
    other = [card("o", "T Man", "me")]
    other += [card(f"s{i}", "T Spear", "me", attached_to="o") for i in range(2)]
    assert _own(text, other) == "legal"


def test_the_active_players_cards_on_the_board() -> None:
    text = (
        "<b>Open:</b> If it is another player's turn and he controls a Personality, gain 1 Honor."
    )
    theirs = card("m", "T Man", "them")
    assert _own(text, [theirs], active_player="them") == "legal"
    assert _own(text, [], active_player="them") == "unknown"
    assert _own(text, [card("m", "T Man", "me")], active_player="them") == "unknown"
    assert _own(text, [theirs]) == "unknown"  # your turn


def test_rings_on_the_board() -> None:
    text = "<b>Open:</b> If you don't have a Ring in play, gain 1 Honor."
    assert _own(text, []) == "legal"
    assert _own(text, [card("r", "T Ring", "them")]) == "legal"
    assert _own(text, [card("r", "T Ring", "me")]) == "unknown"
    text = "<b>Open:</b> If you control one or no Rings, gain 1 Honor."
    assert _own(text, [card("r", "T Ring", "me")]) == "legal"
    assert _own(text, [card("r", "T Ring", "me"), card("q", "T Ring", "me")]) == "unknown"


def test_bearer_stat_or_keyword_on_the_board() -> None:
    text = "<b>Open:</b> If this Shugenja has 4 or higher Chi, or is Void, bow him to draw a card."
    ab = imported(text, "T Spell", CardType.SPELL)
    defs = [
        {"title": "T Spell", "type": "spell", "abilities": [ab]},
        {"title": "T Wise", "type": "personality", "keywords": ["shugenja"], "chi": 4},
        {"title": "T Void", "type": "personality", "keywords": ["shugenja", "void"], "chi": 1},
        {"title": "T Shu", "type": "personality", "keywords": ["shugenja"], "chi": 3},
    ]
    for host, expected in (("T Wise", "legal"), ("T Void", "legal"), ("T Shu", "unknown")):
        cards = [card("h", host, "me"), card("sp", "T Spell", "me", attached_to="h")]
        assert check(board(defs, cards), "me", "sp", 0).status == expected, host


def test_opposing_and_units_on_the_board() -> None:
    combat = {
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "them-p1",
        "attacker": "me",
    }
    text = "<b>Battle:</b> If Sunetsu opposes a dishonorable Personality, gain 2 Honor."
    here = {"zone": "battlefield", "battlefield": "them-p1"}
    me = card("src", "T Sunetsu", "me", **here)
    ab = imported(text, "T Sunetsu", CardType.PERSONALITY)
    defs = [{"title": "T Sunetsu", "type": "personality", "force": 3, "abilities": [ab]}, PERSON]

    def status(*cards: dict[str, Any]) -> str:
        return check(board(defs, [me, *cards], **combat), "me", "src", 0).status

    assert status(card("f", "T Man", "them", dishonorable=True, **here)) == "legal"
    assert status(card("f", "T Man", "them", **here)) == "unknown"
    assert status(card("f", "T Man", "them", dishonorable=True)) == "unknown"  # at home
    text = "<b>Battle:</b> If you have any units at this battlefield, gain 1 Honor."
    assert played(text, [PERSON], [card("m", "T Man", "me", **here)], **combat) == "legal"
    assert played(text, [PERSON], [card("m", "T Man", "them", **here)], **combat) == "unknown"


def test_shared_element_keyword_on_the_board() -> None:
    text = (
        "<b>Open:</b> If this Shugenja shares an element keyword with a Ring you control, gain 1 "
        "Honor."
    )
    cond = parse_condition(text[13:].split(",")[0].removeprefix("If "), "X", CardType.SPELL)
    assert isinstance(cond, Condition) and len(cond.any_of) == 5
    ab = imported(text, "T Spell", CardType.SPELL)
    defs = [
        {"title": "T Spell", "type": "spell", "abilities": [ab]},
        {"title": "T Fire Shu", "type": "personality", "keywords": ["shugenja", "fire"]},
        {"title": "T Fire Ring", "type": "ring", "keywords": ["fire"]},
        {"title": "T Air Ring", "type": "ring", "keywords": ["air"]},
    ]

    def status(*cards: dict[str, Any]) -> str:
        base = [card("h", "T Fire Shu", "me"), card("sp", "T Spell", "me", attached_to="h")]
        return check(board(defs, [*base, *cards]), "me", "sp", 0).status

    assert status(card("r", "T Fire Ring", "me")) == "legal"
    assert status(card("r", "T Air Ring", "me")) == "unknown"
    assert status(card("r", "T Fire Ring", "them")) == "unknown"


# -- "Shinoda is at another battlefield": at a battlefield, not the current one --------------

ELSEWHERE = "<b>Battle:</b> If Shinoda is at another battlefield: Gain 1 Honor."


def test_at_another_battlefield() -> None:
    cond = parse_condition(
        "Shinoda is at another battlefield", "Kuni Shinoda", CardType.PERSONALITY
    )
    assert cond == Condition(
        all_of=(
            Condition(card=SOURCE, matches=Selector(location=Place.BATTLEFIELD)),
            Condition(card=SOURCE, matches=Selector(location=Place.NOT_CURRENT_BATTLEFIELD)),
        )
    )


@pytest.mark.parametrize(
    ("where", "expected"),
    [
        ({"zone": "battlefield", "battlefield": "them-p2"}, "legal"),
        ({"zone": "battlefield", "battlefield": "them-p1"}, "illegal"),  # the current one
        ({"zone": "home"}, "illegal"),  # the home is no battlefield
    ],
)
def test_at_another_battlefield_on_the_board(where: dict[str, Any], expected: str) -> None:
    ab = imported(ELSEWHERE, "Kuni Shinoda", CardType.PERSONALITY)
    defs = [{"title": "Kuni Shinoda", "type": "personality", "force": 2, "abilities": [ab]}]
    loaded = board(
        defs,
        [card("s", "Kuni Shinoda", "me", **where)],
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        battlefields=["them-p1", "them-p2"],
        attacker="me",
    )
    assert check(loaded, "me", "s", 0).status == expected
