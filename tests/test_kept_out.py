"""A refusal names why a target slot has no candidate left (Abilities and actions / B. Required
targeting; Effects / "May not"; h38adv4 W3, W4): the cards an attack restriction in play kept
out, with its sentence (``solver.kept_out``), and the cards its costs left out, never "there are
none" / "you have none" alone while a card fits the selector."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

DAIYU = "Ranged Attacks may not target cards in Cavalry units in Daiyu's army."


def _load(tmp: Path, pool: CardPool, state: dict[str, Any]) -> Any:
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def _combat(tmp: Path, pool: CardPool, unicorn: list[dict[str, Any]]) -> Any:
    at = {"zone": "battlefield", "battlefield": "unicorn-p1"}
    return _load(tmp, pool, {
        "turn": 6, "active_player": "crab", "phase": "attack", "segment": "combat",
        "current_battlefield": "unicorn-p1", "attacker": "crab",
        "players": [{"id": "crab", "clan": "crab", "family_honor": 12},
                    {"id": "unicorn", "clan": "unicorn", "family_honor": 14}],
        "cards": [
            {"id": "kyuden", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
            {"id": "itta", "title": "Hiruma Itta", "owner": "crab", **at},
            {"id": "ash", "title": "Ashigaru Spearmen", "owner": "crab", **at,
             "attached_to": "itta"},
            {"id": "khan", "title": "The Khan's Estate", "owner": "unicorn", "zone": "home"},
            {"id": "daiyu", "title": "Iuchi Daiyu • Experienced", "owner": "unicorn", **at},
            *({**c, "owner": "unicorn", **at} for c in unicorn),
        ],
    })  # fmt: skip


def test_attack_shield_named_in_refusal(tmp_path: Path, pool: CardPool) -> None:
    kamoko = {"id": "kamoko", "title": "Otaku Kamoko"}
    cavalry = {"id": "uf", "title": "Medium Cavalry", "attached_to": "kamoko"}
    v = check(_combat(tmp_path, pool, [kamoko, cavalry]), "crab", "ash", 0)
    assert v.status == "illegal", v.reasons
    (reason,) = v.reasons
    assert "there are none" in reason
    assert f'kept out by Iuchi Daiyu • Experienced: "{DAIYU}"' in reason
    assert reason.endswith("Iuchi Daiyu • Experienced, Medium Cavalry")


def test_no_shield_named_when_none_applies(tmp_path: Path, pool: CardPool) -> None:
    # control: a card no restriction keeps out is a target, nothing is said of shields
    v = check(_combat(tmp_path, pool, [{"id": "tsume", "title": "Moto Tsume"}]), "crab", "ash", 0)
    # Tsume is above the Ranged 1 Attack's strength: its lenient reading only (h41adv4 W1)
    assert v.status == "unknown", v.reasons
    assert v.reasons[0].startswith("the text reads two ways")  # (the shield: strict only)


def _lion(tmp: Path, pool: CardPool, *, bowed: bool) -> Any:
    return _load(tmp, pool, {
        "turn": 8, "active_player": "lion", "phase": "action",
        "players": [{"id": "lion", "clan": "lion", "family_honor": 22},
                    {"id": "crab", "clan": "crab", "family_honor": 12}],
        "cards": [
            {"id": "shamate", "title": "Shamate Keep", "owner": "lion", "zone": "home"},
            {"id": "sido", "title": "Ikoma Sido", "owner": "lion", "zone": "home",
             "bowed": bowed},
            {"id": "tanizaki", "title": "Seppun Tanizaki", "owner": "lion", "zone": "home"},
            {"id": "rb", "title": "Rise, Brother", "owner": "lion", "zone": "hand"},
            {"id": "kyuden", "title": "Kyuden Hida", "owner": "crab", "zone": "home"},
        ],
    })  # fmt: skip


def test_performer_left_out_by_its_cost_is_named(tmp_path: Path, pool: CardPool) -> None:
    # "Bow your performing Personality with your Clan alignment ...": the one Lion Personality
    # is bowed. "you have none" alone would be false: he is there, and can't pay the cost
    v = check(_lion(tmp_path, pool, bowed=True), "lion", "rb", 0)
    assert v.status == "illegal", v.reasons
    assert "you have none once its costs and the announced choice apply" in v.reasons[0]
    assert "(before them: Ikoma Sido)" in v.reasons[0]
    assert any("Ikoma Sido is already bowed" in r for r in v.reasons)


def test_no_cost_words_when_the_selector_finds_none(tmp_path: Path, pool: CardPool) -> None:
    # control: unbowed, the performer is there; the refusal is the second target's alone
    v = check(_lion(tmp_path, pool, bowed=False), "lion", "rb", 0)
    assert v.status == "illegal", v.reasons
    assert "once its costs" not in " ".join(v.reasons)
