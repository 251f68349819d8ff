"""A Gold Reaction whose cost bows and destroys its own card ("Reaction: When paying a Gold
cost, bow and destroy this card: Produce 5 Gold.", Wise Investment) pays for an action
(``model.oracle.production_reaction_leaves``; Costs and restrictions / Gold production).
h42adv2 N7. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from model.oracle.production_reaction_leaves import bow_and_leave_modes
from solver.good_faith import check

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
_NO_DATA = not (DATA / "oracle").is_dir() or not (DATA / "sets").is_dir()


def test_shape() -> None:
    """The sentence read: one mode, 5 Gold, bowing, the card destroyed; another wording not."""
    (mode,) = bow_and_leave_modes(
        "reaction: when paying a gold cost, bow and destroy this card: produce 5 gold."
    ) or [None]
    assert mode is not None and mode.gold == 5 and mode.bow and mode.leaves_play == "destroy"
    assert bow_and_leave_modes("reaction: when paying for a spell, bow and destroy ...") is None


def _valiant(tmp: Path, wise_bowed: bool) -> Any:
    data: dict[str, Any] = {
        "turn": 9,
        "active_player": "scorpion",
        "phase": "attack",
        "segment": "combat",
        "current_battlefield": "crab-p2",
        "attacker": "scorpion",
        "players": [
            {"id": "scorpion", "clan": "scorpion", "family_honor": 8},
            {"id": "crab", "clan": "crab", "family_honor": 11},
        ],
        "cards": [
            {
                "id": "estate",
                "title": "The Shadowed Estate of the Scorpion",
                "owner": "scorpion",
                "zone": "home",
                "bowed": True,
            },
            {
                "id": "saya",
                "title": "Bayushi Saya",
                "owner": "scorpion",
                "zone": "battlefield",
                "battlefield": "crab-p2",
            },
            {
                "id": "wise",
                "title": "Wise Investment",
                "owner": "scorpion",
                "zone": "battlefield",
                "battlefield": "crab-p2",
                "attached_to": "saya",
                "bowed": wise_bowed,
            },
            {"id": "valiant", "title": "Valiant Sacrifice", "owner": "scorpion", "zone": "hand"},
            {"id": "kyuden", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
            {
                "id": "kosedo",
                "title": "Hida Kosedo",
                "owner": "crab",
                "zone": "battlefield",
                "battlefield": "crab-p2",
            },
        ],
    }
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    loaded = load_state(path, cards=CardPool.load([DATA / "oracle", DATA / "sets"]))
    return check(loaded, "scorpion", "valiant", 0)


@pytest.mark.skipif(_NO_DATA, reason="no ../shared/data")
def test_wise_investment_pays_a_strategy(tmp_path: Path) -> None:
    """Valiant Sacrifice (2 Gold) with only an unbowed Wise Investment: legal, destroying it."""
    found = _valiant(tmp_path, wise_bowed=False)
    assert found.status == "legal"
    assert found.witness is not None and found.witness.plan is not None
    assert "destroy this card" in found.witness.plan.extra_costs


@pytest.mark.skipif(_NO_DATA, reason="no ../shared/data")
def test_bowed_wise_investment_pays_nothing(tmp_path: Path) -> None:
    """Control: Wise Investment bowed (a Reaction is not used while its card is bowed): no
    Gold, illegal."""
    assert _valiant(tmp_path, wise_bowed=True).status == "illegal"
