"""A trait giving cards out of play a keyword can't turn a timing refusal of a card in play
(h43adv6 W1: Moto Chinua • Experienced's "Your Honor cards out of play have Courage." made The
Endless Plains' Battle/Engage ability in the Dynasty Phase `unknown`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.out_of_play_subject import out_of_play_spares
from tests.conftest import DATA

BOARD = Path(__file__).parent / "data" / "h43lead" / "p3_chinua_exp.yaml"
needs_data = pytest.mark.skipif(not (DATA / "oracle").is_dir(), reason="no ../shared/data")


@needs_data
def test_a_timing_refusal_stays_illegal_beside_an_out_of_play_grant(pool: CardPool) -> None:
    v = check(load_state(BOARD, cards=pool), "unicorn", "plains", 0)
    assert v.status == "illegal", v.reasons
    assert v.details[0].code == "timing"
    assert not any("Courage" in r for r in v.reasons), v.reasons


@needs_data
def test_control_in_and_out_of_play_or_another_refusal_is_not_spared(pool: CardPool) -> None:
    loaded = load_state(BOARD, cards=pool)
    view = View.of(loaded.state, loaded.library)
    v = check(loaded, "unicorn", "plains", 0)
    ab = view.definition("plains").abilities[0]
    said = "Your Honor cards out of play have Courage."
    assert out_of_play_spares(view, "plains", ab, v, said)
    both = "Your Honor cards in and out of play have Courage."
    assert not out_of_play_spares(view, "plains", ab, v, both)
    # a card out of play acting (a Strategy in hand) is not spared
    assert not out_of_play_spares(view, "uh1", ab, v, said)
    # a refusal other than timing is not spared
    other = check(loaded, "unicorn", "up3", "recruit")
    assert not out_of_play_spares(view, "plains", ab, other, said)


@needs_data
def test_a_naval_nozomi_fears_a_2f_target(pool: CardPool) -> None:
    """h43adv6 W3: "Fear equal to Nozomi's Force, or 2 if she is Naval": made Naval, with Force
    1, her Fear reaches a 2F target in both readings of "or 2" (it replaces her Force, or it is
    one more choice)."""
    board = BOARD.parent / "nozomi_naval.yaml"
    v = check(load_state(board, cards=pool), "crane", "nozomi", 1, cheapest=True)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("okame",)
