"""An unread stat trait weighed against a ":gstar:" action's limit as ``check`` reads it
(h43adv4 F2; ``solver.paid_limit_doubts``): Deliberations ("Ranged Attack with strength equal
to the amount you paid minus two.") against Hida Kuon's unread "Kuon has +1F/+2C while Hida
Kuroda is in play." Shamate Keep 3 + Copper Mine 3 + Small Farm 1 = 7 Gold: strength 5, and
Kuon (4F, at most 5F with the bonus) stays within it: legal (was unknown, the trait weighed
against the printed limit at 0 Gold). Control: without the Small Farm (strength 4) the bonus
would take Kuon past the limit: unknown naming the trait. Real cards from ../shared/data
(skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

_LINES = [
    "turn: 4",
    "active_player: lion",
    "phase: attack",
    "segment: combat",
    "current_battlefield: crab-p1",
    "attacker: lion",
    "defender: crab",
    "players:",
    "  - {id: lion, clan: lion, family_honor: 14}",
    "  - {id: crab, clan: crab, family_honor: 10}",
    "cards:",
    "  - {id: shamate, title: Shamate Keep, owner: lion, zone: home}",
    "  - {id: copper, title: Copper Mine, owner: lion, zone: home}",
    "  - {id: sugo, title: Ikoma Sugo, owner: lion, zone: battlefield, battlefield: crab-p1}",
    "  - {id: delib, title: Deliberations, owner: lion, zone: hand}",
    "  - {id: kyuden, title: Kyuden Hida, owner: crab, zone: home}",
    "  - {id: kuon, title: Hida Kuon, owner: crab, zone: battlefield, battlefield: crab-p1}",
]
_FARM = "  - {id: sfarm, title: Small Farm, owner: lion, zone: home}"


def _board(tmp: Path, pool: CardPool, *extra: str) -> LoadedState:
    path = tmp / f"kuon-{len(extra)}.yaml"
    path.write_text("\n".join([*_LINES, *extra]) + "\n")
    return load_state(path, cards=pool)


def test_kuon_bonus_within_the_paid_strength(tmp_path: Path, pool: CardPool) -> None:
    board = _board(tmp_path, pool, _FARM)
    assert check(board, "lion", "delib", 0).status == "legal"
    v = check(board, "lion", "delib", 0, targets={"target1": ["kuon"]})
    assert v.status == "legal", v.reasons


def test_control_kuon_bonus_past_the_paid_strength(tmp_path: Path, pool: CardPool) -> None:
    """6 Gold: strength 4 holds Kuon's 4F, not the 5F the unread bonus may give: unknown."""
    v = check(_board(tmp_path, pool), "lion", "delib", 0, targets={"target1": ["kuon"]})
    assert v.status == "unknown"
    assert "Kuon has +1F" in " ".join(v.reasons)
