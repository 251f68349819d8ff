"""A stat bonus given just before the attack whose strength is that stat ("Give him +2F or
+2PH. Melee Attack with strength equal to his Force or Personal Honor.", Strength of the
Divine): effects occur in the order written (effects.txt), so the strict reading's Force limit
is either stat plus 2 (h45adv4 N4). Real cards from ../shared/data."""

from __future__ import annotations

from typing import Any

import pytest

from model.cardtext.attack_given_bonus import given_bonus
from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

_SOTD = (
    "Target your opposed unbowed Paragon. Give him +2F or +2PH. Melee Attack with strength "
    "equal to his Force or Personal Honor."
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (_SOTD, _SOTD.replace("Personal Honor.", "Personal Honor, each plus 2.")),
        (
            "Give him +2F. Melee Attack with strength equal to his Force.",
            "Give him +2F. Melee Attack with strength equal to his Force plus 2.",
        ),
        (
            "Give her +1PH or +3C. Fear with strength equal to her Chi.",
            "Give her +1PH or +3C. Fear with strength equal to her Chi plus 3.",
        ),
        # bonuses that differ per stat, a stat not raised, another card's stat: as written
        ("Give him +2F. Melee Attack with strength equal to his Force or Personal Honor.", None),
        ("Give him +2F or +1PH. Melee Attack with strength equal to his Force or Chi.", None),
        ("Give him +2PH. Melee Attack with strength equal to his Force.", None),
        ("Give him +2F. Melee Attack with strength equal to her Force.", None),
    ],
)
def test_given_bonus_rewrite(text: str, expected: str | None) -> None:
    assert given_bonus(text) == (text if expected is None else expected)


def _board(pool: CardPool, enemy: str) -> Any:
    """Akodo Kisho (a Paragon, Force 3, Personal Honor 4) attacking crane-p1, opposed by
    ``enemy`` alone; Strength of the Divine in my hand."""
    at = {"zone": "battlefield", "battlefield": "crane-p1"}
    data = {
        "turn": 5,
        "active_player": "me",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crane-p1",
        "attacker": "me",
        "province_strength": 6,
        "players": [
            {"id": "me", "clan": "lion", "family_honor": 10},
            {"id": "crane", "clan": "crane", "family_honor": 10},
        ],
        "cards": [
            {"id": "lsh", "title": "Shamate Keep", "owner": "me", "zone": "home"},
            {"id": "csh", "title": "Kyuden Hida • Experienced", "owner": "crane", "zone": "home"},
            {"id": "kisho", "title": "Akodo Kisho", "owner": "me", **at},
            {"id": "foe", "title": enemy, "owner": "crane", **at},
            {"id": "sotd", "title": "Strength of the Divine", "owner": "me", "zone": "hand"},
        ],
    }
    return parse_state(data, "board", None, pool)


@pytest.mark.parametrize(
    ("enemy", "expected"),
    [
        ("Hiruma Moritoki", "legal"),  # Force 4: at most his Personal Honor (control)
        ("Iuchi Yuri", "legal"),  # Force 6: his Personal Honor + 2 (was unknown)
        ("Hida Bushotsu", "unknown"),  # Force 7: above either + 2; legal only if lenient
    ],
)
def test_strength_of_the_divine_strict_limit(pool: CardPool, enemy: str, expected: str) -> None:
    verdict = check(_board(pool, enemy), "me", "sotd", 0)
    assert verdict.status == expected
    if expected == "legal":
        assert verdict.witness is not None
        assert verdict.witness.targets["target2"] == ("foe",)
