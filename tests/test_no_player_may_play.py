"""A play ban written "No player may play <Title> ..." (Watchtower: "No player may play Sneak
Attack during a battle at this Province's battlefield."): Good Faith asks that the card can be
played now (Abilities and actions / Good Faith Rule), and the ban's place ("a battle at this
Province's battlefield") is not read, so Sneak Attack is `unknown` beside it, never legal
(h36perm: the sentence was dropped, a possible false legal). Another Strategy is untouched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solver.good_faith import check
from tests.builders import pool_state

BATTLE = {
    "phase": "attack",
    "segment": "combat",
    "current_battlefield": "b-p1",
    "attacker": "a",
    "defender": "b",
    "event": {"kind": "engaging", "timing": "after"},
}


def _state(pool: Any, tmp: Path, watchtower: bool) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "nanae", "title": "Asahina Nanae", "owner": "a", "zone": "battlefield",
         "battlefield": "b-p1"},
        {"id": "sneak", "title": "Sneak Attack", "owner": "a", "zone": "hand"},
    ]  # fmt: skip
    if watchtower:
        cards.append({"id": "watch", "title": "Watchtower", "owner": "b", "zone": "home"})
    return pool_state(tmp, pool, cards, **BATTLE)


def test_sneak_attack_beside_watchtower_is_unknown(pool: Any, tmp_path: Path) -> None:
    v = check(_state(pool, tmp_path, True), "a", "sneak", 0)
    assert v.status == "unknown"
    assert "No player may play Sneak Attack" in v.reasons[0]


def test_control_without_watchtower_legal(pool: Any, tmp_path: Path) -> None:
    assert check(_state(pool, tmp_path, False), "a", "sneak", 0).status == "legal"
