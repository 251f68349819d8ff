"""En'you's "either remove a card in your hand from the game or destroy one of your Sake
tokens" with only Gold-text cards in hand (``solver.entering_either``): payable when the play's
Gold has a plan leaving one such card out (it is the card removed); the doubt stays when every
plan needs each of them (h39adv5 N2)."""

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


def _board(tmp: Path, pool: CardPool, name: str, hand: list[str], kyuden_bowed: bool) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home",
         "bowed": kyuden_bowed},
        {"id": "iron", "title": "Iron Mine", "owner": "me", "zone": "home"},
        {"id": "p1", "title": "En'you", "owner": "me", "zone": "province", "province": 1},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home"},
    ]  # fmt: skip
    cards += [
        {"id": f"h{i}", "title": t, "owner": "me", "zone": "hand"} for i, t in enumerate(hand)
    ]
    return pool_state(
        tmp, pool, cards, name, turn=3, active_player="me", phase="dynasty", players=_PLAYERS
    )


def test_truce_alone_is_removed_when_the_holdings_pay(tmp_path: Path, pool: CardPool) -> None:
    """Kyuden (4) pays En'you's 2, Iron Mine (3) the Clan Honor Rule's 2: Truce is removed."""
    v = check(_board(tmp_path, pool, "a", ["Truce"], False), "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert any("remove Truce (h0) in your hand" in o.text for o in v.witness.costs)


def test_two_truces_one_removed_one_played(tmp_path: Path, pool: CardPool) -> None:
    """Kyuden bowed: Iron Mine (3) and one Truce (2) pay 2 + 2, the other Truce is removed."""
    v = check(_board(tmp_path, pool, "b", ["Truce", "Truce"], True), "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons


def test_every_plan_needs_the_truce(tmp_path: Path, pool: CardPool) -> None:
    """Kyuden bowed, Iron Mine (3) alone can't pay 2 + 2 without the Truce, and no Sake token:
    ``illegal`` (h39adv4 e1; was ``unknown`` until h40, ``tests/test_h40_enyou_gold.py``)."""
    v = check(_board(tmp_path, pool, "c", ["Truce"], True), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "Truce (h0)" in v.reasons[0]


def test_a_plan_playing_the_only_truce_is_swapped(tmp_path: Path, pool: CardPool) -> None:
    """The witness never both removes the Truce and plays it: a plan spending it is replaced
    by one leaving it out (``plan_leaving_one``); one already leaving it out is kept."""
    from model.load import as_view
    from solver import gold
    from solver.entering_either import plan_leaving_one

    view = as_view(_board(tmp_path, pool, "d", ["Truce"], False))
    sources = (gold.Source("h0", 2, bows=False), gold.Source("kyuden", 4), gold.Source("iron", 3))
    problem = gold.PaymentProblem(sources, (gold.Payment("a", 2), gold.Payment("b", 2)))
    spending = gold.Plan((("a", ("h0",)), ("b", ("iron",))), 5, 1, 2, 0, (), 1)
    other = plan_leaving_one(view, "me", "p1", problem, spending)
    assert other is not spending
    assert all("h0" not in sids for _, sids in other.assignment)
    leaving = gold.Plan((("a", ("kyuden",)), ("b", ("iron",))), 7, 3, 2, 0, ())
    assert plan_leaving_one(view, "me", "p1", problem, leaving) is leaving
