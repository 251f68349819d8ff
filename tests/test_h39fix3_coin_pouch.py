"""Coin Pouch ("Reaction: When a Holding bows to produce Gold, bow this card: The Holding
produces one additional Gold.") outside "exactly one Holding" (h39adv4 N4;
``solver.holding_bonus_reaction``, ``solver.reduction_bound``, ``solver.action_unread``):

- no Holding among the sources that bow: nothing triggers it, no doubt;
- two Holdings or more: the +1 on the Holding the player picks at the trigger; legal when a
  plan with it on some one Holding pays; else a shortfall bounded by its one Gold;
- an action's Gold short by more than the one Gold each such card adds: illegal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import pool_state

_PLAYERS = [
    {"id": "me", "clan": "crab", "family_honor": 10},
    {"id": "opp", "clan": "lion", "family_honor": 10},
]


def _board(
    tmp: Path, pool: CardPool, name: str, home: list[str], target: str, *,
    pouch: bool = True, kyuden_bowed: bool = False, phase: str = "dynasty",
) -> Any:  # fmt: skip
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home",
         "bowed": kyuden_bowed},
        {"id": "watsuki", "title": "Kaiu Watsuki", "owner": "me", "zone": "home"},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home"},
        {"id": "kamina", "title": "Akodo Kamina", "owner": "opp", "zone": "home"},
    ]  # fmt: skip
    if pouch:
        cards.append(
            {"id": "pouch", "title": "Coin Pouch", "owner": "me", "zone": "home",
             "attached_to": "watsuki"}
        )  # fmt: skip
    cards += [
        {"id": f"h{i}", "title": t, "owner": "me", "zone": "home"} for i, t in enumerate(home)
    ]
    if phase == "dynasty":
        cards.append(
            {"id": "p1", "title": target, "owner": "me", "zone": "province", "province": 1}
        )
    else:
        cards.append({"id": "p1", "title": target, "owner": "me", "zone": "hand"})
    return pool_state(
        tmp, pool, cards, name, turn=3, active_player="me", phase=phase, players=_PLAYERS
    )


def test_no_holding_bows_nothing_triggers_the_pouch(tmp_path: Path, pool: CardPool) -> None:
    """Kyuden Hida 4 (a Stronghold) and the Pouch against Diamond Mine 6: illegal (was unknown)."""
    v = check(_board(tmp_path, pool, "a", [], "Diamond Mine"), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons


def test_two_holdings_the_plus_one_on_either(tmp_path: Path, pool: CardPool) -> None:
    """Kyuden 4 + Tea House 1 + Iron Mine 3 + the Pouch's 1 = Kaiu Iemasa's 9: legal (was
    unknown), the plan bowing the Pouch for one Holding."""
    board = _board(tmp_path, pool, "b", ["Tea House", "Iron Mine"], "Kaiu Iemasa")
    v = check(board, "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert any("Coin Pouch" in e for e in v.witness.plan.extra_costs)


def test_control_two_holdings_without_the_pouch(tmp_path: Path, pool: CardPool) -> None:
    """Control: no Pouch, 8 < 9: illegal."""
    board = _board(tmp_path, pool, "c", ["Tea House", "Iron Mine"], "Kaiu Iemasa", pouch=False)
    assert check(board, "me", "p1", Play.RECRUIT).status == "illegal"


def test_two_holdings_short_by_more_than_the_pouch(tmp_path: Path, pool: CardPool) -> None:
    """Kyuden bowed: Tea House 1 + Iron Mine 3 + at most 1 = 5 < Diamond Mine's 6: illegal
    (was unknown); with Kyuden unbowed (control) the same board pays: legal."""
    short = _board(tmp_path, pool, "d", ["Tea House", "Iron Mine"], "Diamond Mine",
                   kyuden_bowed=True)  # fmt: skip
    assert check(short, "me", "p1", Play.RECRUIT).status == "illegal"
    pays = _board(tmp_path, pool, "e", ["Tea House", "Iron Mine"], "Diamond Mine")
    assert check(pays, "me", "p1", Play.RECRUIT).status == "legal"


def test_one_holding_with_its_own_reaction(tmp_path: Path, pool: CardPool) -> None:
    """Seaside Bazaar alone (bow 2, its own Reaction 1 beside) + the Pouch's 1 = Seaside
    Bazaar's 4: legal (was unknown: the Reaction mode, bowing nothing, is no bowing mode)."""
    board = _board(tmp_path, pool, "f", ["Seaside Bazaar"], "Seaside Bazaar", kyuden_bowed=True)
    v = check(board, "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons


def test_an_action_short_by_more_than_the_pouch(tmp_path: Path, pool: CardPool) -> None:
    """Sword for Hire (10) with Kyuden 4 + Iron Mine 3 + Tea House 1 = 8, at most 9 with the
    Pouch: illegal (was unknown naming the Pouch)."""
    board = _board(tmp_path, pool, "g", ["Iron Mine", "Tea House"], "Sword for Hire",
                   phase="action")  # fmt: skip
    v = check(board, "me", "p1", 0)
    assert v.status == "illegal", v.reasons


def test_an_action_short_by_one_is_paid_by_the_pouch(tmp_path: Path, pool: CardPool) -> None:
    """Two Tea Houses make 9, one short of 10: the Pouch's 1 on one of the bowing Holdings
    pays it. ``legal`` since h40 (was ``unknown``: the action's Gold did not plan the Pouch;
    ``solver.action_holding_bonus``, ``tests/test_h40_pouches.py``)."""
    board = _board(tmp_path, pool, "h", ["Iron Mine", "Tea House", "Tea House"],
                   "Sword for Hire", phase="action")  # fmt: skip
    v = check(board, "me", "p1", 0)
    assert v.status == "legal", v.reasons
