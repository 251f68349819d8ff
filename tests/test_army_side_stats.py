"""A stat change to cards "in this army" while attacking ("Battle Maidens in this army have +1F
while attacking.", Utaku Elite Guard) changes nothing while its controller is not the Attacker:
an army is a player's own (Reference 05, Side: the Attacker and Defender each have their own
side), so his cards are not attacking (h45adv3 N2). Real cards from ../shared/data."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import as_view, parse_state
from model.oracle.pool import CardPool
from solver.conditional_stats import off_while_side
from solver.good_faith import check


def _board(pool: CardPool, attacker: str) -> Any:
    """A battle of p1's Monk Asako Rikate against p2's Hida Fujita (with Utaku Elite Guard
    attached) and the dishonorable Keppo; ``attacker`` attacks the other's province."""
    defender = "p2" if attacker == "p1" else "p1"
    field = f"{defender}-p1"
    at = {"zone": "battlefield", "battlefield": field}
    data = {
        "turn": 10,
        "active_player": attacker,
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": field,
        "attacker": attacker,
        "defender": defender,
        "players": [
            {"id": "p1", "clan": "scorpion", "family_honor": 20},
            {"id": "p2", "clan": "crab", "family_honor": 17},
        ],
        "cards": [
            {"id": "sh1", "title": "Pillars of Virtue", "owner": "p1", "zone": "home"},
            {"id": "rikate", "title": "Asako Rikate", "owner": "p1", **at},
            {"id": "serpent", "title": "The Serpent's Deception", "owner": "p1", "zone": "hand"},
            {"id": "sh2", "title": "Kyuden Hida", "owner": "p2", "zone": "home"},
            {"id": "fujita", "title": "Hida Fujita", "owner": "p2", **at},
            {"id": "keppo", "title": "Keppo", "owner": "p2", "dishonorable": True, **at},
            {
                "id": "guard",
                "title": "Utaku Elite Guard",
                "owner": "p2",
                "attached_to": "fujita",
                **at,
            },
        ],
    }
    return parse_state(data, "board", None, pool)


@pytest.mark.parametrize(("attacker", "expected"), [("p1", "legal"), ("p2", "unknown")])
def test_a_defenders_attacking_bonus_does_not_doubt(
    pool: CardPool, attacker: str, expected: str
) -> None:
    """The Guard in the Defender's army: its "+1F while attacking" gives nothing, so The
    Serpent's Deception (units' total Force compared) stays legal (was unknown); in the
    Attacker's army (control) it may raise the targets' units, not read: unknown."""
    loaded = _board(pool, attacker)
    said = "Battle Maidens in this army have +1F while attacking."
    assert off_while_side(as_view(loaded), "guard", said) is (attacker == "p1")
    assert check(loaded, "p1", "serpent", 0).status == expected
