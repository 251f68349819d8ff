"""A fixed increase whose "non-X" is also a Clan word ("You Recruit non-Ninja Personalities for
1 more Gold." Goju Sensei; Costs and restrictions / Changes to costs and payments; Reference 04,
keywords and Clan Alignment): a Personality with the Ninja keyword is untouched, one with no
Ninja at all pays 1 more (both exact: ``solver.certain_increase``); one that is Ninja only by its
printed Clan keeps the sentence unread (unsettled whether "non-Ninja" means it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import as_view
from solver.certain_increase import certain_increases
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

GOJU = "You Recruit non-Ninja Personalities for 1 more Gold."


def _loaded(tmp: Path, gold: int, **fields: Any) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": gold},
        set_personality("Sensei", 0, text=GOJU),
        set_personality("Hired", 5, **fields),
    ]
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sen", "title": "Sensei", "owner": "me", "zone": "home"},
        {"id": "p", "title": "Hired", "owner": "me", "zone": "province", "province": 1},
    ]
    return set_board(tmp, cards, table)


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"keywords": ["Ninja"]}, [0]),
        ({"keywords": ["Samurai"]}, [1]),
        ({"clans": ["Ninja"]}, []),  # Ninja only as its Clan: not read
    ],
)
def test_which_cards_it_raises(tmp_path: Path, fields: dict[str, Any], expected: list[int]) -> None:
    view = as_view(_loaded(tmp_path, 5, **fields))
    got = certain_increases(view, "me", view.definition("p"), "p", Play.RECRUIT)
    assert [n for _, n in got] == expected


@pytest.mark.parametrize(
    ("fields", "gold", "expected"),
    [
        ({"keywords": ["Ninja"]}, 5, "legal"),  # untouched: 5 Gold pays it, proven cheapest
        ({"keywords": ["Samurai"]}, 6, "legal"),  # 5 + 1
        ({"keywords": ["Samurai"]}, 5, "illegal"),  # short of the 1 more, certainly
        ({"clans": ["Ninja"]}, 5, "unknown"),  # control: the doubt stays
    ],
)
def test_recruit_verdicts(tmp_path: Path, fields: dict[str, Any], gold: int, expected: str) -> None:
    v = check(_loaded(tmp_path, gold, **fields), "me", "p", Play.RECRUIT)
    assert v.status == expected, v.reasons
    if expected == "legal":
        assert v.witness is not None and v.witness.cheapest and v.witness.plan_optimal
    if expected == "unknown":
        assert any("non-Ninja" in r for r in v.reasons)
