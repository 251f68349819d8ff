"""A Personality's sentence about what attaches to him concerns only an Equip onto him
(``solver.host_limit_spared``, ``solver.equip_host_scope``; Reference 03, attachments): Kaiu
Umasu's "Will only attach Followers whose abilities or traits destroy Fortifications." leaves
Light Infantry's Equip onto Yasuki Makoto legal (h30adv5 N7). Onto Umasu, Light Infantry (no text:
no ability or trait of it destroys anything) is refused (``solver.host_refusals``, h37needless);
Battering Ram Crew (it destroys a Fortification) keeps the doubt."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import as_view, load_state
from model.oracle.pool import CardPool
from solver.equip_onto import check_equip_onto
from solver.good_faith import check
from solver.verdict import Play


def _board(tmp: Path, pool: CardPool, makoto: bool, follower: str = "Light Infantry") -> Any:
    state = {
        "turn": 8, "active_player": "crab", "phase": "action",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 10},
                    {"id": "lion", "clan": "lion", "family_honor": 10}],
        "cards": [
            {"id": "fortress", "title": "The Unassailable Fortress of the Crab", "owner": "crab",
             "zone": "home"},
            {"id": "umasu", "title": "Kaiu Umasu", "owner": "crab", "zone": "home"},
            *([{"id": "makoto", "title": "Yasuki Makoto", "owner": "crab", "zone": "home"}]
              if makoto else []),
            {"id": "li", "title": follower, "owner": "crab", "zone": "hand"},
            {"id": "halls", "title": "The Grand Halls of the Lion", "owner": "lion",
             "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / f"board-{makoto}-{follower.replace(' ', '_')}.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_equip_onto_another_personality_legal(tmp_path: Path, pool: CardPool) -> None:
    loaded = _board(tmp_path, pool, True)
    v = check(loaded, "crab", "li", Play.EQUIP)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["personality"] == ("makoto",)
    onto = check_equip_onto(as_view(loaded), "crab", "li",
                            "makoto")  # fmt: skip
    assert onto.status == "legal", onto.reasons


def test_equip_onto_umasu_of_a_follower_without_text_is_illegal(
    tmp_path: Path, pool: CardPool
) -> None:
    loaded = _board(tmp_path, pool, True)
    onto = check_equip_onto(as_view(loaded), "crab", "li",
                            "umasu")  # fmt: skip
    assert onto.status == "illegal", onto.reasons
    assert "Will only attach Followers whose" in onto.reasons[0]


def test_umasu_the_only_host_refuses_light_infantry(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, False), "crab", "li", Play.EQUIP)
    assert v.status == "illegal", v.reasons


def test_a_follower_that_destroys_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: Battering Ram Crew's text destroys a Fortification: onto Umasu, unknown."""
    loaded = _board(tmp_path, pool, False, "Battering Ram Crew")
    onto = check_equip_onto(as_view(loaded), "crab", "li",
                            "umasu")  # fmt: skip
    assert onto.status == "unknown", onto.reasons
    assert check(loaded, "crab", "li", Play.EQUIP).status == "unknown"
