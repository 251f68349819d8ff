"""Host limits by a stat ("Will only attach to a Personality with 3 or greater Personal
Honor."): read for every card of that shape, the host's current stat compared when it
attaches (``model.oracle.host_stats``, ``solver.host_stats``; Reference 03, attachments)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play


@pytest.mark.parametrize(
    ("title", "where"),
    [
        ("Golden Obi of the Sun Goddess", ("host.personal_honor >= 3",)),
        ("Heavy Armor", ("host.force >= 3",)),
        ("Dai Tsuchi", ("host.force >= 3",)),
        ("Righteous Protection", ("host.personal_honor >= 3",)),
    ],
)
def test_stat_host_limit_read(title: str, where: tuple[str, ...], pool: CardPool) -> None:
    card = pool.resolve(title).card
    assert card.attach is not None and card.attach.where == where
    assert not any("Will only attach" in s for s in card.entering_unread)


@pytest.mark.parametrize(
    "title",
    ["Kenshinzen", "Tsuno Blade", "Ancient Armor of The Qamar"],  # alternatives: unread
)
def test_stat_host_alternatives_stay_unread(title: str, pool: CardPool) -> None:
    card = pool.resolve(title).card
    assert card.attach is None or not card.attach.where
    assert any("Will only attach" in s for s in card.entering_unread)


def test_righteous_protection_needs_a_shugenja(pool: CardPool) -> None:
    card = pool.resolve("Righteous Protection").card
    assert card.attach is not None and card.attach.only_to is not None
    assert card.attach.only_to.keyword == ("shugenja",)


def _board(tmp: Path, pool: CardPool, hosts: list[str]) -> Any:
    state = {
        "turn": 6, "active_player": "crane", "phase": "action",
        "players": [{"id": "crane", "clan": "crane", "family_honor": 20},
                    {"id": "crab", "clan": "crab", "family_honor": 12}],
        "cards": [
            {"id": "esteemed", "title": "The Esteemed House of the Crane", "owner": "crane",
             "zone": "home"},
            {"id": "acro", "title": "Imperial Acrobats", "owner": "crane", "zone": "home"},
            {"id": "trope", "title": "Acrobat Troupe", "owner": "crane", "zone": "home"},
            {"id": "g1", "title": "Gold Mine", "owner": "crane", "zone": "home"},
            *({"id": f"p{i}", "title": t, "owner": "crane", "zone": "home"}
              for i, t in enumerate(hosts)),
            {"id": "obi", "title": "Golden Obi of the Sun Goddess", "owner": "crane",
             "zone": "hand"},
            {"id": "fort", "title": "The War Fortress of the Crab", "owner": "crab",
             "zone": "home"},
        ],
    }  # fmt: skip
    path = tmp / "board.yaml"
    path.write_text(yaml.safe_dump(state))
    return load_state(path, cards=pool)


def test_golden_obi_onto_ph3_legal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, ["Doji Reju", "Daidoji Uji • Experienced"])
    v = check(board, "crane", "obi", Play.EQUIP)
    assert v.status == "legal", v.reasons


def test_golden_obi_only_ph2_illegal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, ["Doji Reju"])  # control: Personal Honor 2
    v = check(board, "crane", "obi", Play.EQUIP)
    assert v.status == "illegal", v.reasons
    assert any("Personal Honor >= 3" in r for r in v.reasons), v.reasons
