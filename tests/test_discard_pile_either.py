""" "Your discard pile" of a card that may be of either deck ("a target Weapon in your discard
pile", "a Personality or Follower in your discard pile", "a non-Ring card in another player's
discard pile"): the card is in exactly one of its owner's two discard piles (Reference 05,
Discard Piles: the Fate and Dynasty decks each have one; a card enters its owner's
corresponding pile), so the phrase is either pile of that player (``Place.DISCARD``), never a
guess at one of them. A deck named ("your Fate discard pile") or known by the card type stays
that pile. Board test with real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.cards import CardType
from model.cardtext import import_text
from model.evaluate import matches_unary
from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.selectors import Controller, Selector
from model.state import View
from model.zones import Place


def _target(text: str) -> Selector:
    (got,) = import_text(text, title="X", card_type=CardType.STRATEGY).actions
    assert got.full and got.ability is not None, got.not_understood
    (spec,) = got.ability.all_target_specs()
    return spec.select


@pytest.mark.parametrize(
    ("text", "place", "controller"),
    [
        ("Limited: Put a target Weapon in your discard pile into your hand.", Place.DISCARD,
         Controller.YOU),
        ("Limited: Put a target Personality or Follower in your discard pile into your hand.",
         Place.DISCARD, Controller.YOU),
        ("Limited: Remove a target non-Ring card in another player's discard pile from the "
         "game.", Place.DISCARD, Controller.OPPONENT),
        # a deck named, or known by the type: that pile
        ("Limited: Put a target Weapon in your Fate discard pile into your hand.",
         Place.FATE_DISCARD, Controller.YOU),
        ("Limited: Put a target Follower in your discard pile into your hand.",
         Place.FATE_DISCARD, Controller.YOU),
        ("Limited: Put a target Holding in your discard pile into your hand.",
         Place.DYNASTY_DISCARD, Controller.YOU),
    ],
)  # fmt: skip
def test_which_pile(text: str, place: Place, controller: Controller) -> None:
    sel = _target(text)
    assert sel.location is place
    assert sel.controller is controller


def _board(tmp: Path, pool: CardPool) -> LoadedState:
    lines = [
        "turn: 5",
        "active_player: crab",
        "phase: action",
        "players:",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "cards:",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: c-w, title: A Simple Yari, owner: crab, zone: fate_discard}",
        "  - {id: c-h, title: Hida Zaiberu, owner: crab, zone: dynasty_discard}",
        "  - {id: l-sh, title: The Honorable Garrison of the Lion, owner: lion, zone: home}",
        "  - {id: l-w, title: Ashalan Blade, owner: lion, zone: fate_discard}",
    ]
    path = tmp / "piles.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_either_pile_on_the_board(tmp_path: Path, pool: CardPool) -> None:
    """Your Weapon in your Fate discard pile matches "a target Weapon in your discard pile";
    controls: the other player's Weapon in his pile does not, nor does your Personality (no
    Weapon); "a Personality or Follower in your discard pile" finds the Personality in the
    Dynasty pile (the Fate-or-Dynasty refusal before)."""
    view = View.of(_board(tmp_path, pool).state, pool.definitions())
    weapon = _target("Limited: Put a target Weapon in your discard pile into your hand.")
    assert matches_unary(view, "crab", "c-w", weapon)
    assert not matches_unary(view, "crab", "l-w", weapon)
    assert not matches_unary(view, "crab", "c-h", weapon)
    either = _target(
        "Limited: Put a target Personality or Follower in your discard pile into your hand."
    )
    assert matches_unary(view, "crab", "c-h", either)
    assert not matches_unary(view, "crab", "c-w", either)  # an Item
