"""h42fix: the baseline agent and its action space with granted abilities (``Play.GRANTED``,
``solver.granted``; Reference 04, traits may grant abilities), on boards of real cards
(../shared/data; skipped without it). ``choose`` crashed (KeyError) whenever a granted
ability was legal (h42adv5 W3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.agents import ActionSpace, choose, decode, legal_actions
from solver.verdict import Play
from tests.builders import pool_state

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _c(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(tmp: Path, pool: CardPool, terrain: bool) -> LoadedState:
    """Crab attacks Phoenix; a third player's Accessible Terrain ("The Attacker and Defender
    each have the ability, "Absent Repeatable Battle: Move your target Personality at any
    location to this battlefield."") at the battlefield when ``terrain``."""
    cards = [
        _c("sh-ph", "Kyuden Ikoma", "phoenix"),
        _c("kyuden", "Kyuden Hida", "crab"),
        _c("aerie", "The Aerie", "crane"),
        _c("kuon", "Hida Kuon", "crab", "battlefield", battlefield="phoenix-p1"),
        _c("kouka", "Isawa Kouka", "phoenix", "battlefield", battlefield="phoenix-p1"),
    ]
    if terrain:
        cards.append(
            _c("terrain", "Accessible Terrain", "crane", "battlefield", battlefield="phoenix-p1")
        )
    return pool_state(
        tmp,
        pool,
        cards,
        name=f"agent{terrain}",
        players=[{"id": p, "clan": p, "family_honor": 10} for p in ("phoenix", "crab", "crane")],
        phase="attack",
        segment="combat",
        active_player="crab",
        attacker="crab",
        defender="phoenix",
        current_battlefield="phoenix-p1",
    )


def test_choose_with_a_legal_granted_ability(tmp_path: Path, pool: CardPool) -> None:
    """The Attacker's granted ability through Accessible Terrain has an action id that decodes
    back to it, and the agent may choose it (it was a KeyError)."""
    loaded = _board(tmp_path, pool, terrain=True)
    ids = legal_actions(loaded, "crab")
    granted = [i for i in ids if decode(loaded, "crab", i)[0].ability == Play.GRANTED]
    assert granted, ids
    action, verdict = decode(loaded, "crab", granted[0])
    assert action.card == "terrain" and verdict.status == "legal", verdict.reasons
    assert ActionSpace.of(loaded).encode(action) == granted[0]
    picked = choose(loaded, "crab", seed=0)
    assert picked is not None and picked.action in ids


def test_choose_without_the_grant(tmp_path: Path, pool: CardPool) -> None:
    """Control: without the Terrain no granted id is listed, and the agent still answers."""
    loaded = _board(tmp_path, pool, terrain=False)
    ids = legal_actions(loaded, "crab")
    assert all(decode(loaded, "crab", i)[0].ability != Play.GRANTED for i in ids)
    picked = choose(loaded, "crab", seed=0)
    assert picked is None or picked.action in ids
