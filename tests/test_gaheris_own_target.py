"""Moto Gaheris • Experienced's "... may not play Strategies during the Combat Segment unless
their effects will unconditionally move or destroy him." against a Strategy that plainly moves
home its own one target, which he can be in no choice ("Move home a target attacking
Personality. Bow his unit as he moves.", Block Supply Lines, with Gaheris defending): its
effects move only a Personality of the attacker, so it is `illegal` (h39adv3 N3; was `unknown`;
``solver.unless_moved_scope._harmless``). Control: Gaheris attacking, Block Supply Lines with
him as the target is `legal`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, *, gaheris_attacks: bool) -> Any:
    me, them = ("unicorn", "crab") if gaheris_attacks else ("crab", "unicorn")
    bf = {"zone": "battlefield", "battlefield": f"{them}-p2"}
    state = {
        "turn": 6, "active_player": me, "phase": "attack", "segment": "combat",
        "current_battlefield": f"{them}-p2", "attacker": me,
        "players": [{"id": "crab", "clan": "crab", "family_honor": 13},
                    {"id": "unicorn", "clan": "unicorn", "family_honor": 9}],
        "cards": [
            {"id": "kh", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
            {"id": "iemasa", "title": "Kaiu Iemasa", "owner": "crab", **bf},
            {"id": "bsl", "title": "Block Supply Lines", "owner": "crab", "zone": "hand"},
            {"id": "ke", "title": "The Khan's Estate", "owner": "unicorn", "zone": "home"},
            {"id": "gah", "title": "Moto Gaheris • Experienced", "owner": "unicorn", **bf},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_block_supply_lines_with_gaheris_defending(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, gaheris_attacks=False), "crab", "bsl", 0)
    assert v.status == "illegal", v.reasons
    assert "Gaheris" in " ".join(v.reasons)


def test_control_gaheris_attacking_is_its_target(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, gaheris_attacks=True), "crab", "bsl", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets.get("target1") == ("gah",)
