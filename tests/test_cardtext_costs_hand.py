"""Costs paid with an area of yours: "Shuffle your hand into your Fate deck", "Destroy your
rightmost province" (issue 13; Costs and restrictions / Costs and changes: the change must fully
occur; Costs: only your cards). With another card in your hand the first is paid, with none
whether it is paid is not said; the second is paid while you have a province, and is not known
when the state does not say how many you have (unknown verdicts, never a guess)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.state import View
from model.zones import Zone
from solver.after_costs import after_costs
from solver.good_faith import check
from solver.verdict import AnnouncementError
from tests.builders import board, card, imported

FACE = (
    "<b>Open:</b> Shuffle your hand into your Fate deck: Draw a number of cards equal to the "
    "number you shuffled in."
)


def test_shuffle_your_hand_is_a_cost() -> None:
    (action,) = import_text(FACE, title="T Face", card_type=CardType.STRATEGY).actions
    assert action.full, action.not_understood
    (cost,) = action.ability.costs
    assert cost.shuffle_hand and cost.kind == "shuffle_hand"


@pytest.mark.parametrize(
    "text",
    [
        "<b>Open:</b> Shuffle your hand into your Dynasty deck: Draw a card.",
        "<b>Open:</b> Shuffle a card into your Fate deck: Draw a card.",
        "<b>Open:</b> Shuffle another player's hand into his Fate deck: Draw a card.",
    ],
)
def test_other_shuffles_are_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Face", card_type=CardType.STRATEGY).actions
    assert not action.costs


def _face_board(hand: int, **kw: Any) -> Any:
    ab = imported(FACE, "T Face", CardType.STRATEGY)
    cards = [card("s", "T Face", "me", zone="hand")]
    cards += [card(f"h{i}", "T Note", "me", zone="hand") for i in range(hand)]
    cards.append(card("theirs", "T Note", "them", zone="hand"))  # another player's hand
    return board(
        [
            {"title": "T Face", "type": "strategy", "abilities": [ab]},
            {"title": "T Note", "type": "strategy"},
        ],
        cards,
        **kw,
    )


def test_a_hand_with_another_card_pays_it() -> None:
    loaded = _face_board(2)
    verdict = check(loaded, "me", "s", 0)
    assert verdict.status == "legal", verdict
    after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
    assert after.card("h0").zone is Zone.FATE_DECK and after.card("h1").zone is Zone.FATE_DECK
    assert after.card("theirs").zone is Zone.HAND
    assert after.card("s").zone is Zone.FATE_DISCARD  # the Strategy played is not shuffled in


def test_the_deck_size_grows_by_the_cards_shuffled_in() -> None:
    players = [
        {"id": "me", "family_honor": 5, "fate_deck_size": 5},
        {"id": "them", "family_honor": 5},
    ]
    loaded = _face_board(2, players=players)
    verdict = check(loaded, "me", "s", 0)
    after = after_costs(loaded, "me", verdict).state
    assert next(p for p in after.players if p.id == "me").fate_deck_size == 7


def test_an_empty_hand_is_unknown() -> None:
    verdict = check(_face_board(0), "me", "s", 0)
    assert verdict.status == "unknown"
    assert "empty hand" in verdict.details[0].text


# -- "Destroy your rightmost province" ------------------------------------------------------

EBISU = (
    "<b>Limited:</b> Destroy your rightmost province and discard this card: Gain 4 Honor; this "
    "gain will not be negated."
)


def test_destroy_your_rightmost_province_is_a_cost() -> None:
    (action,) = import_text(EBISU, title="T Ebisu", card_type=CardType.CELESTIAL).actions
    assert action.full, action.not_understood
    province, itself = action.ability.costs
    assert province.destroy_province and province.kind == "destroy_province"
    assert itself.discard == "source"


@pytest.mark.parametrize(
    "text",
    [
        "<b>Limited:</b> Destroy another player's rightmost province: Draw a card.",
        "<b>Limited:</b> Destroy a province: Draw a card.",
    ],
)
def test_other_provinces_are_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Ebisu", card_type=CardType.CELESTIAL).actions
    assert not action.costs


def _ebisu_board(provinces: int | None, *extra: dict[str, Any]) -> Any:
    ab = imported(EBISU, "T Ebisu", CardType.CELESTIAL)
    me: dict[str, Any] = {"id": "me", "family_honor": 5}
    if provinces is not None:
        me["provinces"] = provinces
    return board(
        [
            {"title": "T Ebisu", "type": "celestial", "abilities": [ab]},
            {"title": "T Note", "type": "holding"},
        ],
        [card("e", "T Ebisu", "me"), *extra],
        players=[me, {"id": "them", "family_honor": 5, "provinces": 4}],
    )


@pytest.mark.parametrize(
    ("provinces", "expected"), [(3, "legal"), (1, "legal"), (0, "illegal"), (None, "unknown")]
)
def test_a_province_to_destroy_on_the_board(provinces: int | None, expected: str) -> None:
    assert check(_ebisu_board(provinces), "me", "e", 0).status == expected


def test_after_the_cost_one_province_fewer() -> None:
    loaded = _ebisu_board(3)
    verdict = check(loaded, "me", "e", 0)
    after = after_costs(loaded, "me", verdict).state
    assert {p.id: p.provinces for p in after.players} == {"me": 2, "them": 4}
    listed = _ebisu_board(3, card("p", "T Note", "me", zone="province", province=1))
    with pytest.raises(AnnouncementError):  # which province card is in the rightmost one?
        after_costs(listed, "me", check(listed, "me", "e", 0))
