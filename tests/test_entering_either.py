"""En'you's "As an additional cost of En'you entering play, either remove a card in your hand
from the game or destroy one of your Sake tokens." read alternative by alternative on the state
(``solver/entering_either.py``; Costs and restrictions / Mandatory costs). h39adv2 N6: its
Recruit was ``unknown`` whatever the hand and tokens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT
from tests.builders import pool_state

_PLAYERS = [
    {"id": "mantis", "clan": "mantis", "family_honor": 12},
    {"id": "crab", "clan": "crab", "family_honor": 11},
]


def _board(tmp: Path, pool: CardPool, name: str, *extra: dict[str, Any]) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "keep", "title": "Koshin Keep", "owner": "mantis", "zone": "home", "bowed": True},
        {"id": "kobune", "title": "Kobune Port", "owner": "mantis", "zone": "home"},
        {"id": "mp1", "title": "En'you", "owner": "mantis", "zone": "province", "province": 1},
        {"id": "hida", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        *extra,
    ]
    return pool_state(
        tmp, pool, cards, name, phase="dynasty", turn=5, active_player="mantis", players=_PLAYERS
    )


_HAND = {"id": "h1", "title": "Paid Off", "owner": "mantis", "zone": "hand"}
_GINA = {"id": "gina", "title": "Kitsune Gina", "owner": "mantis", "zone": "home"}


def test_a_card_in_hand_pays_it(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, "hand", _HAND), "mantis", "mp1", RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert any("remove Paid Off (h1) in your hand" in o.text for o in v.witness.costs)


def test_no_card_in_hand_and_no_sake_token(tmp_path: Path, pool: CardPool) -> None:
    """Empty hand, no Sake token on any card: neither alternative, illegal (was unknown)."""
    v = check(_board(tmp_path, pool, "none", _GINA), "mantis", "mp1", RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "Sake" in v.reasons[0] or "sake" in v.reasons[0]


def test_a_sake_token_pays_it(tmp_path: Path, pool: CardPool) -> None:
    """Control: empty hand, a Sake token on a card in play he controls (no Gold source)."""
    gina = {**_GINA, "tokens": ["Sake"]}
    v = check(_board(tmp_path, pool, "sake", gina), "mantis", "mp1", RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert any("Sake" in o.text or "sake" in o.text for o in v.witness.costs)


def test_a_discarding_gold_source_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: one card in hand, and Asahina Keigo ("bow Keigo and discard a card: Produce
    Gold ...") may take that card for Gold: not settled, stays unknown (never a guess)."""
    keigo = {"id": "keigo", "title": "Asahina Keigo", "owner": "mantis", "zone": "home"}
    v = check(_board(tmp_path, pool, "keigo", _HAND, keigo), "mantis", "mp1", RECRUIT)
    assert v.status == "unknown", v.reasons
    assert "En'you entering play" in v.reasons[0]
