"""Respect's "he costs 2 more Gold to Recruit" named in a Recruit's Gold label and shortfall
("+2 Gold: Respect"), as reductions are (``solver.reduction_labels``,
``solver.honor_surcharge.surcharge_notes``; h38adv5 W2); not named when the Honor Requirement
is not higher than the Family Honor."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


def _load(tmp: Path, pool: CardPool, fh: int, gold: list[str], respect: bool = True) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": f"g{i}", "title": t, "owner": "crane", "zone": "home"} for i, t in enumerate(gold)
    ]
    cards += [
        {"id": "p3", "title": "Doji Genshin", "owner": "crane", "zone": "province", "province": 3},
        {"id": "shamate", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
    ]
    if respect:
        cards.append({"id": "respect", "title": "Respect", "owner": "lion", "zone": "home"})
    state = {
        "turn": 6, "active_player": "crane", "phase": "dynasty",
        "players": [{"id": "crane", "clan": "crane", "family_honor": fh,
                     "lost_honor_to_others": True},
                    {"id": "lion", "clan": "lion", "family_honor": 10}],
        "cards": cards,
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


THREE = ["Jade Works", "Jade Works", "Jade Works"]  # 9 Gold


def _costs(v: Any) -> list[str]:
    assert v.witness is not None, v.reasons
    return [c.text for c in v.witness.costs]


def test_label_names_respect(tmp_path: Path, pool: CardPool) -> None:
    # Doji Genshin 7, HR 6 > Family Honor 5: 9 Gold, "+2 Gold: Respect"
    v = check(_load(tmp_path, pool, 5, THREE), "crane", "p3", RECRUIT)
    assert v.status == "legal", v.reasons
    assert any("9 Gold" in c and "+2 Gold: Respect" in c for c in _costs(v)), _costs(v)


def test_shortfall_names_respect(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, 5, [*THREE[:2], "Copper Mine"]), "crane", "p3", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "needs 9 Gold (+2 Gold: Respect)" in v.reasons[0], v.reasons


def test_control_hr_not_higher(tmp_path: Path, pool: CardPool) -> None:
    # Family Honor 6: no surcharge, nothing named; 7 Gold
    v = check(_load(tmp_path, pool, 6, THREE), "crane", "p3", RECRUIT)
    assert v.status == "legal", v.reasons
    assert not any("Respect" in c for c in _costs(v)), _costs(v)
    assert any("7 Gold" in c for c in _costs(v)), _costs(v)


def test_control_no_respect(tmp_path: Path, pool: CardPool) -> None:
    v = check(_load(tmp_path, pool, 5, THREE, respect=False), "crane", "p3", RECRUIT)
    assert v.status == "legal", v.reasons
    assert not any("Respect" in c for c in _costs(v)), _costs(v)
