"""En'you's "either remove a card in your hand from the game or destroy one of your Sake
tokens" (``solver.entering_either``): a card in hand with Gold text (Truce, a paying Reaction
played from the hand) may be spent by the Gold plan, so a hand of such cards alone leaves the
cost unsettled (h39adv4 W2: was legal, removing the Truce the plan also played)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import pool_state

_PLAYERS = [
    {"id": "me", "clan": "crab", "family_honor": 10},
    {"id": "opp", "clan": "lion", "family_honor": 10},
]


def _board(tmp: Path, pool: CardPool, name: str, hand: list[str]) -> Any:
    cards: list[dict[str, Any]] = [
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "me", "zone": "home",
         "bowed": True},
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


def test_the_only_card_in_hand_is_the_truce_the_plan_plays(tmp_path: Path, pool: CardPool) -> None:
    """Truce alone in hand: not legal any more (the plan plays it for Gold); since h40 the Gold
    is planned again without it (Iron Mine alone can't pay 2 + 2) and there is no Sake token:
    ``illegal`` (was ``unknown``; ``tests/test_h40_enyou_gold.py``)."""
    v = check(_board(tmp_path, pool, "a", ["Truce"]), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "En'you" in v.reasons[0]


@pytest.mark.parametrize("spare", ["Banzai!", "Lost in Transit"])
def test_a_card_without_gold_text_pays_the_removal(
    tmp_path: Path, pool: CardPool, spare: str
) -> None:
    """Control: another card in hand with no Gold text is removed; Truce still pays: legal."""
    v = check(_board(tmp_path, pool, f"b{spare[:3]}", ["Truce", spare]), "me", "p1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None
    assert any(f"remove {spare} (h1) in your hand" in o.text for o in v.witness.costs)


def test_an_empty_hand_and_no_token(tmp_path: Path, pool: CardPool) -> None:
    """Control: nothing in hand, no Sake token: illegal, as before."""
    v = check(_board(tmp_path, pool, "c", []), "me", "p1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
