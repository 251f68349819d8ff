"""A Force bonus to its controller's cards of one keyword ("Your Nonhuman Personalities have
+1F." — The Maw's Grave) changes no card when none of that player's cards has the keyword and
no unread sentence may give it (issue 13, h27adv1 F2): a Force comparison of the player's
Human performer with the enemy is not doubted by it. Effects (ongoing effects: the cards it
names); solver/quality_owner_scope.names_none."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from tests.builders import set_board, set_personality

_SAID = "Your Nonhuman Personalities have +1F."
_BOW = "<b>Open:</b> Bow a target enemy Personality with lower Force."


@pytest.mark.parametrize(("keywords", "expected"), [([], "illegal"), (["Nonhuman"], "unknown")])
def test_a_bonus_to_cards_of_a_keyword_none_has(
    tmp_path: Path, keywords: list[str], expected: str
) -> None:
    """Actor (F3) vs Foe (F3): no enemy with lower Force (illegal); the control: the Actor
    Nonhuman, the bonus may raise him (unknown)."""
    cards: list[dict[str, Any]] = [
        {"title": "Grave", "types": ["Stronghold"], "gold_production": 2, "text": _SAID},
        set_personality("Actor", 3, force=3, keywords=keywords, text=_BOW),
        set_personality("Foe", 3, force=3),
    ]
    table = [
        {"id": "keep", "title": "Grave", "owner": "me", "zone": "home"},
        {"id": "actor", "title": "Actor", "owner": "me", "zone": "home"},
        {"id": "foe", "title": "Foe", "owner": "them", "zone": "home"},
    ]
    players = [{"id": "me", "family_honor": 10}, {"id": "them", "family_honor": 10}]
    loaded = set_board(tmp_path, cards, table, phase="action", players=players)
    verdict = check(loaded, "me", "actor", 0)
    assert verdict.status == expected, verdict.reasons
    if expected == "unknown":
        assert _SAID in " ".join(verdict.reasons)
