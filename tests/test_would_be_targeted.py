"""A Reaction's "When <a card> would be targeted by ..." (Goblin Mob, The Emerald Armor) is the
moment just before an actual targeting, as "would target" is (``solver.trigger_step_facts``;
Abilities and actions / Interference with required targeting): at a stated ``action_targets``
event (timing ``after``) the targeting has occurred, so it is not this trigger."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

GOBLIN = "When a card in this unit would be targeted by a Ranged Attack"


def _board(tmp: Path, pool: CardPool, *, event: bool) -> Any:
    state: dict[str, Any] = {
        "turn": 7, "active_player": "mantis", "phase": "attack", "segment": "combat",
        "current_battlefield": "phoenix-p3", "attacker": "mantis", "defender": "phoenix",
        "players": [{"id": "mantis", "clan": "mantis", "family_honor": 10},
                    {"id": "phoenix", "clan": "phoenix", "family_honor": 20}],
        "cards": [
            {"id": "m-sh", "title": "The Yoritomo Alliance", "owner": "mantis", "zone": "home"},
            {"id": "mukami", "title": "Mukami", "owner": "mantis", "zone": "battlefield",
             "battlefield": "phoenix-p3"},
            {"id": "gm", "title": "Goblin Mob", "owner": "mantis", "zone": "battlefield",
             "battlefield": "phoenix-p3", "attached_to": "mukami"},
            {"id": "towers", "title": "Towers of the Asako", "owner": "phoenix", "zone": "home"},
            {"id": "toiko", "title": "Isawa Toiko", "owner": "phoenix", "zone": "battlefield",
             "battlefield": "phoenix-p3"},
        ],
    }  # fmt: skip
    if event:
        state |= {
            "action_player": "phoenix", "action_designator": "battle", "action_card": "toiko",
            "action_makes": ["ranged_attack"],
            "event": {"kind": "action_targets", "timing": "after", "player": "phoenix",
                      "designator": "battle", "cards": ["mukami"], "source": "toiko"},
        }  # fmt: skip
    else:
        state["trigger"] = GOBLIN
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_would_be_targeted_after_targeting_illegal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, event=True), "mantis", "gm", 0)
    assert v.status == "illegal", v.reasons
    assert any("just before" in r for r in v.reasons), v.reasons


def test_would_be_targeted_at_its_words_not_illegal(tmp_path: Path, pool: CardPool) -> None:
    # control: the state names that very moment; its effect is not read (unknown)
    v = check(_board(tmp_path, pool, event=False), "mantis", "gm", 0)
    assert v.status == "unknown", v.reasons
