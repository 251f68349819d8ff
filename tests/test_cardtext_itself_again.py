"""The card itself named again by a pronoun after the clause naming its area ("If Miwa is
face-up in your province, discard her", "If (and only if) this card is in your discard pile,
remove it from the game"): the cost is paid by the card itself, as "Discard this card" and
"Remove this card from the game" (Costs and restrictions / Costs; Reference 05, Areas)."""

from __future__ import annotations

import pytest

from model.abilities import Cost
from model.cardtext import import_text
from model.common import CardType
from solver.good_faith import check
from tests.builders import DEFS, board, card, imported

MIWA = (
    "<b>Limited:</b> If Miwa is face-up in your province, discard her and pay 2 Gold: Search "
    "your Dynasty deck for a non-Unique Lion Clan Shugenja. Refill this province with him, "
    "face-up."
)
GOSSIP = (
    "<b>Open:</b> If (and only if) this card is in your discard pile, remove it from the game "
    "and target a player: He must choose and bow one of his unbowed Personalities, if possible. "
    "Gain 1 Honor."
)


def test_discard_her_in_the_province() -> None:
    (action,) = import_text(MIWA, title="Kitsu Miwa", card_type=CardType.PERSONALITY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.used_from == "province"
    assert action.ability.costs == (Cost(discard="source"), Cost(gold=2))


def test_remove_it_from_the_discard_pile() -> None:
    imp = import_text(GOSSIP, title="Scandalous Gossip", card_type=CardType.STRATEGY)
    (action,) = imp.actions
    assert action.full and action.ability is not None, action.not_understood
    assert action.ability.used_from == "discard"
    assert action.ability.costs == (Cost(remove_from_game="source"),)
    assert len(action.ability.player_targets) == 1


@pytest.mark.parametrize(
    "text",
    [
        # "him" is no name of a Strategy: not the card itself
        "<b>Open:</b> If this card is in your discard pile, remove him from the game: Gain 1 "
        "Honor.",
        # a target before the pronoun: which card?
        "<b>Open:</b> If this card is in your discard pile, target a Personality and remove it "
        "from the game: Gain 1 Honor.",
        # no clause naming the card before: whom "it" names is outside the constraints
        "<b>Open:</b> Remove it from the game: Gain 1 Honor.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


@pytest.mark.parametrize(
    ("zone", "face_up", "expected"),
    [
        ("province", True, "legal"),
        ("province", False, "illegal"),
        ("dynasty_discard", True, "illegal"),
    ],
)
def test_discard_her_on_the_board(zone: str, face_up: bool, expected: str) -> None:
    """Usable only while face-up in your province; she pays by being discarded, and 2 Gold
    from the Stronghold."""
    ab = imported(MIWA, "Kitsu Miwa", CardType.PERSONALITY)
    defs = [
        DEFS[0],
        {"title": "Kitsu Miwa", "type": "personality", "gold_cost": 5, "abilities": [ab]},
    ]
    placed = {"province": 1, "face_up": face_up} if zone == "province" else {}
    cards = [card("sh", "T Stronghold", "me"), card("m", "Kitsu Miwa", "me", zone=zone, **placed)]
    assert check(board(defs, cards), "me", "m", 0).status == expected


@pytest.mark.parametrize(("zone", "expected"), [("fate_discard", "legal"), ("hand", "illegal")])
def test_remove_it_on_the_board(zone: str, expected: str) -> None:
    """Used only from the discard pile ("if (and only if)": a restriction before the cost)."""
    ab = imported(GOSSIP, "Scandalous Gossip", CardType.STRATEGY)
    defs = [
        DEFS[0],
        {"title": "Scandalous Gossip", "type": "strategy", "gold_cost": 1, "abilities": [ab]},
    ]
    cards = [card("sh", "T Stronghold", "me"), card("g", "Scandalous Gossip", "me", zone=zone)]
    assert check(board(defs, cards), "me", "g", 0).status == expected
