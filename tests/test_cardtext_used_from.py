"""An action usable from an area out of play because its text names its card there ("If this
Follower is in your hand, Equip it ..."): Reference 05, Areas ("these limitations are
overridden by a reference to cards in an out-of-play area"). ``Ability.used_from``, checked by
``solver.timing``."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import SOURCE
from solver.good_faith import check
from tests.builders import DEFS, board, card, imported

BACK = "<b>Open, :g2::</b> If this Strategy is in your discard pile, put it into your hand."
EQUIP = "<b>Open:</b> If this Follower is in your hand, Equip it to your target Personality."


def _ability(text: str, card_type: CardType, title: str = "T Card") -> object:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    assert action.full and action.ability is not None, action.not_understood
    return action.ability


@pytest.mark.parametrize(
    ("text", "card_type", "area"),
    [
        (BACK, CardType.STRATEGY, "discard"),
        (EQUIP, CardType.FOLLOWER, "hand"),
        (
            "<b>Open:</b> If T Card is face-up in one of your provinces: Bring him into play, "
            "paying all costs and paying 2 less Gold.",
            CardType.PERSONALITY,
            "province",
        ),
        (
            "<b>Reaction:</b> After a Battle action resolves, if this card is in your hand, "
            "choose your performing Shugenja: Attach this card to him.",
            CardType.SPELL,
            "hand",
        ),
    ],
)
def test_the_area_read(text: str, card_type: CardType, area: str) -> None:
    ability = _ability(text, card_type)
    assert ability.used_from == area  # type: ignore[attr-defined]
    brings = [e.bring_into_play for e in ability.effects if e.bring_into_play]  # type: ignore[attr-defined]
    assert all(b.card == SOURCE for b in brings)


def test_inside_the_effects_it_is_no_area_of_use() -> None:
    """ "After this battle ends, if this card is in your discard pile, you may put it into your
    hand": a delayed effect's condition, not where the action is used."""
    ability = _ability(
        "<b>Battle:</b> Target an enemy Follower: Give it -4F. After this battle ends, if this "
        "card is in your discard pile, you may put it into your hand.",
        CardType.STRATEGY,
    )
    assert ability.used_from is None  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        # which "it": a card is targeted before that is not the one it is equipped to ("target
        # your performing Ninja and Equip it to him" is read: tests/test_h43_equip_chosen.py)
        "<b>Open:</b> If this Follower is in your hand, target your performing Ninja and Equip "
        "it to Kenji.",
        # dead and something else: not one area clause
        "<b>Open:</b> If T Card is dead and you control a Farm: Bring it into play.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.FOLLOWER).actions
    assert not action.full


@pytest.mark.parametrize(
    ("zone", "expected"), [("fate_discard", "legal"), ("hand", "unknown"), ("fate_deck", "illegal")]
)
def test_from_the_discard_pile_on_the_board(zone: str, expected: str) -> None:
    """The clause opens the effects: an opening "If" reads two ways (a restriction, or a
    condition of the effect only), so played from the hand, where a Strategy is usable
    anyway, the answer is unknown, never illegal; from the deck it is illegal either way."""
    ab = imported(BACK, "T Back", CardType.STRATEGY)
    assert ab["used_from"] == "discard" and ab["used_from_opening"] is True
    defs = [DEFS[0], {"title": "T Back", "type": "strategy", "abilities": [ab]}]
    cards = [card("sh", "T Stronghold", "me"), card("b", "T Back", "me", zone=zone)]
    assert check(board(defs, cards), "me", "b", 0).status == expected


@pytest.mark.parametrize(
    ("zone", "gold_cost", "expected"),
    [("hand", 3, "legal"), ("hand", 9, "illegal"), ("fate_discard", 3, "illegal")],
)
def test_equip_itself_from_the_hand_on_the_board(zone: str, gold_cost: int, expected: str) -> None:
    """Its own Gold Cost is paid (5 Gold from the Stronghold); usable only from the hand."""
    ab = imported(EQUIP, "T Foot", CardType.FOLLOWER)
    defs = [
        DEFS[0],
        {"title": "T Foot", "type": "follower", "gold_cost": gold_cost, "abilities": [ab]},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("lord", "T Lord", "me"),
        card("f", "T Foot", "me", zone=zone),
    ]
    assert check(board(defs, cards), "me", "f", 0).status == expected


DEAD = "<b>Open:</b> If T Dragon is dead: Bring it into play, paying all costs."


@pytest.mark.parametrize(
    ("dead", "gold_cost", "expected"),
    [(True, 4, "legal"), (False, 4, "illegal"), (True, 9, "illegal")],
)
def test_a_dead_personality_brings_itself_into_play(
    dead: bool, gold_cost: int, expected: str
) -> None:
    """Dead: destroyed and in the discard pile (Reference 05); its Gold Cost is paid."""
    ab = imported(DEAD, "T Dragon", CardType.PERSONALITY)
    assert ab["used_from"] == "discard"
    defs = [
        DEFS[0],
        {"title": "T Dragon", "type": "personality", "gold_cost": gold_cost, "abilities": [ab]},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("d", "T Dragon", "me", zone="dynasty_discard", dead=dead),
    ]
    assert check(board(defs, cards), "me", "d", 0).status == expected


def test_a_clause_before_the_constraints_is_no_opening_if() -> None:
    """ "If T Card is face-up in one of your provinces: Bring him into play": a restriction
    of the constraints block, one reading."""
    ability = _ability(
        "<b>Open:</b> If T Card is face-up in one of your provinces: Bring him into play, "
        "paying all costs.",
        CardType.PERSONALITY,
    )
    assert ability.used_from == "province"  # type: ignore[attr-defined]
    assert ability.used_from_opening is False  # type: ignore[attr-defined]


def test_a_follower_in_play_with_an_opening_if_is_unknown() -> None:
    """ "Open: If this Follower is in your hand, Equip it ...": attached to a Personality, the
    Follower's ability is usable anyway, and read leniently the If only conditions the Equip."""
    ab = imported(EQUIP, "T Foot", CardType.FOLLOWER)
    defs = [
        DEFS[0],
        {"title": "T Foot", "type": "follower", "gold_cost": 3, "abilities": [ab]},
        {"title": "T Lord", "type": "personality", "force": 1},
    ]
    cards = [
        card("sh", "T Stronghold", "me"),
        card("lord", "T Lord", "me"),
        {**card("f", "T Foot", "me"), "attached_to": "lord"},
    ]
    verdict = check(board(defs, cards), "me", "f", 0)
    assert verdict.status == "unknown"
    assert "reads two ways" in verdict.reasons[0] and "not in your hand" in verdict.reasons[0]
