"""A Discipline played from its owner's discard pile is removed from the game once its action
resolves (its reminder text: "Pay 1 Gold to play, then remove from the game, this Discipline in
your discard."; ``solver.discipline.removed_once_played``), so in a sequence of announcements
(``solver.after_costs``) it can't be played a second time (h40code 3)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from model.load import LoadedState
from model.oracle.pool import CardPool
from model.zones import Zone
from solver.after_costs import after_costs
from solver.good_faith import check
from tests.builders import pool_state


def _later_turn(after: LoadedState) -> LoadedState:
    """The state after costs with no action used this turn yet (a card's action is usable once
    a turn: the second play is on a later turn; Gold sources left as they are)."""
    return LoadedState(replace(after.state, memory=()), after.library, after.source)


_PLAYERS = [
    {"id": "crab", "clan": "crab", "family_honor": 11},
    {"id": "lion", "clan": "lion", "family_honor": 9},
]


def _board(tmp: Path, pool: CardPool, name: str, zone: str) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "hida", "title": "Kyuden Hida", "owner": "crab", "zone": "home", "bowed": True},
        {"id": "iron1", "title": "Iron Mine", "owner": "crab", "zone": "home"},
        {"id": "iron2", "title": "Iron Mine", "owner": "crab", "zone": "home"},
        {"id": "iron3", "title": "Iron Mine", "owner": "crab", "zone": "home"},
        {"id": "s1", "title": "Lost in Transit", "owner": "crab", "zone": zone},
        {"id": "shamate", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        {"id": "kamina", "title": "Akodo Kamina", "owner": "lion", "zone": "home"},
        {"id": "katana", "title": "A Samurai's Soul", "owner": "lion", "zone": "home",
         "attached_to": "kamina"},
        {"id": "yari", "title": "Yari", "owner": "lion", "zone": "home",
         "attached_to": "kamina"},
    ]  # fmt: skip
    return pool_state(tmp, pool, cards, name, turn=5, active_player="crab", players=_PLAYERS)


def test_a_discipline_played_from_the_discard_pile_is_removed(
    tmp_path: Path, pool: CardPool
) -> None:
    """Lost in Transit played from the discard pile (Iron Mines for its Gold): the state after
    costs has it in the removed area, and playing it again is illegal (was legal a second time:
    it stayed in the discard pile).
    The second play is on a later turn, the action's once a turn aside."""
    board = _board(tmp_path, pool, "a", "fate_discard")
    v = check(board, "crab", "s1", 0)
    assert v.status == "legal", v.reasons
    after = after_costs(board, "crab", v)
    (card,) = [c for c in after.state.cards if c.id == "s1"]
    assert card.zone is Zone.REMOVED
    again = check(_later_turn(after), "crab", "s1", 0)
    assert again.status == "illegal", again.reasons
    assert not any("used once" in r for r in again.reasons)


def test_control_played_from_hand_it_goes_to_the_discard_pile(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: played from the hand it goes to the Fate discard pile, where its Discipline
    still lets it be played (legal, an Iron Mine left for the Gold)."""
    board = _board(tmp_path, pool, "b", "hand")
    v = check(board, "crab", "s1", 0)
    assert v.status == "legal", v.reasons
    after = after_costs(board, "crab", v)
    (card,) = [c for c in after.state.cards if c.id == "s1"]
    assert card.zone is Zone.FATE_DISCARD
    again = check(_later_turn(after), "crab", "s1", 0)
    assert again.status == "legal", again.reasons
