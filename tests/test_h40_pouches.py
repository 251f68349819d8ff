"""Coin Pouch ("Reaction: When a Holding bows to produce Gold, bow this card: The Holding
produces one additional Gold.") with two Pouches, and for an action's Gold
(``solver.holding_bonus_reaction``, ``solver.action_holding_bonus``; h39adv4 N4, h39adv1 U2):
each usable Pouch adds 1 to the bow of a Holding; a plan so found is real (`legal`); two
Pouches on one Holding's bow add 2 (since h41gold2: each a separate ability, Reference 04);
an action's Gold now plans
the Pouch instead of bounding it only after the search."""

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
    tmp: Path, pool: CardPool, name: str, home: list[str], pouches: int, *,
    recruit: str | None = None, kyuden_bowed: bool = True,
) -> Any:  # fmt: skip
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home",
         "bowed": kyuden_bowed},
        {"id": "wat", "title": "Kaiu Watsuki", "owner": "me", "zone": "home"},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home"},
        {"id": "misato", "title": "Matsu Misato", "owner": "opp", "zone": "home"},
    ]  # fmt: skip
    cards += [
        {"id": f"g{i}", "title": t, "owner": "me", "zone": "home"} for i, t in enumerate(home)
    ]
    cards += [
        {"id": f"pouch{i}", "title": "Coin Pouch", "owner": "me", "zone": "home",
         "attached_to": "wat"}
        for i in range(pouches)
    ]  # fmt: skip
    if recruit is None:
        cards.append({"id": "p1", "title": "Sword for Hire", "owner": "me", "zone": "hand"})
        phase = "action"
    else:
        cards.append(
            {"id": "p1", "title": recruit, "owner": "me", "zone": "province", "province": 1}
        )
        phase = "dynasty"
    return pool_state(
        tmp, pool, cards, name, turn=3, active_player="me", phase=phase, players=_PLAYERS
    )


def test_two_pouches_on_two_holdings_pay_a_recruit(tmp_path: Path, pool: CardPool) -> None:
    """Hida Bushotsu (8) from Iron Mine 3 + Copper Mine 2 + Small Farm 1 + two Pouches on two
    of them: ``legal`` (was ``unknown``), both Pouches bowed in the plan."""
    board = _board(tmp_path, pool, "a", ["Iron Mine", "Copper Mine", "Small Farm"], 2,
                   recruit="Hida Bushotsu")  # fmt: skip
    v = check(board, "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    extras = " ".join(v.witness.plan.extra_costs)
    assert "pouch0" in extras and "pouch1" in extras


def test_two_pouches_on_one_holding_pay(tmp_path: Path, pool: CardPool) -> None:
    """Kaiu Iemasa (9) from Kyuden 4 + Iron Mine 3 needs both Pouches on Iron Mine's one bow:
    each Pouch's Reaction is a separate ability (Reference 04), so both answer it: ``legal``
    (was ``unknown`` until h41gold2, h41adv3 N3)."""
    board = _board(tmp_path, pool, "b", ["Iron Mine"], 2, recruit="Kaiu Iemasa",
                   kyuden_bowed=False)  # fmt: skip
    v = check(board, "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    extras = " ".join(v.witness.plan.extra_costs)
    assert "pouch0" in extras and "pouch1" in extras and "2 more Gold" in extras


def test_control_one_pouch_on_one_holding_still_pays(tmp_path: Path, pool: CardPool) -> None:
    """Control: Hida Bushotsu (8) from Kyuden 4 + Iron Mine 3 + one of the two Pouches."""
    board = _board(tmp_path, pool, "c", ["Iron Mine"], 2, recruit="Hida Bushotsu",
                   kyuden_bowed=False)  # fmt: skip
    assert check(board, "me", "p1", Play.RECRUIT).status == "legal"


def test_two_pouches_pay_an_action(tmp_path: Path, pool: CardPool) -> None:
    """Sword for Hire (10) from Iron Mine 3 + Copper Mine 2 + Iron Mine 3 + two Pouches:
    ``legal`` (was ``unknown``)."""
    board = _board(tmp_path, pool, "d", ["Iron Mine", "Copper Mine", "Iron Mine"], 2)
    v = check(board, "me", "p1", 0)
    assert v.status == "legal", v.reasons


def test_one_pouch_among_holdings_pays_an_action(tmp_path: Path, pool: CardPool) -> None:
    """Sword for Hire (10) from 3 + 2 + 3 + 1 and one Pouch: ``legal`` (was ``unknown``)."""
    board = _board(tmp_path, pool, "e", ["Iron Mine", "Copper Mine", "Iron Mine", "Small Farm"], 1)
    v = check(board, "me", "p1", 0)
    assert v.status == "legal", v.reasons


def test_control_an_action_short_with_the_pouch_counted(tmp_path: Path, pool: CardPool) -> None:
    """Control: 3 + 2 + 3 and one Pouch make at most 9 < 10: ``illegal``, the bound counting
    the Pouch's Gold."""
    board = _board(tmp_path, pool, "f", ["Iron Mine", "Copper Mine", "Iron Mine"], 1)
    v = check(board, "me", "p1", 0)
    assert v.status == "illegal", v.reasons
    assert "at most 9" in v.reasons[0]
