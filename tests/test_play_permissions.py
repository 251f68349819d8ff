"""A card's own "You may Equip this Item from your discard pile as a Battle action."
(Gumbai-Uchiwa): outside battle it can't lift "not in your hand" (a Battle action is taken only
in the Combat Segment), so the Equip from the discard pile is illegal there; in battle it stays
unknown (h26adv1 N3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.play_permissions import battle_only_permission
from solver.verdict import EQUIP
from tests.builders import KEEP_CARD, set_board, set_personality

GUMBAI = "You may Equip this Item from your discard pile as a Battle action."


def test_reading() -> None:
    assert battle_only_permission(GUMBAI)
    assert not battle_only_permission("You may Equip this Follower from your discard pile.")
    assert not battle_only_permission(GUMBAI.replace("Battle", "Battle or Open"))


@pytest.mark.parametrize(("combat", "expected"), [(False, "illegal"), (True, "unknown")])
def test_the_equip_from_the_discard_pile(tmp_path: Path, combat: bool, expected: str) -> None:
    fan = {"title": "Fan", "types": ["Item"], "decks": ["Fate"], "gold_cost": 1, "text": GUMBAI}
    cards: list[dict[str, Any]] = [KEEP_CARD, set_personality("Lord", 2), fan]
    table = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "lord", "title": "Lord", "owner": "me", "zone": "home"},
        {"id": "f", "title": "Fan", "owner": "me", "zone": "fate_discard"},
    ]
    fields: dict[str, Any] = {"phase": "action"}
    if combat:
        fields = {"phase": "attack", "segment": "combat", "current_battlefield": "p1"}
        fields |= {"battlefields": ["p1"], "attacker": "me"}
        fields["players"] = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    v = check(set_board(tmp_path, cards, table, "fan", **fields), "me", "f", EQUIP)
    assert v.status == expected
