"""A Sensei's Gold Production modifier missing from the card data, bounded by its "Your
Stronghold has a maximum GP of 3." (Voitagi Sensei; h41adv7 N5; Reference 03, Sensei;
Reference 04, Minimums and maximums): a Recruit short even with the Stronghold at the cap is
`illegal`; one the capped Stronghold could pay stays `unknown`. Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

from model.load import LoadedState, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT


def _board(pool: CardPool, iron_mines: int = 1) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "a", "zone": "home"},
        {"id": "sensei", "title": "Voitagi Sensei", "owner": "a", "zone": "home"},
        {"id": "p1", "title": "Diamond Mine", "owner": "a", "zone": "province", "province": 1},
        {"id": "p2", "title": "Toritaka Chokichi", "owner": "a", "zone": "province", "province": 2},
        {"id": "bsh", "title": "The Aerie", "owner": "b", "zone": "home"},
    ]
    cards += [
        {"id": f"iron{i}", "title": "Iron Mine", "owner": "a", "zone": "home"}
        for i in range(iron_mines)
    ]
    data = {
        "turn": 5,
        "active_player": "a",
        "phase": "dynasty",
        "players": [
            {"id": "a", "clan": "crab", "family_honor": 10},
            {"id": "b", "clan": "crane", "family_honor": 14},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


def test_short_even_with_the_stronghold_at_its_cap_is_illegal(pool: CardPool) -> None:
    """Chokichi (7 Gold): Kyuden capped at 3 plus Iron Mine 3 is 6."""
    verdict = check(_board(pool), "a", "p2", RECRUIT)
    assert verdict.status == "illegal", verdict.reasons
    assert "at its maximum Gold Production of 3" in verdict.reasons[0]


def test_payable_at_the_cap_keeps_the_doubt(pool: CardPool) -> None:
    """Controls: Diamond Mine (6) is paid only if the modifier leaves 3 GP; Chokichi with two
    Iron Mines only if it leaves 1."""
    assert check(_board(pool), "a", "p1", RECRUIT).status == "unknown"
    verdict = check(_board(pool, iron_mines=2), "a", "p2", RECRUIT)
    assert verdict.status == "unknown", verdict.reasons
    assert any("Voitagi Sensei" in r for r in verdict.reasons)


def test_the_doubt_left_names_the_missing_modifier(pool: CardPool) -> None:
    """The Sensei's modifier is still named as not in the card data where it stays a doubt."""
    verdict = check(_board(pool), "a", "p1", RECRUIT)
    assert any("not in the card data" in r for r in verdict.reasons)
