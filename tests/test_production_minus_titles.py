"""Gold counted per card of a title, plus and minus (issue 14; Costs and restrictions / Gold
production; Reference 02: cards with the same title but different Experienced levels have the
same title): "Produce 2 Gold, plus 1 Gold for each Gold Mine in play, minus 1 Gold for each
Corrupt Gold Mines in play" (Goldsmith). The reading, the board (every player's cards in play,
every Experienced level, never below 0 Gold), and a brute-force cross-check."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.common import CardType
from model.evaluate import unversioned
from model.load import LoadedState
from model.oracle.production import analyse_production
from model.selectors import Controller
from model.state import View
from solver.good_faith import check
from solver.production import gold_sources
from solver.verdict import RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality

_SMITH = (
    ":bow:: Produce 2 Gold, plus 1 Gold for each Gold Mine in play, minus 1 Gold for each "
    "Corrupt Gold Mines in play."
)


def test_reading_plus_and_minus_per_title() -> None:
    (mode,) = analyse_production(_SMITH, CardType.HOLDING, title="Smith").modes or ()
    plus, minus = mode.per_card
    assert (mode.gold, plus.gold, minus.gold) == (2, 1, -1)
    assert plus.select.controller is minus.select.controller is Controller.ANY
    assert {s.title_version for s in plus.select.any_of} == {"gold mine", None}
    assert {s.title_version for s in minus.select.any_of} == {
        "corrupt gold mines",
        "corrupt gold mine",
        None,
    }


@pytest.mark.parametrize(
    "text",
    [
        _SMITH.replace("minus 1 Gold", "minus 0 Gold"),
        _SMITH.replace("minus 1 Gold for each", "minus 1 Gold if"),
        _SMITH.replace("Corrupt Gold Mines in play", "corrupt thing"),
    ],
)
def test_other_minus_clauses_are_not_read(text: str) -> None:
    assert analyse_production(text, CardType.HOLDING, title="Smith").modes is None


def test_a_title_without_its_experienced_level() -> None:
    assert unversioned("Corrupt Gold Mines • Experienced") == "corrupt gold mines"
    assert unversioned("Ki-Rin's Shrine • Experienced 2") == "ki-rin's shrine"
    assert unversioned("Kyuden Hida • ExperiencedKYD") == "kyuden hida"
    assert unversioned("Border Keep • Inexperienced") == "border keep"
    assert unversioned("Kano's Alliance, Akodo Kano") == "kano's alliance, akodo kano"


_CARDS: list[dict[str, Any]] = [
    {"title": "Smith", "types": ["Holding"], "text": _SMITH, "gold_cost": 3},
    {"title": "Gold Mine", "types": ["Holding"], "text": ":bow:: Produce 2 Gold.", "gold_cost": 4},
    {"title": "Corrupt Gold Mines • Experienced", "types": ["Holding"], "gold_cost": 2},
    {"title": "Corrupt Gold Mines Annex", "types": ["Holding"], "gold_cost": 2},
    KEEP_CARD,
]


def _board(tmp: Path, cost: int, mines: int, corrupt: int, **extra: Any) -> LoadedState:
    """Keep (2), Smith; ``mines`` bowed Gold Mines (half of them the other player's) and
    ``corrupt`` Corrupt Gold Mines • Experienced in play; a Personality costing ``cost``."""
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "s", "title": "Smith", "owner": "me", "zone": "home"},
        {"id": "buyer", "title": "Buyer", "owner": "me", "zone": "province", "province": 1},
    ]
    for i in range(mines):
        owner = "them" if i % 2 else "me"
        table.append(
            {"id": f"g{i}", "title": "Gold Mine", "owner": owner, "zone": "home", "bowed": True}
        )
    for i in range(corrupt):
        owner = "them" if i % 2 else "me"
        title = "Corrupt Gold Mines • Experienced"
        table.append({"id": f"c{i}", "title": title, "owner": owner, "zone": "home"})
    table += extra.pop("more", [])
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    cards = [*_CARDS, set_personality("Buyer", cost)]
    return set_board(tmp, cards, table, f"smith{cost}", players=players, **extra)


def _smith(loaded: LoadedState) -> int:
    view = View.of(loaded.state, loaded.library)
    return {s.id: s.gold for s in gold_sources(view, "me")}["s"]


def test_the_counts_on_the_board(tmp_path: Path) -> None:
    assert _smith(_board(tmp_path, 0, 0, 0)) == 2
    assert _smith(_board(tmp_path, 0, 3, 0)) == 5  # every player's Gold Mines
    assert _smith(_board(tmp_path, 0, 3, 1)) == 4  # the Experienced version counts
    assert _smith(_board(tmp_path, 0, 0, 4)) == 0  # never below 0
    # not in play, or another title containing the name: not counted
    out = [
        {"id": "p", "title": "Gold Mine", "owner": "me", "zone": "province", "province": 2},
        {"id": "a", "title": "Corrupt Gold Mines Annex", "owner": "me", "zone": "home"},
    ]
    assert _smith(_board(tmp_path, 0, 1, 0, more=out)) == 3
    assert check(_board(tmp_path, 5, 1, 0), "me", "buyer", RECRUIT).status == "legal"  # 2 + 3
    assert check(_board(tmp_path, 5, 1, 1), "me", "buyer", RECRUIT).status == "illegal"  # 2 + 2


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    mines=st.integers(min_value=0, max_value=3),
    corrupt=st.integers(min_value=0, max_value=4),
    cost=st.integers(min_value=0, max_value=8),
)
def test_the_verdict_matches_a_brute_force(
    tmp_path: Path, mines: int, corrupt: int, cost: int
) -> None:
    """Keep (2) and Smith, every Gold Mine bowed: legal exactly when 2 + max(0, 2 + mines -
    corrupt) pays."""
    loaded = _board(tmp_path, cost, mines, corrupt)
    gold = 2 + max(0, 2 + mines - corrupt)
    want = "legal" if gold >= cost else "illegal"
    assert check(loaded, "me", "buyer", RECRUIT).status == want
