"""h42fix: an ability granted to a player keeps who uses it through every re-check of the
announcement (``View.derive`` carries ``solver.granted_use``'s mark; effects.txt: an ability a
card gives a player is "from" that card though "on" the player). Real cards (../shared/data;
skipped without it). h42adv5 W1: Asako Kaitoko's re-check refused the Defender's granted
ability of the Attacker's Accessible Terrain ("controlled by" the Attacker)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from model.load import LoadedState, as_view
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.play_target_listing import play_target_listing
from solver.verdict import Play
from tests.builders import pool_state

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _c(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _bf(cid: str, title: str, owner: str, **kw: Any) -> dict[str, Any]:
    return _c(cid, title, owner, "battlefield", battlefield="phoenix-p1", **kw)


def _board(tmp: Path, pool: CardPool, ninja: bool) -> LoadedState:
    """Scorpion attacks Phoenix with Bayushi Manami (or the Ninja Shosuro Konishi, who opposes
    Asako Kaitoko • Experienced); Scorpion's Accessible Terrain ("The Attacker and Defender
    each have the ability, "Absent Repeatable Battle: Move your target Personality at any
    location to this battlefield."") at the battlefield; a third player, Crane."""
    cards = [
        _c("yogo", "The Towers of the Yogo", "scorpion"),
        _c("ph-sh", "Kyuden Ikoma", "phoenix"),
        _c("aerie", "The Aerie", "crane"),
        _bf("att", "Shosuro Konishi" if ninja else "Bayushi Manami", "scorpion"),
        _bf("terrain", "Accessible Terrain", "scorpion"),
        _bf("kaitoko", "Asako Kaitoko • Experienced", "phoenix"),
        _bf("kouka", "Isawa Kouka", "phoenix"),
        _c("cr", "Doji Shigeyuki", "crane"),
    ]
    return pool_state(
        tmp,
        pool,
        cards,
        name=f"terrain{ninja}",
        players=[
            {"id": p, "clan": p, "family_honor": 10} for p in ("scorpion", "phoenix", "crane")
        ],
        phase="attack",
        segment="combat",
        active_player="scorpion",
        attacker="scorpion",
        defender="phoenix",
        current_battlefield="phoenix-p1",
    )


@pytest.mark.parametrize("ninja", [False, True])
def test_defender_uses_the_attackers_terrain_on_kaitoko(
    tmp_path: Path, pool: CardPool, ninja: bool
) -> None:
    """The Defender's granted ability through the Attacker's Terrain at Kaitoko: legal (it was
    illegal "Accessible Terrain is controlled by scorpion"); the Terrain is in no unit, so
    Kaitoko's "actions from cards in their units may not target Kaitoko" doesn't touch it."""
    loaded = _board(tmp_path, pool, ninja)
    v = check(loaded, "phoenix", "terrain", "granted", targets={"target1": ["kaitoko"]})
    assert v.status == "legal", v.reasons
    end = time.monotonic() + 30
    listed = play_target_listing(as_view(loaded), "phoenix", "terrain", Play.GRANTED, 20, end)
    sets = listed["target_sets"]
    assert isinstance(sets, list)
    heads = {ts["target1"][0] for ts in sets}
    assert "kaitoko" in heads, listed


def test_controls_the_terrain_stays_refused(tmp_path: Path, pool: CardPool) -> None:
    """Controls: the Attacker may not move Phoenix's Kaitoko ("your target Personality"), and
    the third player (neither Attacker nor Defender) has no such ability: both illegal."""
    loaded = _board(tmp_path, pool, ninja=True)
    v = check(loaded, "scorpion", "terrain", "granted", targets={"target1": ["kaitoko"]})
    assert v.status == "illegal", v.reasons
    assert check(loaded, "crane", "terrain", "granted").status == "illegal"
