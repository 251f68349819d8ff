"""A card's own plain prevention pays no cost making that change (h40adv4 N10): Recruitment
Effort's "Destroy your target non-Unique Holding:" with Rugashi Bazaar ("This card will not be
destroyed; this is not negation.") the only Holding is illegal (Costs and restrictions / Costs
and changes: "Effects that prevent, negate, or delay the change will also prevent the cost
payment."); with an Iron Mine too it is legal, destroying the Mine. Real cards by title from
../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest

from model.load import LoadedState, as_view, parse_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.own_prevention import prevented_itself


def _board(pool: CardPool, holding: str = "Rugashi Bazaar", iron: bool = False) -> LoadedState:
    cards: list[dict[str, Any]] = [
        {"id": "dojo", "title": "Law of Darkness Dojo", "owner": "scorpion", "zone": "home"},
        {"id": "bazaar", "title": holding, "owner": "scorpion", "zone": "home"},
        {"id": "re", "title": "Recruitment Effort", "owner": "scorpion", "zone": "hand"},
        {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
    ]
    if iron:
        cards.append({"id": "iron", "title": "Iron Mine", "owner": "scorpion", "zone": "home"})
    data = {
        "turn": 6,
        "active_player": "scorpion",
        "phase": "action",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 9},
            {"id": "crab", "clan": "crab", "family_honor": 8},
        ],
        "cards": cards,
    }
    return parse_state(data, "board", None, pool)


@pytest.mark.parametrize("holding", ["Rugashi Bazaar", "Den of Iniquity"])
def test_the_only_holding_will_not_be_destroyed(pool: CardPool, holding: str) -> None:
    v = check(_board(pool, holding), "scorpion", "re", 0)
    assert v.status == "illegal", v.reasons
    assert "prevents the change" in v.reasons[0]


def test_another_holding_pays_it(pool: CardPool) -> None:
    # control: an Iron Mine (listed after the Bazaar) is destroyed instead
    v = check(_board(pool, iron=True), "scorpion", "re", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("iron",)


def test_the_bazaar_announced_is_illegal(pool: CardPool) -> None:
    v = check(_board(pool, iron=True), "scorpion", "re", 0, targets={"target1": ("bazaar",)})
    assert v.status == "illegal", v.reasons


def test_only_its_own_change(pool: CardPool) -> None:
    # control: "will not be destroyed" does not keep it from bowing
    view = as_view(_board(pool))
    assert prevented_itself(view, "destroy", "bazaar") is not None
    assert prevented_itself(view, "bow", "bazaar") is None
