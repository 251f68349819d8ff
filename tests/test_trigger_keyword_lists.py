"""Targeting triggers naming the action by a keyword list ("After an Assassin, Kolat, or Ninja
action targets you or your cards": Island Sanctuary; "after an Elemental action or action with
an element keyword targets you or any of your cards in play": Elemental Ward) at a stated
``action_targets`` event (``solver.trigger_keyword_lists``; Abilities and actions: an action has
its ability's keywords)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, keywords: list[str] | None, targeted: str) -> Any:
    at = {"zone": "battlefield", "battlefield": "phoenix-p3"}
    event: dict[str, Any] = {
        "kind": "action_targets", "timing": "after", "player": "phoenix",
        "designator": "battle", "cards": [targeted], "source": "toiko",
    }  # fmt: skip
    if keywords is not None:
        event["keywords"] = keywords
    state = {
        "turn": 7, "active_player": "mantis", "phase": "attack", "segment": "combat",
        "current_battlefield": "phoenix-p3", "attacker": "mantis", "defender": "phoenix",
        "event": event,
        "players": [{"id": "mantis", "clan": "mantis", "family_honor": 10},
                    {"id": "phoenix", "clan": "phoenix", "family_honor": 20}],
        "cards": [
            {"id": "m-sh", "title": "The Yoritomo Alliance", "owner": "mantis", "zone": "home"},
            {"id": "sanct", "title": "Island Sanctuary", "owner": "mantis", "zone": "home"},
            {"id": "mukami", "title": "Mukami", "owner": "mantis", **at},
            {"id": "towers", "title": "Towers of the Asako", "owner": "phoenix", "zone": "home"},
            {"id": "toiko", "title": "Isawa Toiko", "owner": "phoenix", **at},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


@pytest.mark.parametrize(
    ("keywords", "targeted", "status"),
    [
        (["Ninja"], "mukami", "legal"),  # a listed keyword, a card of his targeted
        ([], "mukami", "illegal"),  # control: no keyword listed
        (["Political"], "mukami", "illegal"),  # control: another keyword
        (None, "mukami", "unknown"),  # control: keywords not stated
        (["Kolat"], "toiko", "unknown"),  # control: whether he was targeted is not stated
    ],
)
def test_island_sanctuary_keyword_list(
    tmp_path: Path, pool: CardPool, keywords: list[str] | None, targeted: str, status: str
) -> None:
    v = check(_board(tmp_path, pool, keywords, targeted), "mantis", "sanct", 0)
    assert v.status == status, v.reasons
