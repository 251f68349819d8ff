"""h42fix: a trigger "during battle" ("Ninja Absent Interrupt: After you Recruit Wateru during
battle, ...": Bayushi Wateru) outside the Attack Phase is no moment the state names: a battle
is resolved in the Combat Segment of the Attack Phase (Abilities and actions / Designators;
``solver.battle_trigger_scope``; h42adv5 N8). Real cards (../shared/data; skipped without
it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import pool_state

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _c(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(tmp: Path, pool: CardPool, phase: str) -> LoadedState:
    """Scorpion Recruits Bayushi Wateru (the Recruit awaiting Interrupts) in ``phase``."""
    cards = [
        _c("yogo", "The Towers of the Yogo", "s"),
        _c("kyuden", "Kyuden Hida", "c"),
        _c("wateru", "Bayushi Wateru", "s", "province", province=1),
    ]
    battle: dict[str, Any] = {}
    if phase == "attack":
        battle = {"segment": "combat", "attacker": "s", "defender": "c"}
        battle["current_battlefield"] = "c-p1"
        cards.append(_c("kuon", "Hida Kuon", "c", "battlefield", battlefield="c-p1"))
    return pool_state(
        tmp,
        pool,
        cards,
        name=f"wateru{phase}",
        players=[
            {"id": "s", "clan": "scorpion", "family_honor": 10},
            {"id": "c", "clan": "crab", "family_honor": 10},
        ],
        phase=phase,
        active_player="s",
        event={"kind": "recruited", "timing": "before", "cards": ["wateru"], "player": "s"},
        **battle,
    )


def _wateru(loaded: LoadedState) -> str:
    abilities = loaded.library.get("Bayushi Wateru").abilities
    index = next(i for i, a in enumerate(abilities) if "during battle" in str(a.trigger))
    return check(loaded, "s", "wateru", index).status


def test_during_battle_in_the_dynasty_phase(tmp_path: Path, pool: CardPool) -> None:
    """The Dynasty Phase: no battle, illegal (was unknown)."""
    assert _wateru(_board(tmp_path, pool, "dynasty")) == "illegal"


def test_control_in_the_attack_phase(tmp_path: Path, pool: CardPool) -> None:
    """Control: the Combat Segment of the Attack Phase: not refused by this reading."""
    assert _wateru(_board(tmp_path, pool, "attack")) != "illegal"
