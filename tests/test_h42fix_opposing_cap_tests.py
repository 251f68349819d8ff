"""h42fix: Asako Kaitoko • Experienced's "Personalities with Fallen, Kolat, Ninja, Nonhuman, or
Shadowlands opposing Kaitoko have a maximum Force of 3, and actions from cards in their units
may not target Kaitoko." doubting what an action tests (a Ranged Attack at a Follower): the
cap is applied and counted as read there too (``solver.opposing_cap``,
``solver.witness_stat_scope``; h42adv5 N6). Real cards (../shared/data; skipped without it)."""

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


def _bf(cid: str, title: str, owner: str, **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": "battlefield", **kw}


def _board(tmp: Path, pool: CardPool) -> LoadedState:
    """Scorpion's Shosuro Konishi (Ninja, opposing Kaitoko) attacks Phoenix; Kaitoko carries
    Ratling Archers (1F, no Ratling bearer)."""
    cards = [
        {"id": "yogo", "title": "The Towers of the Yogo", "owner": "s", "zone": "home"},
        {"id": "ikoma", "title": "Kyuden Ikoma", "owner": "p", "zone": "home"},
        _bf("konishi", "Shosuro Konishi", "s", battlefield="p-p1"),
        _bf("kaitoko", "Asako Kaitoko • Experienced", "p", battlefield="p-p1"),
        _bf("rat", "Ratling Archers", "p", battlefield="p-p1", attached_to="kaitoko"),
    ]
    return pool_state(
        tmp,
        pool,
        cards,
        name="kaitoko",
        players=[
            {"id": "s", "clan": "scorpion", "family_honor": 10},
            {"id": "p", "clan": "phoenix", "family_honor": 10},
        ],
        phase="attack",
        segment="combat",
        active_player="s",
        attacker="s",
        defender="p",
        current_battlefield="p-p1",
    )


def test_ranged_attack_at_the_follower(tmp_path: Path, pool: CardPool) -> None:
    """Konishi's Ranged Attack at Ratling Archers: legal (was unknown naming Kaitoko)."""
    loaded = _board(tmp_path, pool)
    v = check(loaded, "s", "konishi", 0, targets={"target1": ["rat"]})
    assert v.status == "legal", v.reasons


def test_control_kaitoko_himself_stays_banned(tmp_path: Path, pool: CardPool) -> None:
    """Control: an action from the Ninja's unit may not target Kaitoko: illegal."""
    loaded = _board(tmp_path, pool)
    v = check(loaded, "s", "konishi", 0, targets={"target1": ["kaitoko"]})
    assert v.status == "illegal", v.reasons
