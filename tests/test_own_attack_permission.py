"""A card's own permission for its attacks to target more ("Your Fear effects may target Items
and Spells.": Daigotsu Kanpeki, Unleashed • Experienced 4) no longer holds back its own Fear
when the Fear is legal read without it (``solver.own_attack_permission``; Effects / "May": a
permission can only allow; h37adv3 N1). Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

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
    path = tmp / f"{name}.yaml"
    path.write_text("\n".join([*_HEAD, *crab]) + "\n")
    return load_state(path, cards=pool)


def test_a_plain_target_stands(tmp_path: Path, pool: CardPool) -> None:
    """r01: Hiruma Itta 2F (+1F Fortress, opposed) under Fear 5 (-1 Kisada): 3 <= 4, legal
    (was unknown, naming the permission)."""
    v = check(_board(tmp_path, pool, "n1", [_FORTRESS, _KISADA, _itta(0)]), "spider", "kanpeki", 0)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and v.witness.targets["target1"] == ("itta",)


def test_no_plain_target_keeps_the_doubt(tmp_path: Path, pool: CardPool) -> None:
    """Control (p18): only Kisada (5F with a Family Sword: 8F) is a plain candidate, and the
    Sword (an Item) only the permission may let it target: unknown, naming the permission."""
    sword = (
        "  - {id: sword, title: Family Sword, owner: crab, zone: battlefield, "
        "battlefield: crab-p1, attached_to: kisada}"
    )
    v = check(_board(tmp_path, pool, "p18", [_KISADA, sword]), "spider", "kanpeki", 0)
    assert v.status == "unknown", (v.status, v.witness)
    assert "may target Items and Spells" in " ".join(v.reasons), v.reasons


def test_the_strength_doubt_stays(tmp_path: Path, pool: CardPool) -> None:
    """Control: Itta at 4F (+1 Fortress) under Fear 5 -1 (Kisada): 5 > 4, and Kisada (5F) no
    other candidate: the strict reading's doubt stays (unknown, not legal)."""
    v = check(
        _board(tmp_path, pool, "n1-edge", [_FORTRESS, _KISADA, _itta(2)]), "spider", "kanpeki", 0
    )
    assert v.status == "unknown", (v.status, v.witness)
