"""A quality sentence about its card's own army ("Naga Followers in this army have +1F while
opposed and are not affected by Fear.", Shahadet, Warlord • Experienced 4) may change only
cards its controller controls (Reference 05, Armies; ``solver.army_cards_scope``): Shahadet's
Melee Attack on an enemy target is `legal` (was `unknown` naming his own sentence)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.army_cards_scope import army_cards
from solver.good_faith import check

_SH = "Shahadet, Warlord • Experienced 4"
_SAID = "Naga Followers in this army have +1F while opposed and are not affected by Fear."


def _board(tmp: Path, pool: CardPool, enemy: str) -> Any:
    bf = {"zone": "battlefield", "battlefield": "crab-p1"}
    state = {
        "turn": 6, "active_player": "naga", "phase": "attack", "segment": "combat",
        "current_battlefield": "crab-p1", "attacker": "naga",
        "players": [{"id": "naga", "clan": "naga", "family_honor": 10},
                    {"id": "crab", "clan": "crab", "family_honor": 10}],
        "cards": [
            {"id": "sh", "title": _SH, "owner": "naga", **bf},
            {"id": "f1", "title": "Naga Bowmen", "owner": "naga", **bf, "attached_to": "sh"},
            {"id": "f2", "title": "Naga Spearmen", "owner": "naga", **bf, "attached_to": "sh"},
            {"id": "it", "title": enemy, "owner": "crab", **bf},
            {"id": "kh", "title": "Kyuden Hida • Experienced", "owner": "crab", "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_shahadet_melee_on_an_enemy(tmp_path: Path, pool: CardPool) -> None:
    """Two unbowed Naga Followers: a Melee Attack of 2 on Hiruma Itta (2F): `legal`."""
    v = check(_board(tmp_path, pool, "Hiruma Itta"), "naga", "sh", 0)
    assert v.status == "legal", v.reasons


def test_the_sentence_reaches_only_its_controllers_cards(tmp_path: Path, pool: CardPool) -> None:
    """Control: the cards it may change are Naga's (his Followers among them), none of Crab's;
    a subject naming effects is not read so."""
    loaded = _board(tmp_path, pool, "Hiruma Itta")
    view = View.of(loaded.state, loaded.library)
    reach = army_cards(view, "sh", _SAID)
    assert reach is not None and {"f1", "f2", "sh"} <= reach and "it" not in reach
    assert army_cards(view, "sh", "Fear effects upon cards in this army have -3 strength.") is None
