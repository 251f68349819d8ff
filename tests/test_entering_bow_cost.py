"""A card's own additional cost to enter play that bows its player's cards ("Jinn-Kuen has the
additional cost, "Bow your Crab Clan Samurai," to enter play."): read on the refusal side
(``solver.entering_bow_cost``; Costs and restrictions / Mandatory costs; a bowed card can't be
bowed). h41adv3 N2: Yasuki Jinn-Kuen with no Samurai in play was ``unknown``; truly illegal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state


def _board(tmp: Path, pool: CardPool, name: str, samurai: bool | None) -> Any:
    """Crab, Dynasty Phase; Jinn-Kuen (2) in a province; ``samurai``: Hida Saiyuki (a Crab Clan
    Samurai) in play, unbowed (True) or bowed (False), or not there (None)."""
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "iron", "title": "Iron Mine", "owner": "a", "zone": "home"},
        {"id": "jk", "title": "Yasuki Jinn-Kuen", "owner": "a", "zone": "province",
         "province": 1},
        {"id": "shamate", "title": "Shamate Keep", "owner": "b", "zone": "home"},
    ]  # fmt: skip
    if samurai is not None:
        cards.append(
            {"id": "sai", "title": "Hida Saiyuki", "owner": "a", "zone": "home",
             "bowed": not samurai}
        )  # fmt: skip
    players = [
        {"id": "a", "clan": "crab", "family_honor": 10},
        {"id": "b", "clan": "lion", "family_honor": 9},
    ]
    return pool_state(tmp, pool, cards, name, phase="dynasty", turn=4, players=players)


@pytest.mark.parametrize(("samurai", "name"), [(None, "none"), (False, "bowed")])
def test_no_unbowed_samurai_is_illegal(
    tmp_path: Path, pool: CardPool, samurai: bool | None, name: str
) -> None:
    v = check(_board(tmp_path, pool, name, samurai), "a", "jk", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "Bow your Crab Clan Samurai".lower() in v.reasons[0].lower()


def test_control_an_unbowed_samurai_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: with Hida Saiyuki unbowed the cost may be paid: the doubt stays."""
    v = check(_board(tmp_path, pool, "up", True), "a", "jk", RECRUIT)
    assert v.status == "unknown", v.reasons


@pytest.mark.parametrize(
    ("cost", "read"),
    [
        ("bow your crab clan samurai,", True),
        ("bow your courtier or shugenja,", True),
        ("bow three of your phoenix clan shugenja", True),
        ("bow five of your cards", True),
        ("bow your stronghold or a holding", False),  # "a holding": not read
        ("bow your target samurai", False),
    ],
)
def test_the_shapes_read(cost: str, read: bool) -> None:
    from solver.entering_bow_cost import _BOW, _alternative

    m = _BOW.fullmatch(cost.rstrip(".,"))
    got = m is not None and all(_alternative(a) is not None for a in m["what"].split(" or "))
    assert got is read
