"""The refusal of an announced target the Arcane Cloak of the Chameleons keeps out names the
Cloak (title, id, sentence) and the army's other targets, not the selector the card passes
(``solver.army_cloak.cloak_kept_note``; h40adv7 W5)."""

from __future__ import annotations

from pathlib import Path

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Verdict
from tests.builders import yaml_lines_board

_LINES = [
    "turn: 5",
    "active_player: sco",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: sco",
    "players:",
    "  - {id: sco, clan: scorpion, family_honor: 10}",
    "  - {id: crab, clan: crab, family_honor: 10}",
    "cards:",
    "  - {id: dojo, title: Law of Darkness Dojo, owner: sco, zone: home}",
    "  - {id: kyu, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
    "  - {id: wat, title: Kaiu Watsuki, owner: crab, zone: battlefield, battlefield: crab-p1}",
    "  - {id: tsuji, title: Shosuro Tsuji, owner: sco, zone: battlefield, battlefield: crab-p1}",
    "  - {id: cl1, title: The Arcane Cloak of the Chameleons, owner: sco, zone: battlefield,"
    " battlefield: crab-p1, attached_to: tsuji}",
]
_KOMIKO = (
    "  - {id: komiko, title: Soshi Komiko, owner: sco, zone: battlefield, battlefield: crab-p1}"
)


def _play(tmp: Path, pool: CardPool, strategy: str, slot: str, komiko: bool) -> Verdict:
    lines = [*_LINES, f"  - {{id: s, title: {strategy}, owner: crab, zone: hand}}"]
    board = yaml_lines_board(tmp, pool, "cloak", lines + ([_KOMIKO] if komiko else []))
    return check(board, "crab", "s", 0, targets={slot: ["tsuji"]})


def test_block_supply_lines_names_the_cloak(tmp_path: Path, pool: CardPool) -> None:
    v = _play(tmp_path, pool, "Block Supply Lines", "target1", True)
    assert v.status == "illegal", v.reasons
    text = " ".join(v.reasons)
    assert "kept out by The Arcane Cloak of the Chameleons (cl1)" in text, text
    assert "Other players may not target cards in this unit" in text
    assert "Soshi Komiko (komiko)" in text


def test_rout_names_the_cloak(tmp_path: Path, pool: CardPool) -> None:
    v = _play(tmp_path, pool, "Rout", "unit", True)
    assert v.status == "illegal"
    assert "(cl1)" in " ".join(v.reasons)


def test_cloak_control_alone_in_the_army(tmp_path: Path, pool: CardPool) -> None:
    """Control: no other target in the army: the Cloak keeps nothing out, legal."""
    v = _play(tmp_path, pool, "Block Supply Lines", "target1", False)
    assert v.status == "legal", v.reasons
