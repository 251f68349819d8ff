"""A legal Equip doubted only for its witness's host: a Follower's "This Personality has Cavalry
while this card is unbowed." (Moto Steed) on the first host may change what she allows, but the
Equip onto another Personality, legal and undoubted, settles it (Reference 02: one way to play
it is enough; h27adv2 F4 (b), ``solver.equip_host_scope``). With no other host the doubt stays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solver.good_faith import check
from solver.verdict import Play
from tests.builders import KEEP_CARD, set_board, set_personality

STEED = "This Personality has Cavalry while this card is unbowed."


def _board(tmp: Path, other_host: bool) -> Any:
    cards: list[dict[str, Any]] = [
        {**KEEP_CARD, "gold_production": 3},
        {"title": "Stable", "types": ["Holding"], "gold_cost": 2,
         "text": ":bow:: Produce 1 Gold, or 2 Gold when paying for a Cavalry card."},
        {"title": "Steed", "types": ["Follower"], "decks": ["Fate"], "gold_cost": 2, "force": 1,
         "text": STEED},
        {"title": "Blade", "types": ["Item"], "decks": ["Fate"], "gold_cost": 3, "force": 1},
        set_personality("Rider", 1, keywords=["Samurai"]),
        set_personality("Walker", 1, keywords=["Samurai"]),
    ]  # fmt: skip
    table: list[dict[str, Any]] = [
        {"id": "keep", "title": "Keep", "owner": "me", "zone": "home"},
        {"id": "stable", "title": "Stable", "owner": "me", "zone": "home"},
        {"id": "rider", "title": "Rider", "owner": "me", "zone": "home"},
        {"id": "steed", "title": "Steed", "owner": "me", "zone": "home", "attached_to": "rider"},
        {"id": "blade", "title": "Blade", "owner": "me", "zone": "hand"},
    ]
    if other_host:
        table.append({"id": "walker", "title": "Walker", "owner": "me", "zone": "home"})
    return set_board(tmp, cards, table, phase="action")


@pytest.mark.parametrize(("other_host", "expected"), [(True, "legal"), (False, "unknown")])
def test_another_host_settles_it(tmp_path: Path, other_host: bool, expected: str) -> None:
    v = check(_board(tmp_path, other_host), "me", "blade", Play.EQUIP)
    assert v.status == expected, v.reasons
    if expected == "legal":
        assert v.witness is not None and dict(v.witness.targets)["personality"] == ("walker",)
        assert not v.witness.cheapest
    else:
        assert any("Cavalry while this card is unbowed" in r for r in v.reasons)
