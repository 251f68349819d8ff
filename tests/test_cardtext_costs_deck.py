"""A cost paid with the top cards of your Fate deck (issue 13; Costs and restrictions / Costs
and changes: the change must fully occur): "Discard the top 3 cards of your Fate deck" is paid
only if the deck holds that many. The state says so by listing them; when it lists fewer, how
many the deck holds is not stated and a verdict that needs the cost is unknown (never a guess).
"""

from __future__ import annotations

from typing import Any

import pytest

from model.abilities import Cost
from model.cardtext import import_text
from model.common import CardType
from model.errors import GoodFaithError
from model.state import View
from model.zones import Zone
from solver.after_costs import after_costs
from solver.good_faith import check
from tests.builders import board, card, imported

GROVE = (
    "<b>Battle:</b> Discard the top 3 cards of your Fate deck and target an attacking "
    "Personality: Move him home."
)
DEFENSES = (
    "<b>Battle:</b> Bow your performing Artisan at any location and discard the top card of "
    "your Fate deck: Increase the current battlefield's province's strength by the card's Focus "
    "Value plus one."
)


def _action(text: str, title: str, card_type: CardType) -> Any:
    (action,) = import_text(text, title=title, card_type=card_type).actions
    return action


def test_the_top_cards_of_your_fate_deck() -> None:
    action = _action(GROVE, "Overgrown Grove", CardType.HOLDING)
    assert action.full, action.not_understood
    assert action.ability.costs == (Cost(discard_from_fate_deck=3),)
    (target,) = action.ability.targets
    assert target.select.attacking is True
    action = _action(DEFENSES, "Improved Defenses", CardType.STRATEGY)
    assert action.full, action.not_understood
    assert action.ability.costs[1] == Cost(discard_from_fate_deck=1)


@pytest.mark.parametrize(
    "words",
    [
        "Discard the top 3 cards of your Dynasty deck",  # another deck: not read
        "Discard the top 3 cards of another player's Fate deck",  # never another's (Costs)
        "Discard the top card of any Fate deck",
        "Discard the top 3 card of your Fate deck",
    ],
)
def test_other_decks_are_not_read(words: str) -> None:
    text = GROVE.replace("Discard the top 3 cards of your Fate deck", words)
    assert not _action(text, "Overgrown Grove", CardType.HOLDING).full


def _grove_board(listed: int, attacking: bool = True, size: int | None = None) -> Any:
    ab = imported(GROVE, "T Grove", CardType.HOLDING)
    defs = [
        {"title": "T Grove", "type": "holding", "abilities": [ab]},
        {"title": "T Foe", "type": "personality", "force": 1},
        {"title": "T Spell", "type": "spell"},
    ]
    here = {"zone": "battlefield", "battlefield": "me-p1"} if attacking else {"zone": "home"}
    cards = [
        card("grove", "T Grove", "me"),
        card("foe", "T Foe", "them", **here),
        *(card(f"d{i}", "T Spell", "me", zone="fate_deck") for i in range(listed)),
        card("theirs", "T Spell", "them", zone="fate_deck"),  # another player's deck: never
    ]
    combat = {"phase": "attack", "segment": "combat", "current_battlefield": "me-p1"}
    players = [{"id": "me", "family_honor": 5}, {"id": "them", "family_honor": 5}]
    if size is not None:
        players[0]["fate_deck_size"] = size
    return board(
        defs,
        cards,
        attacker="them",
        active_player="them",
        battlefields=("me-p1",),
        players=players,
        **combat,
    )


@pytest.mark.parametrize(
    ("listed", "attacking", "expected"),
    [
        (3, True, "legal"),  # three cards listed in your Fate deck
        (4, True, "legal"),
        (2, True, "unknown"),  # its size is not stated: may hold three or not
        (0, True, "unknown"),
        (3, False, "illegal"),  # no attacking Personality to target (the foe is home)
        (0, False, "illegal"),  # illegal whatever the deck holds
    ],
)
def test_the_top_cards_of_your_fate_deck_on_the_board(
    listed: int, attacking: bool, expected: str
) -> None:
    verdict = check(_grove_board(listed, attacking), "me", "grove", 0)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert "Fate deck" in verdict.reasons[0]


def test_the_top_cards_go_to_the_discard_pile() -> None:
    loaded = _grove_board(3)
    verdict = check(loaded, "me", "grove", 0)
    after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
    assert {after.card(f"d{i}").zone for i in range(3)} == {Zone.FATE_DISCARD}
    assert after.card("theirs").zone is Zone.FATE_DECK
    # more listed than discarded: which are on top is not known
    loaded = _grove_board(4)
    with pytest.raises(GoodFaithError, match="on top"):
        after_costs(loaded, "me", check(loaded, "me", "grove", 0))


@pytest.mark.parametrize(
    ("size", "listed", "expected"),
    [
        (40, 0, "legal"),  # the state says how many cards the deck holds
        (3, 0, "legal"),
        (2, 0, "illegal"),  # fewer than the cost discards: not paid in full
        (2, 3, "legal"),  # listed cards are in it whatever the size says
        (0, 0, "illegal"),
    ],
)
def test_a_stated_fate_deck_size(size: int, listed: int, expected: str) -> None:
    verdict = check(_grove_board(listed, size=size), "me", "grove", 0)
    assert verdict.status == expected, verdict.reasons
    if expected == "illegal":
        assert "holds" in verdict.reasons[0]


def test_the_stated_size_drops_after_the_cost() -> None:
    loaded = _grove_board(0, size=40)
    after = after_costs(loaded, "me", check(loaded, "me", "grove", 0))
    assert after.state.player("me").fate_deck_size == 37
    assert after.state.player("them").fate_deck_size is None
