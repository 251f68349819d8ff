"""Discipline read as its reminder text says ("Discipline :g1:. (Pay 1 Gold to play, then remove
from the game, this Discipline in your discard.)"): its owner plays it from his discard pile for
that much Gold more, a separate payment (``model/cardtext/discipline.py``,
``solver/discipline.py``). h39adv2 N3: Lost in Transit was ``unknown`` in the discard pile."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.cardtext.discipline import discipline_gold
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

_PLAYERS = [
    {"id": "crab", "clan": "crab", "family_honor": 11},
    {"id": "lion", "clan": "lion", "family_honor": 9},
]


def _board(
    tmp: Path, pool: CardPool, name: str, strategy: str, *, mine_bowed: bool, owner: str = "crab"
) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "hida", "title": "Kyuden Hida", "owner": "crab", "zone": "home", "bowed": True},
        {"id": "iron", "title": "Iron Mine", "owner": "crab", "zone": "home",
         "bowed": mine_bowed},
        {"id": "s1", "title": strategy, "owner": owner, "zone": "fate_discard"},
        {"id": "shamate", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
        {"id": "kamina", "title": "Akodo Kamina", "owner": "lion", "zone": "home"},
        {"id": "katana", "title": "A Samurai's Soul", "owner": "lion", "zone": "home",
         "attached_to": "kamina"},
        {"id": "yari", "title": "Yari", "owner": "lion", "zone": "home",
         "attached_to": "kamina"},
    ]  # fmt: skip
    return pool_state(tmp, pool, cards, name, turn=5, active_player="crab", players=_PLAYERS)


def test_lost_in_transit_from_the_discard_pile_pays_its_discipline(
    tmp_path: Path, pool: CardPool
) -> None:
    """Iron Mine unbowed pays the 1 Gold: legal (was unknown)."""
    v = check(_board(tmp_path, pool, "a", "Lost in Transit", mine_bowed=False), "crab", "s1", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert any("Discipline" in o.text for o in v.witness.costs)


def test_no_gold_for_the_discipline(tmp_path: Path, pool: CardPool) -> None:
    """Every Gold source bowed: the 1 Gold can't be paid, illegal (was unknown)."""
    v = check(_board(tmp_path, pool, "b", "Lost in Transit", mine_bowed=True), "crab", "s1", 0)
    assert v.status == "illegal", v.reasons
    assert "1 Gold" in v.reasons[0]


def test_another_players_discipline_is_not_yours(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Discipline in the other player's discard pile ("your discard")."""
    board = _board(tmp_path, pool, "c", "Lost in Transit", mine_bowed=False, owner="lion")
    assert check(board, "crab", "s1", 0).status == "illegal"


@pytest.mark.parametrize(
    "title",
    [
        "Unforgivable Shame",  # "Discipline :g1:." with no reminder text
        "Way of the Scorpion",  # "If you are a Scorpion Clan player, this Strategy has ..."
    ],
)
def test_a_discipline_not_read_stays_unknown(tmp_path: Path, pool: CardPool, title: str) -> None:
    """Control: no reminder, a conditional Discipline: the discard pile answer stays unknown
    (never illegal), as before. (Walking with the Air, whose Discipline needs the Imperial
    Favor: illegal without the Favor, unknown with it: tests/test_h40fix_adv3.py, h40adv3 N6.)"""
    board = _board(tmp_path, pool, title.replace(" ", "_"), title, mine_bowed=False)
    v = check(board, "crab", "s1", 0)
    assert v.status == "unknown", v.reasons


def test_the_shapes_read() -> None:
    assert (
        discipline_gold(
            "Discipline :g1:. (Pay 1 Gold to play, then remove from the game, this Discipline in "
            "your discard.)"
        )
        == 1
    )
    assert (
        discipline_gold(
            "Discipline :g2: (You may pay 2 Gold to play this Discipline from your discard pile, "
            "then remove it from the game after its action resolves.)"
        )
        == 2
    )
    assert (
        discipline_gold(
            "Discipline :g2: (You may pay the Discipline cost to play this card from the discard "
            "pile. Remove it from the game after the action resolves.)"
        )
        == 2
    )
    # the icon and the reminder disagree, a misprinted reminder, no reminder: not read
    assert (
        discipline_gold(
            "Discipline :g2:. (Pay 1 Gold to play, then remove from the game, this Discipline in "
            "your discard.)"
        )
        is None
    )
    assert (
        discipline_gold(
            "Discipline :g3: (You may :g3: to play this Discipline from your discard pile, then "
            "remove it from the game after its action resolves.)"
        )
        is None
    )
    assert discipline_gold("Discipline :g2:.") is None
