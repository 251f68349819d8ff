"""A card's own permission for its attacks to target more ("Your Fear effects may target Items
and Spells.": Daigotsu Kanpeki, Unleashed • Experienced 4) no longer holds back its own Fear
when the Fear is legal read without it (``solver.own_attack_permission``; Effects / "May": a
permission can only allow; h37adv3 N1), and lets its controller's Fear effects target Items and
Spells (``solver.attack_permission_targets``; N3). Real cards from ../shared/data (skipped
without it)."""

from __future__ import annotations

import time
from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from model.state import View
from solver.good_faith import check
from solver.listing import checked_target_listing
from tests.builders import yaml_lines_board

_HEAD = [
    "turn: 7",
    "active_player: spider",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: spider",
    "players:",
    "  - {id: spider, clan: spider, family_honor: 6}",
    "  - {id: crab, clan: crab, family_honor: 13}",
    "cards:",
    "  - {id: citadel, title: The Sinister Citadel of the Spider, owner: spider, zone: home}",
    "  - {id: kanpeki, title: 'Daigotsu Kanpeki, Unleashed • Experienced 4', owner: spider, "
    "zone: battlefield, battlefield: crab-p1}",
]
_FORTRESS = (
    "  - {id: fortress, title: The Impregnable Fortress of the Crab, owner: crab, zone: home}"
)
_KISADA = (
    "  - {id: kisada, title: 'Hida Kisada, the Little Bear • Experienced', owner: crab, "
    "zone: battlefield, battlefield: crab-p1}"
)


def _itta(force: int) -> str:
    if not force:
        return (
            "  - {id: itta, title: Hiruma Itta, owner: crab, zone: battlefield, "
            "battlefield: crab-p1}"
        )
    return (
        "  - {id: itta, title: Hiruma Itta, owner: crab, zone: battlefield, "
        f"battlefield: crab-p1, modifiers: [{{stat: force, amount: {force}}}]}}"
    )


def _board(tmp: Path, pool: CardPool, name: str, crab: list[str]) -> LoadedState:
    return yaml_lines_board(tmp, pool, name, [*_HEAD, *crab])


def test_a_plain_target_stands(tmp_path: Path, pool: CardPool) -> None:
    """r01: Hiruma Itta 2F (+1F Fortress, opposed) under Fear 5 (-1 Kisada): 3 <= 4, legal
    (was unknown, naming the permission)."""
    v = check(_board(tmp_path, pool, "n1", [_FORTRESS, _KISADA, _itta(0)]), "spider", "kanpeki", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("itta",)


def _sword(where: str) -> list[str]:
    """Kisada (5F, 8F with the Sword: no plain candidate) and his Family Sword (Item, 3F)."""
    place = "zone: home" if where == "home" else "zone: battlefield, battlefield: crab-p1"
    return [
        f"  - {{id: kisada, title: 'Hida Kisada, the Little Bear • Experienced', owner: crab, "
        f"{place}}}",
        f"  - {{id: sword, title: Family Sword, owner: crab, {place}, attached_to: kisada}}",
    ]


def test_the_permission_adds_an_item(tmp_path: Path, pool: CardPool) -> None:
    """N3 (p18): only Kisada (8F with his Family Sword) is a plain candidate; the Sword (an
    Item, Force 3) is one by the permission ("Your Fear effects may target Items and
    Spells."): Kanpeki's Fear 5 and the Citadel's Fear 3 are legal on it (were unknown), and
    ``targets`` lists it; Kisada's penalty reaches Crab Clan Personalities, not Items."""
    loaded = _board(tmp_path, pool, "p18", _sword("battlefield"))
    for card in ("kanpeki", "citadel"):
        v = check(loaded, "spider", card, 0)
        assert v.status == "legal", (card, v.reasons)
        assert v.witness is not None and v.witness.targets["target1"] == ("sword",)
    view = View.of(loaded.state, loaded.library)
    listed = checked_target_listing(view, "spider", "citadel", 0, 10, time.monotonic() + 5)
    assert listed["count"] == 1 and listed["target_sets"] == [{"target1": ["sword"]}], listed


def test_no_item_at_the_battlefield_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kisada and his Sword at home: no target at the current battlefield: both Fears
    stay unknown (their second reading: the target anywhere in play); Kanpeki's own permission
    is read (h46if), so his doubt is that reading, not the permission."""
    loaded = _board(tmp_path, pool, "p18-home", _sword("home"))
    for card in ("kanpeki", "citadel"):
        v = check(loaded, "spider", card, 0)
        assert v.status == "unknown", (card, v.status, v.witness)
    said = " ".join(check(loaded, "spider", "kanpeki", 0).reasons)
    assert "may target Items and Spells" not in said and "reads two ways" in said, said


def test_kanpeki_with_no_enemy_card_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """h46if: his own "Your Fear effects may target Items and Spells." read on his "Battle:
    Fear 5.": with no enemy card in play at all, neither reading has a target: illegal (was
    unknown, naming the permission)."""
    v = check(_board(tmp_path, pool, "none", [_FORTRESS]), "spider", "kanpeki", 0)
    assert v.status == "illegal", v.reasons


def test_the_strength_doubt_stays(tmp_path: Path, pool: CardPool) -> None:
    """Control: Itta at 4F (+1 Fortress) under Fear 5 -1 (Kisada): 5 > 4, and Kisada (5F) no
    other candidate: the strict reading's doubt stays (unknown, not legal)."""
    v = check(
        _board(tmp_path, pool, "n1-edge", [_FORTRESS, _KISADA, _itta(2)]), "spider", "kanpeki", 0
    )
    assert v.status == "unknown", (v.status, v.witness)


def test_another_players_permission_adds_nothing(tmp_path: Path, pool: CardPool) -> None:
    """Control: Kanpeki is the Crab player's ("Your Fear effects": his, not the Spider's):
    the Citadel's Fear may not target the Sword: unknown (its second reading), as before."""
    lines = [
        line.replace("owner: spider, zone: battlefield, battlefield: crab-p1}", "owner: crab, "
                     "zone: battlefield, battlefield: crab-p1}") if "kanpeki" in line else line
        for line in _HEAD
    ]  # fmt: skip
    path = tmp_path / "theirs.yaml"
    path.write_text("\n".join([*lines, *_sword("battlefield")]) + "\n")
    v = check(load_state(path, cards=pool), "spider", "citadel", 0)
    assert v.status == "unknown", (v.status, v.witness)


def test_only_a_permission_is_set_aside(tmp_path: Path, pool: CardPool) -> None:
    """ "may target only ..." narrows: not a permission; it keeps the doubt (no reading)."""
    from dataclasses import replace

    from solver.own_attack_permission import without_own_permission

    loaded = _board(tmp_path, pool, "unit", [])
    read = View.of(loaded.state, loaded.library).definition("kanpeki").abilities[0]
    assert not read.not_understood  # his own permission is read at import (h46if)
    ab = replace(read, not_understood=("Your Fear effects may target Items and Spells.",))
    bare = without_own_permission(ab)
    assert bare is not None and not bare.not_understood
    narrow = replace(ab, not_understood=("Your Fear effects may target only Items.",))
    assert without_own_permission(narrow) is None
