"""A trait that lets a card's action be used from the discard pile, not read (a bare "Discipline
:g2:.", "If you are a Lion Clan player, this Strategy has Discipline :g2:."): the card in its
owner's discard pile answers unknown, never a false illegal (solver/timing.py). A Discipline
with its reminder text ("Discipline :g2: (You may pay 2 Gold to play this Discipline from your
discard pile ...)") is read: its owner pays 2 Gold more there (solver/discipline.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import KEEP_CARD, set_board

_DRILL = {
    "title": "Drill",
    "types": ["Strategy"],
    "decks": ["Fate"],
    "gold_cost": 0,
    "focus": 2,
    "text": "<b>Open:</b> Gain 1 Honor.<br>Discipline :g2: <i>(You may pay 2 Gold to play this "
    "Discipline from your discard pile, then remove it from the game after its action "
    "resolves.)</i>",
}


_BARE = {**_DRILL, "title": "Bare Drill", "text": "<b>Open:</b> Gain 1 Honor.<br>Discipline :g2:."}


@pytest.mark.parametrize(
    ("title", "zone", "owner", "bowed", "expected"),
    [
        ("Drill", "hand", "me", False, "legal"),
        ("Drill", "fate_discard", "me", False, "legal"),  # Keep's 2 Gold pays the Discipline
        ("Drill", "fate_discard", "me", True, "illegal"),  # no Gold for it
        ("Drill", "fate_discard", "them", False, "illegal"),
        ("Bare Drill", "fate_discard", "me", False, "unknown"),  # no reminder: not read
        ("Bare Drill", "fate_discard", "them", False, "illegal"),
    ],
)
def test_discipline(
    tmp_path: Path, title: str, zone: str, owner: str, bowed: bool, expected: str
) -> None:
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": bowed},
        {"id": "drill", "title": title, "owner": owner, "zone": zone},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    cards = [KEEP_CARD, _DRILL, _BARE]
    loaded = set_board(tmp_path, cards, table, "d", phase="action", players=players)
    v = check(loaded, "me", "drill", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "Discipline" in v.reasons[0]


_WAY = {
    "title": "Way of the Test",
    "types": ["Strategy"],
    "decks": ["Fate"],
    "gold_cost": 0,
    "focus": 2,
    "text": "If you are a Lion Clan player, this Strategy has Discipline :g2:.<br>"
    "<b>Open:</b> Gain 1 Honor.",
}


@pytest.mark.parametrize(("zone", "expected"), [("hand", "legal"), ("fate_discard", "unknown")])
def test_discipline_given_by_its_own_trait(tmp_path: Path, zone: str, expected: str) -> None:
    """Way of the Lion's "If you are a Lion Clan player, this Strategy has Discipline :g2:.":
    Discipline however the trait gives it; in the discard pile, never a false illegal."""
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "way", "title": "Way of the Test", "owner": "me", "zone": zone},
    ]
    players = [{"id": "me", "family_honor": 10, "clan": "lion"}]
    loaded = set_board(tmp_path, [KEEP_CARD, _WAY], table, "w", phase="action", players=players)
    v = check(loaded, "me", "way", 0)
    assert v.status == expected, v.reasons
    if expected == "unknown":
        assert "has Discipline" in v.reasons[0]


def test_listed_from_the_discard_pile(tmp_path: Path) -> None:
    """Every lister (``check_all``) shows a Discipline card in its owner's discard pile (read:
    legal with its Gold; not read: unknown), never leaves it out; not another player's."""
    from solver.announce import check_all

    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "drill", "title": "Drill", "owner": "me", "zone": "fate_discard"},
        {"id": "bare", "title": "Bare Drill", "owner": "me", "zone": "fate_discard"},
        {"id": "drill2", "title": "Drill", "owner": "them", "zone": "fate_discard"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    cards = [KEEP_CARD, _DRILL, _BARE]
    loaded = set_board(tmp_path, cards, table, "l", phase="action", players=players)
    listed = {(v.card, v.status) for v in check_all(loaded, "me")}
    assert ("drill", "legal") in listed
    assert ("bare", "unknown") in listed
    assert not any(card == "drill2" for card, _ in listed)
