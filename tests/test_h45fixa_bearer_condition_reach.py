"""A condition on the acting card's bearer ("Ranged 6 Attack if this Shugenja is Fire.",
Channeling the Fallen) reads that bearer's unit alone (``solver.one_card_scope``; h45fixa N3):
a quality another card in play gives one other card only ("This Shugenja has +2F and
Shadowlands.", Death, Defeated, on its own bearer) can't turn a legal answer resting on neither.
Real cards from ../shared/data (skipped without it: ``pool``); tester h45adv1's board b5."""

from __future__ import annotations

from pathlib import Path

import yaml

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data

BOARD = Path(__file__).resolve().parent / "data" / "h45fixa" / "b5.yaml"


def _load(tmp: Path, pool: CardPool, drop: tuple[str, ...] = ()) -> LoadedState:
    data = yaml.safe_load(BOARD.read_text("utf-8"))
    data["cards"] = [c for c in data["cards"] if c["id"] not in drop]
    return load_data(tmp, pool, data)


def test_channeling_the_fallen_is_legal_beside_death_defeated(
    tmp_path: Path, pool: CardPool
) -> None:
    """Its Ranged Attack may target Cultist Infiltrator (Force 1), far from Death, Defeated's
    bearer: legal (was `unknown`, naming Death, Defeated's sentence)."""
    v = check(_load(tmp_path, pool), "dragon", "dra8", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and "man26" not in v.witness.targets["target1"]


def test_the_doubt_stays_when_the_only_target_is_death_defeateds_bearer(
    tmp_path: Path, pool: CardPool
) -> None:
    """Control: every other mantis card at the battlefield left out, the one target is Daigotsu
    Zenshi, whose +2F from Death, Defeated is not read: never a silent legal."""
    drop = ("man23", "man24", "man25", "man27", "man29", "man30", "man31", "man32")
    v = check(_load(tmp_path, pool, drop), "dragon", "dra8", 0)
    assert v.status == "unknown", v.reasons
