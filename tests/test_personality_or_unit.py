"""Disgraceful Conduct: "pay Gold equal to a target Personality or unit's total Gold cost minus
4" (h42adv4 U2; ``model.oracle.personality_or_unit``): read strictly as the unit's total Gold
cost, leniently as the Personality's own Gold cost. Hida Fujita (8) with Ashigaru Spearmen (2):
6 Gold strictly, 4 leniently. Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, mines: int) -> LoadedState:
    lines = [
        "turn: 9",
        "active_player: lion",
        "phase: attack",
        "segment: combat",
        "current_battlefield: crab-p1",
        "attacker: lion",
        "players:",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "cards:",
        "  - {id: l-sh, title: The Grand Halls of the Lion, owner: lion, zone: home, bowed: true}",
        *(f"  - {{id: m{i}, title: Iron Mine, owner: lion, zone: home}}" for i in range(mines)),
        "  - {id: suoh, title: Akodo Suoh, owner: lion, zone: battlefield, battlefield: crab-p1}",
        "  - {id: dc, title: Disgraceful Conduct, owner: lion, zone: hand}",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: fujita, title: Hida Fujita, owner: crab, zone: battlefield, "
        "battlefield: crab-p1}",
        "  - {id: spear, title: Ashigaru Spearmen, owner: crab, zone: battlefield, "
        "battlefield: crab-p1, attached_to: fujita}",
    ]
    path = tmp / f"dc-{mines}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def _on(board: LoadedState, target: str) -> str:
    return check(board, "lion", "dc", 0, targets={"target1": [target]}).status


def test_the_units_total_paid_is_legal(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, 3)  # 6 Gold: the unit's 10 minus 4
    assert check(board, "lion", "dc", 0).status == "legal"  # was unknown
    assert _on(board, "fujita") == "legal"


def test_between_the_two_readings_is_unknown(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, 2)  # 4 Gold: his own 8 minus 4, not the unit's 6
    assert _on(board, "fujita") == "unknown"


def test_control_too_little_for_either_reading(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, 1)  # 2 Gold
    assert _on(board, "fujita") == "illegal"
    assert _on(board, "suoh") == "legal"  # Akodo Suoh: 5 minus 4
    assert check(_board(tmp_path, pool, 0), "lion", "dc", 0).status == "illegal"
