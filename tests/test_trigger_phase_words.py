"""A printed trigger closing with a phase at a stated event (``solver.trigger_phase_words``;
h45adv2 N4): "After Hakahime enters play outside the Dynasty phase" (Mirumoto Hakahime) at her
``enters_play`` event: the event is now, in the state's phase. Real cards from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.cards import CardType
from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.trigger_phase_words import phase_scoped

BOARDS = Path(__file__).parent / "data" / "h45fixb"


def _status(pool: CardPool, tmp: Path, board: str, **change: Any) -> str:
    data = yaml.safe_load((BOARDS / board).read_text())
    data["event"].update(change)
    if "extra" in change:
        data["cards"].append(data["event"].pop("extra"))
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data))
    return str(check(load_state(path, cards=pool), "dragon", "hak", 0).status)


def test_outside_the_dynasty_phase(pool: CardPool, tmp_path: Path) -> None:
    assert _status(pool, tmp_path, "hakahime_act.yaml") == "legal"
    assert _status(pool, tmp_path, "hakahime_dyn.yaml") == "illegal"


def test_control_another_cards_entering_is_not_hers(pool: CardPool, tmp_path: Path) -> None:
    other = {"id": "kaz", "title": "Asako Kazuki", "owner": "dragon", "zone": "home"}
    assert _status(pool, tmp_path, "hakahime_act.yaml", cards=["kaz"], extra=other) == "illegal"


def test_reading_the_phase_words(pool: CardPool, tmp_path: Path) -> None:
    view = View(load_state(BOARDS / "hakahime_act.yaml", cards=pool).state, pool.definitions())
    ab = pool.resolve("Mirumoto Hakahime").card.abilities[0]
    read = phase_scoped(view, ab, "Mirumoto Hakahime", CardType.PERSONALITY)
    assert not isinstance(read, bool)
    assert read.trigger == "After Hakahime enters play"
    assert read.trigger_event is not None and read.trigger_event.itself
    other = pool.resolve("Mirumoto Hakahime").card.abilities[1]
    assert phase_scoped(view, other, "Mirumoto Hakahime", CardType.PERSONALITY) is True
