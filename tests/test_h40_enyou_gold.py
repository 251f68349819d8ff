"""En'you's "either remove a card in your hand from the game or destroy one of your Sake
tokens" when every card in hand is a Gold source the plan needs (``solver.entering_either``):
the Gold is planned again with each such card left out; when none leaves a plan (and no text
not read could pay) and no Sake token can be destroyed, the play is ``illegal``. The card
removed is named in the witness (h39adv4 W2 / e1)."""

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
    tmp: Path,
    pool: CardPool,
    name: str,
    hand: list[str],
    home: list[str],
    stronghold: str = "Kyuden Hida • Experienced",
    tokens: list[str] | None = None,
) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "sh", "title": stronghold, "owner": "me", "zone": "home", "bowed": True},
        {"id": "p1", "title": "En'you", "owner": "me", "zone": "province", "province": 1},
        {"id": "shamate", "title": "Shamate Keep", "owner": "opp", "zone": "home"},
    ]
    cards += [
        {"id": f"g{i}", "title": t, "owner": "me", "zone": "home"} for i, t in enumerate(home)
    ]
    if tokens is not None:
        cards.append(
            {"id": "carrier", "title": "Kaiu Watsuki", "owner": "me", "zone": "home",
             "tokens": tokens}
        )  # fmt: skip
    cards += [
        {"id": f"h{i}", "title": t, "owner": "me", "zone": "hand"} for i, t in enumerate(hand)
    ]
    return pool_state(
        tmp, pool, cards, name, turn=3, active_player="me", phase="dynasty", players=_PLAYERS
    )


def test_truce_needed_and_no_token_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Iron Mine (3) alone can't pay En'you's 2 and the Clan Honor Rule's 2 (separate payments)
    without the Truce, and there is no Sake token: ``illegal``, naming the Truce."""
    v = check(_board(tmp_path, pool, "a", ["Truce"], ["Iron Mine"]), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "Truce (h0), the only card in hand" in v.reasons[0]
    assert "Sake token" in v.reasons[0]


def test_a_sake_token_pays_instead(tmp_path: Path, pool: CardPool) -> None:
    """Control: the same as the illegal board with a Sake token on a Personality of the player:
    the token is destroyed, the Truce pays: ``legal``."""
    board = _board(tmp_path, pool, "c", ["Truce"], ["Iron Mine"], tokens=["Sake"])
    v = check(board, "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons


def test_another_holding_leaves_the_truce_free(tmp_path: Path, pool: CardPool) -> None:
    """Control: Iron Mine and Copper Mine pay 2 + 2 without the Truce: ``legal``, the witness
    removing the Truce by name and the plan not playing it."""
    board = _board(tmp_path, pool, "d", ["Truce"], ["Iron Mine", "Copper Mine"])
    v = check(board, "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.plan is not None
    assert any("remove Truce (h0) in your hand" in o.text for o in v.witness.costs)
    assert all("h0" not in sids for _, sids in v.witness.plan.assignment)


def test_a_card_without_gold_text_is_named(tmp_path: Path, pool: CardPool) -> None:
    """Control: with Rout beside the Truce, Rout is removed and named; the Truce pays."""
    board = _board(tmp_path, pool, "e", ["Truce", "Rout"], ["Iron Mine"])
    v = check(board, "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert any("remove Rout (h1) in your hand" in o.text for o in v.witness.costs)
