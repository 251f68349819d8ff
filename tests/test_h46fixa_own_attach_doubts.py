"""A sentence about one card's own attaching can't make another card's Equip plan unproven
(h46fixa W3; Costs and restrictions / Changes to costs and payments; Reference 03, attachments):
Sadamune Blade's "As a Focus Effect, after this duel ends, ... you may attach this Item to him,
ignoring costs." is about that Item ("this Item"), and Hyobuko's "Attaches Heart of Fudo
ignoring Gold cost." about the card of that name. Tester h46adv1's boards b1 and b9; real cards
from ../shared/data (skipped without it: ``pool``)."""

from __future__ import annotations

from pathlib import Path

import yaml

from model.load import LoadedState
from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import load_data

DATA = Path(__file__).resolve().parent / "data" / "h46fixa"


def _load(tmp: Path, pool: CardPool, board: str) -> LoadedState:
    return load_data(tmp, pool, yaml.safe_load((DATA / board).read_text("utf-8")))


def test_sadamune_blade_leaves_other_equips_proven(tmp_path: Path, pool: CardPool) -> None:
    """Hunger of the Fire and Erosion (p1), Sadamune Blade p2's in play: plans proven."""
    state = _load(tmp_path, pool, "b1.yaml")
    for card in ("p1-15", "p1-17"):
        v = check(state, "p1", card, "equip", cheapest=True)
        assert v.status == "legal", v.reasons
        assert v.witness is not None and v.witness.plan_optimal and v.witness.cheapest, card
        assert not any("Sadamune" in d for d in v.witness.doubts)


def test_heart_of_fudo_leaves_other_equips_proven(tmp_path: Path, pool: CardPool) -> None:
    """Fueling the Flames beside Hyobuko: no word of "Heart of Fudo" is its: proven. Fudo
    Cultist has the keyword Fudo, but "Heart of Fudo" is a card's title, not a kind
    (``solver.host_named_attachment``, h46fixn N2): proven too. (Heart of Fudo's own Equip keeps
    the doubt: tests/test_h46fixn_needless.py.)"""
    state = _load(tmp_path, pool, "b9.yaml")
    v = check(state, "p1", "p1-17", "equip", cheapest=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan_optimal and v.witness.cheapest
    v = check(state, "p1", "p1-20", "equip", cheapest=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan_optimal and v.witness.cheapest
    assert not any("Heart of Fudo" in d for d in v.witness.doubts), v.witness.doubts
