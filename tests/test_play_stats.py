"""A rulebook play (Reference 02: Recruit, Equip) tests its own card's stats (Gold Cost, Honor
Requirement; Reference 03), never a host's: an unread stat sentence about one card in play
("This Personality has +2 Gold Cost." on Coin Pouch, about its bearer) can't turn the Equip or
Recruit of another card (h26adv1 F2); one not scoped to a card still doubts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import EQUIP, RECRUIT
from tests.builders import KEEP_CARD, set_board, set_personality


def _status(tmp: Path, pouch: str | None, play: str, knife_cost: int = 1) -> str:
    knife = {"title": "Knife", "types": ["Item"], "decks": ["Fate"], "gold_cost": knife_cost}
    cards: list[dict[str, Any]] = [KEEP_CARD, set_personality("Lord", 1), knife]
    cards.append(set_personality("Heir", 2))
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "k", "title": "Knife", "owner": "me", "zone": "hand"},
        {"id": "heir", "title": "Heir", "owner": "me", "zone": "province", "province": 0},
    ]
    if pouch is not None:
        cards.append({"title": "Pouch", "types": ["Item"], "decks": ["Fate"], "gold_cost": 0})
        cards[-1]["text"] = pouch
        table.append({"id": "p", "title": "Pouch", "owner": "me", "zone": "home"})
        table[-1]["attached_to"] = "lord"
    phase = "action" if play == "equip" else "dynasty"
    loaded = set_board(tmp, cards, table, "pouch", phase=phase)
    return check(
        loaded, "me", "k" if play == "equip" else "heir", EQUIP if play == "equip" else RECRUIT
    ).status


@pytest.mark.parametrize("play", ["equip", "recruit"])
def test_a_bearers_gold_cost_change(tmp_path: Path, play: str) -> None:
    assert _status(tmp_path, None, play) == "legal"
    assert _status(tmp_path, "This Personality has +2 Gold Cost.", play) == "legal"
    # not scoped to one card (read as it was): the doubt stays
    assert _status(tmp_path, "Your Personalities have +2 Gold Cost.", play) == "unknown"


def test_a_shortfall_stays_illegal(tmp_path: Path) -> None:
    """The Knife costs 3, the Keep produces 2: the bearer's Gold Cost can't lower it."""
    assert _status(tmp_path, "This Personality has +2 Gold Cost.", "equip", 3) == "illegal"
    assert _status(tmp_path, "This Personality has -2 Gold Cost.", "equip", 3) == "illegal"
