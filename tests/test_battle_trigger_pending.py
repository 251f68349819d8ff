"""A printed Battle action's trigger against a pending ``trigger`` in another phase
(``solver.battle_trigger_scope`` used by ``solver.trigger_words``; h45adv2 N6): "After the
resolution of a Battle action on a Strategy you played" (Toturi's Tactics) is no moment of the
Straighten Phase. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

BOARDS = Path(__file__).parent / "data" / "h45fixb"


def _status(pool: CardPool, board: str) -> str:
    return str(check(load_state(BOARDS / board, cards=pool), "spider", "toturi", 0).status)


def test_a_battle_actions_moment_in_the_straighten_phase(pool: CardPool) -> None:
    assert _status(pool, "toturi_tactician.yaml") == "illegal"


def test_control_in_the_attack_phase_the_wordings_keep_the_doubt(pool: CardPool) -> None:
    """ "After a Battle action resolves" pending in the Attack Phase: worded otherwise."""
    assert _status(pool, "toturi_attack.yaml") == "unknown"
