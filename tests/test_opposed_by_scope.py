"""A card's own stat change "while opposed by <cards>[, or while facing one in a duel]" with its
condition settled false (``solver.opposed_by_scope``; Effects: a continuous effect applies while
its condition is met; Effects, EXCEPTION 4: a duel comes from an effect resolving). Shinjo
Osema's "+2F/+2C while opposed by any Human Personalities with 0 Personal Honor, or while
facing one in a duel." opposed only by Moto Gaheris (PH 2): Restoring Order `legal`, Feign
Weakness `illegal` (h38adv4 p33: both were `unknown` naming Osema)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, *, gah: dict[str, Any] | None = None,
           trigger: bool = False) -> Any:  # fmt: skip
    bf = {"zone": "battlefield", "battlefield": "unicorn-p1"}
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        {"id": "im1", "title": "Iron Mine", "owner": "crab", "zone": "home"},
        {"id": "itta", "title": "Hiruma Itta", "owner": "crab", **bf},
        {"id": "mk", "title": "The Khan's Estate", "owner": "unicorn", "zone": "home"},
        {"id": "gah", "title": "Moto Gaheris", "owner": "unicorn", **bf, **(gah or {})},
        {"id": "osema", "title": "Shinjo Osema", "owner": "crab", **bf},
        {"id": "k2", "title": "Restoring Order", "owner": "crab", "zone": "hand"},
        {"id": "k6", "title": "Feign Weakness", "owner": "crab", "zone": "hand"},
    ]
    state: dict[str, Any] = {
        "turn": 6, "active_player": "crab", "phase": "attack", "segment": "combat",
        "current_battlefield": "unicorn-p1", "attacker": "crab",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 12},
                    {"id": "unicorn", "clan": "unicorn", "family_honor": 14}],
        "cards": cards,
    }  # fmt: skip
    if trigger:
        state["trigger"] = "after a Personality is bowed"
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_osema_not_opposed_by_zero_honor(tmp_path: Path, pool: CardPool) -> None:
    loaded = _board(tmp_path, pool)
    assert check(loaded, "crab", "k2", 0).status == "legal"
    v = check(loaded, "crab", "k6", 0)
    assert v.status == "illegal", v.reasons  # Osema 3F, Itta 2F: no performer of 5F


def test_controls_keep_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Gaheris dishonorable (Personal Honor 0): Osema may have +2F, so Feign Weakness stays
    `unknown`; a trigger pending (an effect may be resolving a duel): `unknown` too."""
    v = check(_board(tmp_path, pool, gah={"dishonorable": True}), "crab", "k6", 0)
    assert v.status == "unknown", v.reasons
    assert any("Osema" in r for r in v.reasons), v.reasons
    w = check(_board(tmp_path, pool, trigger=True), "crab", "k6", 0)
    assert w.status != "illegal", w.reasons
