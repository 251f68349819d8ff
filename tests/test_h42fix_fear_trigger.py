"""h42fix: "Reaction: After a Fear action targets your performing Samurai: Negate its
effects." (Know No Fear) at a stated ``action_targets`` (after) event (``solver.trigger_targeting``;
Abilities and actions / Designators: at its stated trigger): no targeted card is your Samurai,
so it is not this trigger whatever the action makes: ``illegal`` (was ``unknown``, h42adv5 N10);
one is: whether the action makes a Fear is not stated, ``unknown``. Real cards (../shared/data;
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


def _c(cid: str, title: str, owner: str, zone: str = "home", **kw: Any) -> dict[str, Any]:
    return {"id": cid, "title": title, "owner": owner, "zone": zone, **kw}


def _board(tmp: Path, pool: CardPool, targeted: str) -> LoadedState:
    """Scorpion's Bayushi Manami's Battle action has just targeted ``targeted`` (Crab's Hida
    Kuon, a Samurai, or Yasuki Dokansuto, a Courtier); Crab holds Know No Fear."""
    cards = [
        _c("yogo", "The Towers of the Yogo", "s"),
        _c("kyuden", "Kyuden Hida", "c"),
        _c("manami", "Bayushi Manami", "s", "battlefield", battlefield="c-p1"),
        _c("kuon", "Hida Kuon", "c", "battlefield", battlefield="c-p1"),
        _c("dok", "Yasuki Dokansuto", "c", "battlefield", battlefield="c-p1"),
        _c("knf", "Know No Fear", "c", "hand"),
    ]
    event = {
        "kind": "action_targets",
        "timing": "after",
        "player": "s",
        "designator": "battle",
        "cards": [targeted],
        "source": "manami",
    }
    return pool_state(
        tmp,
        pool,
        cards,
        name=f"knf{targeted}",
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
        event=event,
    )


def _fear_paragraph(loaded: LoadedState) -> int:
    abilities = loaded.library.get("Know No Fear").abilities
    return next(i for i, a in enumerate(abilities) if "Fear action" in str(a.trigger))


def test_no_samurai_of_yours_targeted(tmp_path: Path, pool: CardPool) -> None:
    """Only the Courtier Dokansuto targeted: not this trigger, illegal."""
    loaded = _board(tmp_path, pool, "dok")
    v = check(loaded, "c", "knf", _fear_paragraph(loaded))
    assert v.status == "illegal", v.reasons


def test_control_your_samurai_targeted(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kuon (Samurai) targeted: whether the action makes a Fear is not stated."""
    loaded = _board(tmp_path, pool, "kuon")
    v = check(loaded, "c", "knf", _fear_paragraph(loaded))
    assert v.status == "unknown", v.reasons
    assert "Fear" in v.reasons[0]
