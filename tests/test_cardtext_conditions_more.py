"""More restrictions read whole (Costs and restrictions / Restrictions): a card's Clan
Alignment ("If this Personality is Dragon Clan", Reference 03), the Imperial Favor held by any
player, an empty hand, and past occurrences ("you have not Lobbied this turn", "you have not
gained Honor this turn")."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.conditions import parse_condition
from model.common import CardType
from model.past import Past
from model.selectors import BEARER, SOURCE, Condition, CountAtLeast, Selector
from model.zones import Place
from solver.good_faith import check
from tests.builders import board, card, imported, played


@pytest.mark.parametrize(
    ("text", "title", "card_type", "expected"),
    [
        (
            "this Personality is Dragon Clan",
            "T Sword",
            CardType.ITEM,
            Condition(card=BEARER, matches=Selector(clan="dragon")),
        ),
        (
            "Hoturi is Crane Clan",
            "Doji Hoturi",
            CardType.PERSONALITY,
            Condition(card=SOURCE, matches=Selector(clan="crane")),
        ),
        ("any player controls the Imperial Favor", "T Takai", CardType.PERSONALITY, None),
        (
            "you have no cards in your hand",
            "T Ring",
            CardType.RING,
            Condition(
                none_of=(Condition(control=CountAtLeast(select=Selector(location=Place.HAND))),)
            ),
        ),
        (
            "you have not Lobbied this turn",
            "T Hatori",
            CardType.PERSONALITY,
            Condition(none_of=(Condition(past=Past(event="lobbied", period="turn")),)),
        ),
        (
            "you have not gained Honor this turn",
            "T Evils",
            CardType.STRATEGY,
            Condition(none_of=(Condition(past=Past(event="gained_honor", period="turn")),)),
        ),
    ],
)
def test_more_conditions(
    text: str, title: str, card_type: CardType, expected: Condition | None
) -> None:
    expected = expected or Condition(favor_held=True)
    assert parse_condition(text, title, card_type) == expected


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("this Personality is Kolat Clan", CardType.ITEM),  # not a clan
        ("Kenji is Crane Clan", CardType.PERSONALITY),  # another card
        ("you have no cards in your hand", CardType.STRATEGY),  # (played from the hand)
        ("any player controls a Ring", CardType.STRATEGY),
        ("you have not Lobbied", CardType.STRATEGY),  # no period given
    ],
)
def test_more_conditions_not_read(text: str, card_type: CardType) -> None:
    assert isinstance(parse_condition(text, "Doji Hoturi", card_type), str)


_TAKAI = "<b>Limited:</b> If any player controls the Imperial Favor: Draw a card."


@pytest.mark.parametrize(
    ("favor", "expected"), [("them", "legal"), ("me", "legal"), (None, "illegal")]
)
def test_the_favor_held_by_any_player_on_the_board(favor: str | None, expected: str) -> None:
    assert played(_TAKAI, [], [], imperial_favor=favor) == expected


def _blade(clan: list[str], **kw: Any) -> str:
    text = "<b>Battle:</b> Once per battle, if this Personality is Crane Clan: Straighten him."
    ab = imported(text, "T Blade", CardType.ITEM)
    loaded = board(
        [
            {"title": "T Blade", "type": "item", "abilities": [ab]},
            {"title": "T Hero", "type": "personality", "force": 2, "clan": clan},
        ],
        [
            card("h", "T Hero", "me", zone="battlefield", battlefield="them-p1"),
            card("b", "T Blade", "me", zone="battlefield", battlefield="them-p1", attached_to="h"),
        ],
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        attacker="me",
        **kw,
    )
    return check(loaded, "me", "b", 0).status


def test_the_bearers_clan_on_the_board() -> None:
    assert _blade(["crane"]) == "legal"
    assert _blade(["crab"]) == "illegal"
    assert _blade([]) == "illegal"


def test_an_empty_hand_on_the_board() -> None:
    text = "<b>Open:</b> If you have no cards in your hand, gain 1 Honor."
    ab = imported(text, "T Ring", CardType.RING)
    defs = [{"title": "T Ring", "type": "ring", "abilities": [ab]}]

    def status(*hand: dict[str, Any]) -> str:
        loaded = board(
            [*defs, {"title": "T Card", "type": "strategy"}], [card("r", "T Ring", "me"), *hand]
        )
        return check(loaded, "me", "r", 0).status

    assert status() == "legal"
    # a card in hand: a restriction (strict) or a condition of the effect (lenient): unknown
    assert status(card("c", "T Card", "me", zone="hand")) == "unknown"
    assert status(card("c", "T Card", "them", zone="hand")) == "legal"  # another player's


@pytest.mark.parametrize(
    ("text", "card_type", "expected"),
    [
        (
            "this unit is opposed",
            CardType.FOLLOWER,
            Condition(card=BEARER, matches=Selector(opposed=True)),
        ),
        (
            "this unit is at the current battlefield",
            CardType.PERSONALITY,
            Condition(card=SOURCE, matches=Selector(location=Place.CURRENT_BATTLEFIELD)),
        ),
        (
            "this unit has no Followers",
            CardType.ITEM,
            Condition(
                card=BEARER,
                matches=Selector(lacks_attachment=Selector(type=(CardType.FOLLOWER,))),
            ),
        ),
    ],
)
def test_this_unit(text: str, card_type: CardType, expected: Condition) -> None:
    assert parse_condition(text, "T Unit", card_type) == expected


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("this unit is opposed", CardType.HOLDING),  # not in a unit
        ("this unit is bowed", CardType.ITEM),  # every card of it, or its Personality?
        ("this unit is in an army", CardType.ITEM),
        ("this unit has no Items", CardType.ITEM),
    ],
)
def test_this_unit_not_read(text: str, card_type: CardType) -> None:
    assert isinstance(parse_condition(text, "T Unit", card_type), str)


def _carpet(*followers: str) -> str:
    text = (
        "<b>Battle:</b> Any number of times per turn, if this unit has no Followers: Move this "
        "unit home."
    )
    ab = imported(text, "T Carpet", CardType.ITEM)
    at = {"zone": "battlefield", "battlefield": "them-p1"}
    loaded = board(
        [
            {"title": "T Carpet", "type": "item", "abilities": [ab]},
            {"title": "T Hero", "type": "personality", "force": 2},
            {"title": "T Aide", "type": "follower", "force": 1},
        ],
        [
            card("h", "T Hero", "me", **at),
            card("c", "T Carpet", "me", attached_to="h", **at),
            *(card(f, "T Aide", "me", attached_to="h", **at) for f in followers),
        ],
        phase="attack",
        segment="combat",
        current_battlefield="them-p1",
        attacker="me",
    )
    return check(loaded, "me", "c", 0).status


def test_this_unit_on_the_board() -> None:
    assert _carpet() == "legal"
    assert _carpet("f1") == "illegal"
