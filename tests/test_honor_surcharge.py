"""Respect (a Kata in play): "When Recruiting a Personality, if his Honor Requirement is higher
than his owner's Family Honor, he costs 2 more Gold to Recruit." read exactly
(``solver.honor_surcharge``; h38adv2 p11): Asako Heiwa (7 Gold, Honor Requirement 6), Family
Honor 5, Honor lost to others (so the Honor Requirement itself is ignored): 9 Gold against
Temple of Purity 4 + Silver Mine 3 is certainly short; at Family Honor 6, or without Respect,
7 Gold is paid."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model.oracle.pool import CardPool
from solver.good_faith import check
from solver.verdict import Play
from tests.builders import yaml_lines_board


def _board(
    tmp: Path, pool: CardPool, *, honor: int = 5, respect: bool = True, more: str = ""
) -> Any:
    lines = [
        "turn: 5",
        "active_player: phoenix",
        "phase: dynasty",
        "players:",
        f"  - {{id: phoenix, clan: phoenix, family_honor: {honor}, lost_honor_to_others: true}}",
        "  - {id: crab, clan: crab, family_honor: 8}",
        "cards:",
        "  - {id: kyuden, title: Kyuden Hida • Experienced, owner: crab, zone: home}",
        "  - {id: ph-sh, title: Temple of Purity, owner: phoenix, zone: home}",
        "  - {id: silver, title: Silver Mine, owner: phoenix, zone: home}",
        "  - {id: pp1, title: Asako Heiwa, owner: phoenix, zone: province, province: 1}",
    ]
    if respect:
        lines.append("  - {id: respect, title: Respect, owner: crab, zone: home}")
    if more:
        lines.append(more)
    return yaml_lines_board(tmp, pool, "respect", lines)


def test_higher_honor_requirement_costs_two_more(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool), "phoenix", "pp1", Play.RECRUIT)
    assert v.status == "illegal", v.reasons
    assert "needs 9 Gold" in v.reasons[0]


def test_with_the_gold_for_it_legal(tmp_path: Path, pool: CardPool) -> None:
    farm = "  - {id: farm, title: Large Farm, owner: phoenix, zone: home}"
    v = check(_board(tmp_path, pool, more=farm), "phoenix", "pp1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
    assert v.witness is not None and any("9 Gold" in str(c) for c in v.witness.costs)


def test_control_honor_requirement_not_higher(tmp_path: Path, pool: CardPool) -> None:
    """Family Honor 6: 6 is not higher than 6, so 7 Gold: legal."""
    v = check(_board(tmp_path, pool, honor=6), "phoenix", "pp1", Play.RECRUIT)
    assert v.status == "legal", v.reasons


def test_control_without_respect(tmp_path: Path, pool: CardPool) -> None:
    v = check(_board(tmp_path, pool, respect=False), "phoenix", "pp1", Play.RECRUIT)
    assert v.status == "legal", v.reasons
