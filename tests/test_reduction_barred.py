"""A card that bars lowering its own Gold cost ("This Spell's Gold cost may not be reduced or
ignored.", Strength of the Forge) is not helped by another card's unread reduction
(``solver.reduction_bars.barred_reduction``; Costs and restrictions / Changes to costs and
payments): Whispering Archive's and Kyuden Agasha's sentences no longer doubt its shortfall
(h30adv5 N3); a sentence that produces Gold still may."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.reduction_bars import barred_reduction
from solver.verdict import Play


@pytest.mark.parametrize(
    ("title", "sentence", "barred"),
    [
        ("Strength of the Forge", "Your Spells enter play for 1 less Gold.", True),
        ("Strength of the Forge",
         "Spells you own in and out of play have -2 Gold Cost, to a minimum of 1.", True),
        # controls: Gold produced is no reduction; a card with no bar is lowered
        ("Strength of the Forge", "When paying for a Spell, produce 2 Gold.", False),
        ("Earth Becomes Sky", "Your Spells enter play for 1 less Gold.", False),
    ],
)  # fmt: skip
def test_barred_reduction(title: str, sentence: str, barred: bool, pool: CardPool) -> None:
    assert barred_reduction(pool.resolve(title).card, sentence) is barred


def _board(tmp: Path, pool: CardPool, stronghold: str, extra: list[dict[str, Any]]) -> Any:
    state = {
        "turn": 6, "active_player": "phoenix", "phase": "action",
        "players": [{"id": "phoenix", "clan": "phoenix", "family_honor": 12},
                    {"id": "crab", "clan": "crab", "family_honor": 8}],
        "cards": [
            {"id": "sh", "title": stronghold, "owner": "phoenix", "zone": "home", "bowed": True},
            {"id": "tea", "title": "Tea House", "owner": "phoenix", "zone": "home"},
            {"id": "kaname", "title": "Isawa Kaname", "owner": "phoenix", "zone": "home"},
            {"id": "fortress", "title": "The Unassailable Fortress of the Crab", "owner": "crab",
             "zone": "home"},
            *extra,
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


FORGE = {"id": "sp", "title": "Strength of the Forge", "owner": "phoenix", "zone": "hand"}
ARCHIVE = {"id": "archive", "title": "Whispering Archive", "owner": "phoenix", "zone": "home"}


@pytest.mark.parametrize(
    ("stronghold", "extra"),
    [
        ("The Majestic Temple of the Phoenix", [ARCHIVE]),  # Archive's 1 less + the reminder
        ("Kyuden Agasha", []),  # "-2 Gold Cost, to a minimum of 1"
    ],
)
def test_forge_short_beside_a_reduction(
    tmp_path: Path, pool: CardPool, stronghold: str, extra: list[dict[str, Any]]
) -> None:
    v = check(_board(tmp_path, pool, stronghold, [FORGE, *extra]), "phoenix", "sp", Play.EQUIP)
    assert v.status == "illegal", v.reasons  # 2 Gold against Tea House 1


def test_unbarred_spell_is_lowered(tmp_path: Path, pool: CardPool) -> None:
    # control: Earth Becomes Sky 4 - 2 (Kyuden Agasha) = 2 = Tea House 1 + Tea House 1
    ebs = {"id": "sp", "title": "Earth Becomes Sky", "owner": "phoenix", "zone": "hand"}
    tea2 = {"id": "tea2", "title": "Tea House", "owner": "phoenix", "zone": "home"}
    v = check(_board(tmp_path, pool, "Kyuden Agasha", [ebs, tea2]), "phoenix", "sp", Play.EQUIP)
    assert v.status == "legal", v.reasons
