"""A rulebook play refused for its phase ("Equip is an Open action: only in an Action Phase",
Reference 02) is turned by no keyword given but Reserve (h27adv2 F4: Moto Steed's "This
Personality has Cavalry while this card is unbowed."), and a card's own permission "You may
attach this card from your hand as a Battle action." adds a way only in battle: outside it the
refusal stands, and the ordinary Open Equip stays legal (h27adv2 F4 addendum, N3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT
from tests.builders import set_battle, set_board, set_personality

BATTLE_WAY = "You may attach this card from your hand as a Battle action."


def _cards(gift: str) -> list[dict[str, Any]]:
    return [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 5},
        set_personality("Rider", 1, text=gift),
        set_personality("Walker", 1),
        {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1},
        {"title": "Bow", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1, "text": BATTLE_WAY},
    ]


def _table() -> list[dict[str, Any]]:
    return [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "rider", "title": "Rider", "owner": "me", "zone": "home"},
        {"id": "walker", "title": "Walker", "owner": "me", "zone": "province", "province": 0},
        {"id": "blade", "title": "Blade", "owner": "me", "zone": "hand"},
        {"id": "bow", "title": "Bow", "owner": "me", "zone": "hand"},
    ]


@pytest.mark.parametrize(
    ("gift", "expected"),
    [
        ("This Personality has Cavalry while this card is unbowed.", "illegal"),
        ("This Personality has Reserve.", "unknown"),
    ],
)
def test_a_keyword_given_leaves_the_phase(tmp_path: Path, gift: str, expected: str) -> None:
    """The Dynasty Phase: no Open action; Cavalry can't change that (Reserve's rules are not in
    the rules files: the doubt stays)."""
    loaded = set_board(tmp_path, _cards(gift), _table())
    verdict = check(loaded, "me", "blade", EQUIP)
    assert verdict.status == expected, verdict.reasons


def test_a_keyword_given_leaves_a_recruit_outside_the_dynasty_phase(tmp_path: Path) -> None:
    gift = "This Personality has Cavalry while this card is unbowed."
    loaded = set_board(tmp_path, _cards(gift), _table(), phase="action")
    verdict = check(loaded, "me", "walker", RECRUIT)
    assert verdict.status == "illegal", verdict.reasons


@pytest.mark.parametrize(("phase", "expected"), [("action", "legal"), ("dynasty", "illegal")])
def test_a_battle_way_adds_to_the_open_equip(tmp_path: Path, phase: str, expected: str) -> None:
    loaded = set_board(tmp_path, _cards(""), _table(), phase=phase)
    verdict = check(loaded, "me", "bow", EQUIP)
    assert verdict.status == expected, verdict.reasons


def test_a_battle_way_in_battle_stays_a_doubt(tmp_path: Path) -> None:
    """In the Combat Segment the Open Equip is refused, and the Battle way not read may allow it."""
    there = {"zone": "battlefield", "battlefield": "them-p1"}
    table = [{**c, **there} if c["id"] == "rider" else c for c in _table()]
    loaded = set_battle(tmp_path, _cards(""), table)
    verdict = check(loaded, "me", "bow", EQUIP)
    assert verdict.status == "unknown", verdict.reasons
