"""h42fix: "Other players may not target Yurishi with actions if any other legal targets are
available." (Goju Yurishi • Experienced, ``solver.self_shield``) counts only the other
candidates that are legal targets: one a ban in play surely keeps out ("Actions performed by
Personalities with a Gold Cost of 7 or lower may not target this Personality.": Legion of Pain,
Effects / "May not") is none (``solver.shield_bans``; h42adv5 W2). Real cards (../shared/data;
skipped without it)."""

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


def _board(
    tmp: Path, pool: CardPool, actor: str, legion: bool = True, econ: str | None = None
) -> LoadedState:
    """Scorpion attacks Crab with ``actor`` (Bayushi Mifuyu, Gold Cost 7, "Battle: Give a
    target enemy Personality -3F."; or Bayushi Meiko, Gold Cost 8, the same and "Dishonor him
    if his Force is now 0."); Crab defends with Goju Yurishi • Experienced and Hida Kuon,
    who carries Legion of Pain when ``legion``."""
    cards = [
        {"id": "yogo", "title": "The Towers of the Yogo", "owner": "s", "zone": "home"},
        {"id": "kyuden", "title": "Kyuden Hida", "owner": "c", "zone": "home"},
        _bf("act", actor, "s", battlefield="c-p1"),
        _bf("yurishi", "Goju Yurishi • Experienced", "c", battlefield="c-p1"),
        _bf("kuon", "Hida Kuon", "c", battlefield="c-p1"),
    ]
    if econ is not None:  # "Other players' Personalities and Followers in play have -2 Gold Cost"
        cards.append(
            {"id": "econ", "title": "Economic Repercussions", "owner": econ, "zone": "home"}
        )
    if legion:
        cards.append(_bf("legion", "Legion of Pain", "c", battlefield="c-p1", attached_to="kuon"))
    return pool_state(
        tmp,
        pool,
        cards,
        name=f"{actor[:5]}{legion}{econ}",
        players=[
            {"id": "s", "clan": "scorpion", "family_honor": 10},
            {"id": "c", "clan": "crab", "family_honor": 10},
        ],
        phase="attack",
        segment="combat",
        active_player="s",
        attacker="s",
        defender="c",
        current_battlefield="c-p1",
    )


def _at(loaded: LoadedState, target: str | None) -> str:
    chosen = None if target is None else {"target1": [target]}
    return check(loaded, "s", "act", 0, targets=chosen).status


def test_the_other_candidate_is_banned(tmp_path: Path, pool: CardPool) -> None:
    """Mifuyu (Gold Cost 7) may not target Kuon (Legion): no other legal target, so Yurishi
    may be targeted: legal (was illegal "kept out by Goju Yurishi"); Kuon illegal."""
    loaded = _board(tmp_path, pool, "Bayushi Mifuyu")
    assert _at(loaded, "yurishi") == "legal"
    assert _at(loaded, None) == "legal"
    assert _at(loaded, "kuon") == "illegal"


def test_the_ban_spares_the_performer(tmp_path: Path, pool: CardPool) -> None:
    """Control: Meiko (Gold Cost 8) is outside the ban: Kuon is a legal target, so Yurishi
    stays shielded (illegal) and Kuon legal."""
    loaded = _board(tmp_path, pool, "Bayushi Meiko")
    assert _at(loaded, "yurishi") == "illegal"
    assert _at(loaded, "kuon") == "legal"


def test_no_ban(tmp_path: Path, pool: CardPool) -> None:
    """Control: without Legion of Pain, Kuon is a legal target: Yurishi illegal."""
    loaded = _board(tmp_path, pool, "Bayushi Mifuyu", legion=False)
    assert _at(loaded, "yurishi") == "illegal"
    assert _at(loaded, "kuon") == "legal"


def test_a_lowered_gold_cost_inside_the_ban(tmp_path: Path, pool: CardPool) -> None:
    """Crab's Economic Repercussions gives Scorpion's Meiko -2 Gold Cost (6, inside "7 or
    lower"; h42adv5 N2: the sentence, read whole, is counted in the Gold Cost): Kuon is no
    legal target, Yurishi legal, Kuon illegal."""
    loaded = _board(tmp_path, pool, "Bayushi Meiko", econ="c")
    assert _at(loaded, "yurishi") == "legal"
    assert _at(loaded, "kuon") == "illegal"


def test_own_repercussions_leave_the_gold_cost(tmp_path: Path, pool: CardPool) -> None:
    """Control: Scorpion's own Repercussions lower only other players' cards: Meiko stays 8,
    Kuon a legal target, Yurishi illegal."""
    loaded = _board(tmp_path, pool, "Bayushi Meiko", econ="s")
    assert _at(loaded, "yurishi") == "illegal"
    assert _at(loaded, "kuon") == "legal"
