"""Gold produced from a stat ("Bow your target unbowed Courtier or Artisan. Produce Gold equal to
his Chi.": The Amethyst Court) while a card in play has an unread trait that may change it
("Your Personalities have +1C while they are not involved in a duel.": Ryoshun's Guidance;
Costs and restrictions / Gold production; solver/production_stats.py): a shortfall is unknown
when the sentence may raise the stat, a legal plan using the source when it may lower it
(h23adv3 amc1, a false illegal)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.production_stats import stat_gold_unread
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality

_COURT = "<b>:bow::</b> Bow your target unbowed Courtier or Artisan. Produce Gold equal to his Chi."


def _equip(tmp: Path, said: str, yari: int) -> tuple[str, Any]:
    """Jekku (Courtier, 4C) and the Court; a ``yari``-Gold Item to Equip; ``said`` on a Holding
    in play."""
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 0},
        set_personality("Jekku", 3, chi=4, keywords=["Courtier"]),
        {
            "title": "Court",
            "types": ["Holding"],
            "decks": ["Dynasty"],
            "gold_cost": 3,
            "text": _COURT,
        },
        {
            "title": "Guide",
            "types": ["Holding"],
            "decks": ["Dynasty"],
            "gold_cost": 2,
            "text": said,
        },
        {
            "title": "Yari",
            "types": ["Item"],
            "keywords": ["Weapon"],
            "decks": ["Fate"],
            "gold_cost": yari,
            "force": 1,
        },
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home", "bowed": True},
        {"id": "jek", "title": "Jekku", "owner": "me", "zone": "home"},
        {"id": "am", "title": "Court", "owner": "me", "zone": "home"},
        {"id": "rg", "title": "Guide", "owner": "me", "zone": "home"},
        {"id": "it", "title": "Yari", "owner": "me", "zone": "hand"},
    ]
    loaded = set_board(tmp, cards, table, phase="action")
    return check(loaded, "me", "it", EQUIP).status, loaded


_UP = "Your Personalities have +1C while you have more Honor than each other player."
_DOWN = "Your Personalities have -1C while you have more Honor than each other player."
#: read now (``model.duel_stats``: no duel while nothing resolves; h44scope): applied, 5C
_RYOSHUN = "Your Personalities have +1C while they are not involved in a duel."


@pytest.mark.parametrize(
    ("said", "yari", "expected"),
    [
        (_UP, 5, "unknown"),  # 4C by print: short by 1, but the trait may give 5C
        (_DOWN, 5, "illegal"),  # a sentence that only lowers can't make up a shortfall
        ("", 5, "illegal"),  # control
        (_DOWN, 4, "unknown"),  # the plan bows Jekku for 4 Gold; he may have 3C
        (_UP, 4, "legal"),  # raising can't make the plan short
        ("", 4, "legal"),
        ("Your Personalities have +1F.", 5, "illegal"),  # another stat: untouched
        (_RYOSHUN, 5, "legal"),  # applied: Jekku has 5C, produces 5 Gold
    ],
)
def test_gold_from_a_stat_a_trait_may_change(
    tmp_path: Path, said: str, yari: int, expected: str
) -> None:
    assert _equip(tmp_path, said, yari)[0] == expected


def test_the_sentence_is_named(tmp_path: Path) -> None:
    _, loaded = _equip(tmp_path, _UP, 5)
    from model.load import as_view

    view = as_view(loaded)
    assert stat_gold_unread(view, "me", up=True) == (f"Guide (rg): {_UP}",)
    assert stat_gold_unread(view, "me", up=False) == ()
    assert stat_gold_unread(view, "me", up=True, producers=["keep"]) == ()
