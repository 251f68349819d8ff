"""What is done with a card a deck search found (model/cardtext/entering_forms.py): "Search your
Dynasty or Fate deck. If you find a Region, attach it to one of your provinces, paying all
costs." asks nothing: the player is not assumed to know his face-down decks (Abilities and
actions / Good Faith Rule)."""

from __future__ import annotations

import pytest

from model.cardtext import import_text
from model.common import CardType
from tests.builders import played

FOUND = (
    "<b>Limited:</b> Search your Dynasty or Fate deck. If you find a Region, attach it to one of "
    "your provinces, paying all costs. If you find a Terrain, put it in your hand and discard a "
    "card."
)


def test_the_card_found_asks_nothing() -> None:
    (action,) = import_text(FOUND, title="T Card", card_type=CardType.STRATEGY).actions
    assert action.full and action.ability is not None, action.not_understood
    assert tuple(action.ability.all_target_specs()) == ()
    assert not any(e.bring_into_play for e in action.ability.effects)


@pytest.mark.parametrize(
    "text",
    [
        # no search before
        "<b>Limited:</b> Gain 1 Honor. If you find a Region, attach it to one of your provinces, "
        "paying all costs.",
        # a discard pile is face up
        "<b>Limited:</b> Search your discard pile. If you find a Region, attach it to one of "
        "your provinces, paying all costs.",
        # a target in what is done
        "<b>Limited:</b> Search your Fate deck. If you find a Spell, attach it to your target "
        "Shugenja, paying all costs.",
    ],
)
def test_not_read(text: str) -> None:
    (action,) = import_text(text, title="T Card", card_type=CardType.STRATEGY).actions
    assert not action.full


def test_on_an_empty_board() -> None:
    assert played(FOUND, [], []) == "legal"
