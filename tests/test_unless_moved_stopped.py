"""Moto Gaheris • Experienced's "... unless their effects will unconditionally move or destroy
him" while a card in play may stop the move (h39adv3 W1; ``solver.unless_moved_scope``):
Blanketed Forest's "Personalities cannot move to or from this battlefield." at his battlefield
means Rout's "Move it home." will not move him, so Rout is not allowed by the exemption (it
stays `unknown`, never legal); without the Forest it is legal, targeting his unit."""

from __future__ import annotations

from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from tests.builders import combat_board
from tests.builders import state_card as _c

BF = {"battlefield": "unicorn-p2"}


def _board(pool: CardPool, *, forest: bool) -> Any:
    cards = [
        _c("kh", "Kyuden Hida • Experienced"),
        _c("tarui", "Tarui", "battlefield", **BF),
        _c("rout", "Rout", "hand"),
        _c("bsl", "Block Supply Lines", "hand"),
        _c("ke", "The Khan's Estate", owner="unicorn", bowed=True),
        _c("gah", "Moto Gaheris • Experienced", "battlefield", owner="unicorn", **BF),
        *([_c("bf", "Blanketed Forest", "battlefield", owner="unicorn", **BF)] if forest else []),
    ]
    return combat_board(pool, cards, "crab", "unicorn", "unicorn-p2")


def test_rout_moving_gaheris_home_legal(pool: CardPool) -> None:
    v = check(_board(pool, forest=False), "crab", "rout", 0)  # control: nothing stops the move
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["unit"] == ("gah",)


@pytest.mark.parametrize("pinned", [False, True])
def test_rout_not_legal_while_a_card_stops_the_move(pool: CardPool, pinned: bool) -> None:
    targets = {"unit": ["gah"]} if pinned else None
    v = check(_board(pool, forest=True), "crab", "rout", 0, targets=targets)
    assert v.status == "unknown", v.reasons
    assert "Gaheris" in v.reasons[0]
