"""A target in any player's discard pile removed from the game as a cost (issue 13;
model/cardtext/costs_piles.py; Costs and restrictions / Costs: no cost is paid with another
player's cards, while the text names any player's pile): two readings, legal with a card in your
own pile, unknown with one only in another player's, illegal with none."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext import import_text
from model.common import CardType
from model.selectors import Controller
from model.state import View
from model.zones import Place, Zone
from solver.after_costs import after_costs
from solver.good_faith import check
from tests.builders import board, card, imported

DEATH = (
    "<b>Battle:</b> Remove a target dead Personality in any player's discard pile from the "
    "game: Create a 2F/2C/0PH <b>Shadowlands &#149; Undead</b> Personality at the current "
    "battlefield. Remove him from the game after this battle's resolution. Lose 2 Honor."
)
OWN = "<b>Open:</b> Remove a target Personality in your discard pile from the game: Draw a card."


def _action(text: str) -> Any:
    (action,) = import_text(text, title="T Death", card_type=CardType.STRATEGY).actions
    return action


def test_any_players_pile_reads_two_ways() -> None:
    action = _action(DEATH)
    assert action.full, action.not_understood
    ab = action.ability
    (target,) = ab.targets
    assert target.select.location is Place.DYNASTY_DISCARD and target.select.dead
    assert target.select.controller is Controller.YOU  # strictly: your own pile
    assert [c.remove_from_game for c in ab.costs] == ["target1"]
    assert ab.lenient is not None and ab.lenient.costs == ()
    assert ab.lenient.targets[0].select.controller is Controller.ANY


def test_your_own_pile_reads_one_way() -> None:
    ab = _action(OWN).ability
    assert ab.lenient is None
    assert ab.targets[0].select.controller is Controller.YOU
    assert [c.remove_from_game for c in ab.costs] == ["target1"]


@pytest.mark.parametrize(
    "text",
    [
        # out of play elsewhere: not where a removal is read
        "<b>Open:</b> Remove a target Personality in your hand from the game: Draw a card.",
        # two cards of any pile removed: which reading?
        "<b>Open:</b> Remove two target Personalities in any player's discard pile from the "
        "game: Draw a card.",
    ],
)
def test_other_removals_are_not_read(text: str) -> None:
    assert not _action(text).costs


def _pile_board(text: str, *piles: str) -> Any:
    ab = imported(text, "T Death", CardType.STRATEGY)
    cards = [card("s", "T Death", "me", zone="hand")]
    cards += [card(f"d{i}", "T Dead", who, zone="dynasty_discard") for i, who in enumerate(piles)]
    return board(
        [
            {"title": "T Death", "type": "strategy", "abilities": [ab]},
            {"title": "T Dead", "type": "personality", "force": 1},
        ],
        cards,
    )


OPEN_ANY = (
    "<b>Open:</b> Remove a target Personality in any player's discard pile from the game: "
    "Draw a card."
)


@pytest.mark.parametrize(
    ("piles", "expected"),
    [
        (("me",), "legal"),
        (("them", "me"), "legal"),
        (("them",), "unknown"),  # only another player's card: the readings differ
        ((), "illegal"),
    ],
)
def test_any_pile_on_the_board(piles: tuple[str, ...], expected: str) -> None:
    loaded = _pile_board(OPEN_ANY, *piles)
    verdict = check(loaded, "me", "s", 0)
    assert verdict.status == expected, verdict
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        mine = next(f"d{i}" for i, who in enumerate(piles) if who == "me")
        assert after.card(mine).zone is Zone.REMOVED


@pytest.mark.parametrize(("piles", "expected"), [(("me",), "legal"), (("them",), "illegal")])
def test_your_own_pile_on_the_board(piles: tuple[str, ...], expected: str) -> None:
    assert check(_pile_board(OWN, *piles), "me", "s", 0).status == expected


BROTHERS = (
    "<b>Battle:</b> Remove your performing dead Personality from the game and target an enemy "
    "Personality or Follower: Give it a Force penalty equal to the removed Personality's base "
    "Force."
)
_COMBAT = {"phase": "attack", "segment": "combat", "current_battlefield": "them-p1"}


@pytest.mark.parametrize(
    ("dead", "owner", "expected"),
    [(True, "me", "legal"), (False, "me", "illegal"), (True, "them", "illegal")],
)
def test_a_dead_performer_removed_on_the_board(dead: bool, owner: str, expected: str) -> None:
    ab = imported(BROTHERS, "T Brothers", CardType.STRATEGY)
    loaded = board(
        [
            {"title": "T Brothers", "type": "strategy", "abilities": [ab]},
            {"title": "T Dead", "type": "personality", "force": 3},
        ],
        [
            card("s", "T Brothers", "me", zone="hand"),
            card("d", "T Dead", owner, zone="dynasty_discard", dead=dead),
            card("foe", "T Dead", "them", zone="battlefield", battlefield="them-p1"),
            card("mine", "T Dead", "me", zone="battlefield", battlefield="them-p1"),
        ],
        **_COMBAT,
    )
    verdict = check(loaded, "me", "s", 0)
    assert verdict.status == expected, verdict
    if expected == "legal":
        after = View.of(after_costs(loaded, "me", verdict).state, loaded.library)
        assert after.card("d").zone is Zone.REMOVED


TETIKKIR = (
    "<b>Battle/Open:</b> Any number of times per turn, bow T Tetik, target your dead Ratling "
    "Personality, and remove your performing discarded Ratling Personality from the game: Bring "
    "the target into play, ignoring all costs."
)


@pytest.mark.parametrize(("keyword", "expected"), [("ratling", "legal"), ("naga", "illegal")])
def test_a_ratling_keyword_is_a_ratling_personality(keyword: str, expected: str) -> None:
    # "Ratling" is a clan word no rules Clan Alignment has: the cards print it as a keyword
    # (found by review: read as a clan alone, no Ratling ever matched)
    ab = imported(TETIKKIR, "T Tetik", CardType.PERSONALITY)
    loaded = board(
        [
            {"title": "T Tetik", "type": "personality", "force": 1, "abilities": [ab]},
            {"title": "T Rat", "type": "personality", "force": 1, "keywords": [keyword]},
        ],
        [
            card("tetik", "T Tetik", "me"),
            card("dead", "T Rat", "me", zone="dynasty_discard", dead=True),
            card("gone", "T Rat", "me", zone="dynasty_discard"),
        ],
    )
    assert check(loaded, "me", "tetik", 0).status == expected
