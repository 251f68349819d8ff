"""A constraints block not read whole that opens "Bow your performing <X>, ..." (War Paints):
his bowing is a cost, which a bowed card can't pay (Costs and restrictions / Costs and changes),
so the required performer must be unbowed (``model.cardtext.performer_clause``; h41adv7 N4).
Only bowed such performers: illegal; an unbowed one: unknown as before (the rest is not read).
Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import yaml

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check

_HEAD = """
turn: 5
active_player: a
phase: attack
segment: combat
current_battlefield: b-p1
attacker: a
players:
  - {id: a, clan: ratling, family_honor: 15}
  - {id: b, clan: crab, family_honor: 12}
cards:
  - {id: sh, title: The Meeting Place, owner: a, zone: home}
  - {id: wp, title: War Paints, owner: a, zone: hand}
  - {id: bsh, title: Shamate Keep, owner: b, zone: home}
  - {id: chok, title: Toritaka Chokichi, owner: b, zone: battlefield, battlefield: b-p1}
"""
_RAT = "  - {id: %s, title: %s, owner: a, zone: battlefield, battlefield: b-p1, bowed: %s}\n"


def _paints(pool: CardPool, extra: str) -> Any:
    loaded = parse_state(yaml.safe_load(_HEAD + extra), "board", None, pool)
    return check(loaded, "a", "wp", 0)


def test_the_only_ratling_shugenja_bowed_is_illegal(pool: CardPool) -> None:
    v = _paints(pool, _RAT % ("rs", "Mak'irtch", "true"))  # h41adv7 p11a
    assert v.status == "illegal", v.reasons
    assert "unbowed Ratling Shugenja" in v.reasons[0]


def test_control_an_unbowed_ratling_shugenja_keeps_the_doubt(pool: CardPool) -> None:
    assert _paints(pool, _RAT % ("rs", "Mak'irtch", "false")).status == "unknown"  # p11c
    both = _RAT % ("rs", "Mak'irtch", "true") + _RAT % ("ch", "Chithith", "false")
    assert _paints(pool, both).status == "unknown"


def test_control_no_ratling_shugenja_at_all_stays_illegal(pool: CardPool) -> None:
    # no Ratling Shugenja at all, bowed or not: illegal as before (h41adv4 N2)
    assert _paints(pool, "").status == "illegal"
