"""'Personalities you own in and out of play have +1 Gold Cost unless ...' (Tsusung Sensei)
changes only its controller's Personalities (h27adv2 F5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.owned_cost_scope import owned_cost_concerns
from solver.verdict import EQUIP, RECRUIT
from tests.builders import TWO_PLAYERS, set_board, set_personality

SAID = (
    "Personalities you own in and out of play have +1 Gold Cost unless they are Shugenja or "
    "Baraunghar."
)


def _loaded(tmp: Path, owner: str, phase: str) -> Any:
    cards = [
        {"title": "Keep", "types": ["Stronghold"], "gold_production": 2},
        {"title": "Teacher", "types": ["Holding"], "gold_cost": 2, "text": SAID},
        set_personality("Lord", 2),
        set_personality("Host", 1),
        {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 2},
    ]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "sensei", "title": "Teacher", "owner": owner, "zone": "home", "bowed": True},
        {"id": "host", "title": "Host", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "province", "province": 0},
        {"id": "blade", "title": "Blade", "owner": "me", "zone": "hand"},
    ]
    return set_board(tmp, cards, table, players=TWO_PLAYERS, phase=phase)


@pytest.mark.parametrize(
    ("owner", "card", "expected"),
    [
        ("me", "blade", "legal"),
        ("me", "lord", "unknown"),
        ("them", "lord", "legal"),
    ],
)
def test_owned_cost(tmp_path: Path, owner: str, card: str, expected: str) -> None:
    """2 Gold: the Item and another player's Personality are paid; one's own Personality may
    cost 3 (the doubt stays)."""
    phase = "action" if card == "blade" else "dynasty"
    play = EQUIP if card == "blade" else RECRUIT
    verdict = check(_loaded(tmp_path, owner, phase), "me", card, play)
    assert verdict.status == expected, verdict.reasons


def test_the_shape_read() -> None:
    from model.cards import CardDef
    from model.common import CardType

    item = CardDef(title="Blade", type=CardType.ITEM)
    assert owned_cost_concerns(SAID, item, True) is False
    assert owned_cost_concerns("Your Items have +1 Gold Cost.", item, True) is None
