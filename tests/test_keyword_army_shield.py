"""An attack shield over the keyword units of an army ("Ranged Attacks may not target cards in
Cavalry units in Daiyu's army.": Iuchi Daiyu • Experienced): the cards of its controller's
units at its battlefield whose Personality and each Follower are Cavalry (Reference 04, Units:
"A Cavalry unit"; Reference 05: an army is at a battlefield), removed from a Ranged Attack's
candidates (``solver.attack_scope.keyword_army_cards``, ``solver.attack_shields``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, extra: list[dict[str, Any]], *, home: bool = False) -> Any:
    at = {"zone": "home"} if home else {"zone": "battlefield", "battlefield": "dragon-p1"}
    state = {
        "turn": 7, "active_player": "unicorn", "phase": "attack", "segment": "combat",
        "current_battlefield": "dragon-p1", "attacker": "unicorn", "defender": "dragon",
        "players": [{"id": "unicorn", "clan": "unicorn", "family_honor": 14},
                    {"id": "dragon", "clan": "dragon", "family_honor": 12}],
        "cards": [
            {"id": "daiyu", "title": "Iuchi Daiyu • Experienced", "owner": "unicorn", **at},
            {"id": "hanari", "title": "Shinjo Hanari", "owner": "unicorn",
             "zone": "battlefield", "battlefield": "dragon-p1"},
            *extra,
            {"id": "keep", "title": "The Mountain Keep of the Dragon", "owner": "dragon",
             "zone": "home"},
            {"id": "sukune", "title": "Mirumoto Sukune", "owner": "dragon",
             "zone": "battlefield", "battlefield": "dragon-p1"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_cavalry_units_in_daiyus_army_shielded(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, []), "dragon", "sukune", 0)
    assert v.status == "illegal", v.reasons


def test_non_cavalry_personality_targetable(tmp_path: Path, pool: CardPool) -> None:
    tsume = {"id": "tsume", "title": "Moto Tsume", "owner": "unicorn", "zone": "battlefield",
             "battlefield": "dragon-p1"}  # fmt: skip
    v = check(_board(tmp_path, pool, [tsume]), "dragon", "sukune", 0)  # control
    # Tsume is above the Ranged Attack's strength: only its lenient reading targets him, and
    # no shield keeps him out (h41adv4 W1: unknown, two readings)
    assert v.status == "unknown", v.reasons
    assert v.reasons[0].startswith("the text reads two ways")  # (the shield: strict only)


def test_unit_with_non_cavalry_follower_targetable(tmp_path: Path, pool: CardPool) -> None:
    archers = {"id": "archers", "title": "Ashigaru Archers", "owner": "unicorn",
               "zone": "battlefield", "battlefield": "dragon-p1",
               "attached_to": "hanari"}  # fmt: skip
    v = check(_board(tmp_path, pool, [archers]), "dragon", "sukune", 0)  # control
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("archers",)


def test_daiyu_at_home_shields_no_army(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, [], home=True), "dragon", "sukune", 0)  # control
    # (Hanari, above the strength, only in the lenient reading: h41adv4 W1)
    assert v.status == "unknown", v.reasons
    assert v.reasons[0].startswith("the text reads two ways")  # (the shield: strict only)
