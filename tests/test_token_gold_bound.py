"""Profits beside Kenro-ji-jin's Bounty (h40adv4 N5; Costs and restrictions / Gold production):
its "You may reduce the total Gold produced by 1" is the payer's choice and pays nothing, its
Reaction "... Produce Gold equal to the number of Wealth tokens on it ..." produces at most the
tokens the state puts on it, and its "Reaction: When paying a Gold cost" head taxes no other
Reaction. Remote Village (3) is paid by Iron Mine 2 + the Bounty 1; Diamond Mine (6) is short
even with Profits' 2. The Reaction is now read as a Gold source (``model.oracle.
production_self_discard``): with 4 Wealth tokens Diamond Mine is paid (Iron 2 + Profits 4:
legal, was unknown); without the Bounty, Remote Village is paid by Iron 2 + Profits 2 (legal,
was unknown). Controls: no token, or the Reaction used this turn: illegal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from model.load import parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import RECRUIT

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
pytestmark = pytest.mark.skipif(
    not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir(), reason="no ../shared/data"
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.load([DATA / "oracle", DATA / "sets"])


def _state(tokens: int, bounty: bool) -> dict[str, Any]:
    cards: list[dict[str, Any]] = [
        {"id": "aerie", "title": "The Aerie", "bowed": True},
        {"id": "iron", "title": "Iron Mine"},
        {"id": "profits", "title": "Profits", "tokens": ["Wealth"] * tokens},
        {"id": "rv", "title": "Remote Village", "zone": "province", "province": 2},
        {"id": "dm", "title": "Diamond Mine", "zone": "province", "province": 3},
    ]
    if bounty:
        cards.append({"id": "bounty", "title": "Kenro-ji-jin's Bounty"})
    for c in cards:
        c.setdefault("zone", "home")
        c["owner"] = "crane"
    cards.append(
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"}
    )
    return {
        "turn": 3,
        "active_player": "crane",
        "phase": "dynasty",
        "players": [
            {"id": "crane", "clan": "crane", "family_honor": 10},
            {"id": "crab", "clan": "crab", "family_honor": 8},
        ],
        "cards": cards,
    }


@pytest.mark.parametrize(
    ("tokens", "bounty", "card", "want"),
    [
        (2, True, "rv", "legal"),  # Iron Mine 2 + the Bounty 1 (a Farm)
        (2, True, "dm", "illegal"),  # at most Iron 2 + Profits 2 < 6
        (4, True, "dm", "legal"),  # Iron 2 + Profits 4 = 6 (was unknown: Reaction unread)
        (2, False, "rv", "legal"),  # Iron 2 + Profits 2 (h40adv4 N5 truth; was unknown)
        (0, False, "rv", "illegal"),  # control: no Wealth token, Profits produces nothing
    ],
)
def test_profits(pool: CardPool, tokens: int, bounty: bool, card: str, want: str) -> None:
    state = parse_state(_state(tokens, bounty), "h40gold", cards=pool)
    v = check(state, "crane", card, RECRUIT)
    assert v.status == want, v.reasons
    if want == "unknown":
        assert "Wealth tokens" in " ".join(v.reasons)


def test_profits_used_this_turn(pool: CardPool) -> None:
    """Control: its Reaction already used this turn (Abilities and actions: once per turn)."""
    data = _state(2, False)
    data["memory"] = [{"card": "profits", "ability": 1, "this_turn": 1}]
    v = check(parse_state(data, "h40gold", cards=pool), "crane", "rv", RECRUIT)
    assert v.status == "illegal", v.reasons


def test_profits_pays_once(pool: CardPool) -> None:
    """Its cost discards it: the plan uses it once, and says so."""
    v = check(parse_state(_state(2, False), "h40gold", cards=pool), "crane", "rv", RECRUIT)
    assert v.status == "legal" and v.witness is not None and v.witness.plan is not None
    assert "discard this card" in v.witness.plan.extra_costs
