"""An army Force comparison with "less total Force" ("If you are the Attacker or Defender and
your current army is opposed by an army with less total Force containing at least one unit":
Refuse Advantage), read as "greater total Force" is (Legendary Victory): both armies have units
and the enemy's total Force is less (``model.cardtext.conditions_armies``; Reference 05)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.cardtext.conditions_armies import army_condition
from model.load import load_state
from model.oracle.pool import CardPool
from model.selectors import ArmyCompare, Condition
from solver.good_faith import check


def test_less_total_force_read() -> None:
    low = (
        "your current army is opposed by an army with less total force containing at least one unit"
    )
    assert army_condition(low) == Condition(
        army=ArmyCompare(measure="force", fewer=False, opposed=True)
    )


def test_greater_total_force_unchanged() -> None:
    low = "your army is currently opposed by an army with greater total force"
    assert army_condition(low) == Condition(
        army=ArmyCompare(measure="force", fewer=True, opposed=True)
    )


def _board(tmp: Path, pool: CardPool, lion: list[str], crab: list[str]) -> Any:
    def units(owner: str, titles: list[str]) -> list[dict[str, Any]]:
        return [
            {"id": f"{owner}{i}", "title": t, "owner": owner, "zone": "battlefield",
             "battlefield": "crab-p2"}
            for i, t in enumerate(titles)
        ]  # fmt: skip

    state = {
        "turn": 8, "active_player": "lion", "phase": "attack", "segment": "combat",
        "current_battlefield": "crab-p2", "attacker": "lion", "defender": "crab",
        "players": [{"id": "lion", "clan": "lion", "family_honor": 15},
                    {"id": "crab", "clan": "crab", "family_honor": 11}],
        "cards": [
            {"id": "shiro", "title": "Shiro Matsu", "owner": "lion", "zone": "home"},
            *units("lion", lion),
            {"id": "ra", "title": "Refuse Advantage", "owner": "lion", "zone": "hand"},
            {"id": "fort", "title": "The War Fortress of the Crab", "owner": "crab",
             "zone": "home"},
            *units("crab", crab),
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_refuse_advantage_stronger_army_legal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, ["Matsu Seijuro", "Akodo Kamina"], ["Hida Reiha"])
    v = check(board, "lion", "ra", 0)
    assert v.status == "legal", v.reasons


def test_refuse_advantage_unread_force_sentence_doubts(tmp_path: Path, pool: CardPool) -> None:
    """h37adv4 W3: an unread Force sentence of a card in an army ("Yoshito has +1F while
    attacking, or +2F if the Defender is Dragon Clan.": 3F or more against 3F) may change the
    total: unknown."""
    board = _board(tmp_path, pool, ["Matsu Yoshito"], ["Hida Reiha"])
    v = check(board, "lion", "ra", 0)
    assert v.status == "unknown" and "Yoshito" in v.reasons[0], v.reasons


def test_refuse_advantage_read_attacking_bonus(tmp_path: Path, pool: CardPool) -> None:
    """ "Gohei has +2F while attacking." is read where the state settles it (h38host,
    ``model.own_stats``): Seijuro 3 + Gohei 3 against Reiha 3: legal."""
    board = _board(tmp_path, pool, ["Matsu Seijuro", "Matsu Gohei"], ["Hida Reiha"])
    v = check(board, "lion", "ra", 0)
    assert v.status == "legal", v.reasons


def test_refuse_advantage_weaker_army_illegal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, ["Akodo Kamina"], ["Hida Reiha", "Matsu Seijuro"])  # control
    v = check(board, "lion", "ra", 0)
    assert v.status == "illegal", v.reasons


def test_refuse_advantage_unopposed_illegal(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, ["Matsu Seijuro"], []), "lion", "ra", 0)  # control
    assert v.status == "illegal", v.reasons
