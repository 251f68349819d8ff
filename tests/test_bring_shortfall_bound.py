"""A Gold shortfall for a card an action brings into play, bounded by the amounts unread Gold
text states (``solver.bring_shortfall_bound``; Costs and restrictions / Gold production).
h42trig N6: Shinjo Itao's "Attach it to Itao, paying all costs." for Champion of Thunder (12
Gold) beside Akodo Dojo's ":bow:: When paying for a Follower, it enters play for 3 less Gold."
and Near Miss's "Reaction: When paying for an attachment: Produce 2 Gold.". Real cards from
../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


def _itao(tmp: Path, unbowed: str | None) -> Any:
    def home(cid: str, title: str, bowed: bool = False) -> dict[str, Any]:
        return {"id": cid, "title": title, "owner": "unicorn", "zone": "home", "bowed": bowed}

    def hand(cid: str, title: str) -> dict[str, Any]:
        return {"id": cid, "title": title, "owner": "unicorn", "zone": "hand"}

    data: dict[str, Any] = {
        "turn": 5,
        "active_player": "unicorn",
        "phase": "dynasty",
        "event": {"kind": "enters_play", "timing": "after", "cards": ["itao"], "player": "unicorn"},
        "players": [
            {"id": "unicorn", "clan": "unicorn", "family_honor": 12},
            {"id": "crab", "clan": "crab", "family_honor": 9},
        ],
        "cards": [
            home("keep", "Journey's End Keep", bowed=unbowed != "keep"),
            home("stables", "Stables", bowed=unbowed != "stables"),
            home("adojo", "Akodo Dojo"),
            home("caravan", "The Ide Caravan"),
            home("itao", "Shinjo Itao"),
            hand("champion", "Champion of Thunder"),
            hand("miss", "Near Miss"),
            {"id": "kyuden", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    loaded = load_state(path, cards=CardPool.load([DATA / "oracle", DATA / "sets"]))
    return check(loaded, "unicorn", "itao", 0, targets={"target1": ("champion",)})


def test_short_beyond_every_stated_amount(tmp_path: Path) -> None:
    """4 Gold read (Akodo Dojo 2, The Ide Caravan 2), at most 3 less and 2 more unread: 9 < 12,
    so Champion of Thunder can't be brought: illegal."""
    found = _itao(tmp_path, None)
    assert found.status == "illegal"
    assert "12 Gold" in " ".join(found.reasons)


@pytest.mark.parametrize("unbowed", ["keep", "stables"])
def test_within_the_stated_amounts_stays_unknown(tmp_path: Path, unbowed: str) -> None:
    """Controls: with Journey's End Keep (9 read) or Stables (7 read; 7 + 3 + 2 = 12 exactly)
    unbowed, the unread text may make up the rest: unknown."""
    assert _itao(tmp_path, unbowed).status == "unknown"
