"""A cost paid with your whole hand: "Shuffle your hand into your Fate deck" (issue 13; Costs
and restrictions / Costs and changes: the change must fully occur; Costs: only your cards).
With another card in your hand it is paid; with none, whether it is paid is not said (the
verdict is unknown, never a guess)."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.state import View
from model.zones import Zone
from solver.after_costs import after_costs
from solver.good_faith import check
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
