"""Moto Gaheris • Experienced's "... unless their effects will unconditionally move or destroy
him" reads what the Strategy's effects will do from their text alone (Effects / Blind cards
rule: "it only takes into account the current text of the action. It does not consider any
continuous, ongoing or triggered effects that change the action's effects or cause them to
fail", Example 2 a move prevented by an ongoing effect; h39adv4 N2, which withdrew the h39adv3
W1 reading): Blanketed Forest's "Personalities cannot move to or from this battlefield." at his
battlefield does not stop Rout's "Move it home." from being allowed, targeting his unit."""

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
        _c("ke", "The Khan's Estate", owner="unicorn", bowed=True),
        _c("gah", "Moto Gaheris • Experienced", "battlefield", owner="unicorn", **BF),
        *([_c("bf", "Blanketed Forest", "battlefield", owner="unicorn", **BF)] if forest else []),
    ]
    return combat_board(pool, cards, "crab", "unicorn", "unicorn-p2")


@pytest.mark.parametrize("forest", [False, True])
@pytest.mark.parametrize("pinned", [False, True])
def test_rout_moving_gaheris_home_legal(pool: CardPool, forest: bool, pinned: bool) -> None:
    targets = {"unit": ["gah"]} if pinned else None
    v = check(_board(pool, forest=forest), "crab", "rout", 0, targets=targets)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["unit"] == ("gah",)
