"""An unread stat trait weighed against a ":gstar:" action's limit as ``check`` reads it
(h43adv4 F2; ``solver.paid_limit_doubts``): Deliberations ("Ranged Attack with strength equal
to the amount you paid minus two.") against a target whose own unread sentence may raise its
Force: Moto Ogaru (3F; "Ogaru has +1F while the enemy leader controls an Imperial card or the
Imperial Favor.", not read). Shamate Keep 3 + Copper Mine 3 = 6 Gold: strength 4, and Ogaru
(at most 4F with the bonus) stays within it: legal (was unknown, the sentence weighed against
the printed limit at 0 Gold). Control: Shamate Keep + Iron Mine (5 Gold, strength 3): the bonus
could take him past it: unknown naming the sentence. The tester's board (Hida Kuon, whose
"+1F/+2C while Hida Kuroda is in play" main now settles) stays legal. Real cards from
../shared/data (skipped without it)."""

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
    "  - {id: sugo, title: Ikoma Sugo, owner: lion, zone: battlefield, battlefield: crab-p1}",
    "  - {id: delib, title: Deliberations, owner: lion, zone: hand}",
    "  - {id: kyuden, title: Kyuden Hida, owner: crab, zone: home}",
]
_COPPER = "  - {id: copper, title: Copper Mine, owner: lion, zone: home}"
_IRON = "  - {id: iron, title: Iron Mine, owner: lion, zone: home}"
_FARM = "  - {id: sfarm, title: Small Farm, owner: lion, zone: home}"
_OGARU = "  - {id: tgt, title: Moto Ogaru, owner: crab, zone: battlefield, battlefield: crab-p1}"
_KUON = "  - {id: tgt, title: Hida Kuon, owner: crab, zone: battlefield, battlefield: crab-p1}"


def _board(tmp: Path, pool: CardPool, *extra: str) -> LoadedState:
    path = tmp / f"paid-doubt-{len(list(tmp.iterdir()))}.yaml"
    path.write_text("\n".join([*_LINES, *extra]) + "\n")
    return load_state(path, cards=pool)


def _attack(board: LoadedState) -> tuple[str, tuple[str, ...]]:
    v = check(board, "lion", "delib", 0, targets={"target1": ["tgt"]})
    return v.status, v.reasons


def test_bonus_within_the_paid_strength(tmp_path: Path, pool: CardPool) -> None:
    status, why = _attack(_board(tmp_path, pool, _COPPER, _OGARU))
    assert status == "legal", why


def test_control_bonus_past_the_paid_strength(tmp_path: Path, pool: CardPool) -> None:
    """5 Gold: strength 3 holds Ogaru's 3F, not the 4F the unread bonus may give: unknown."""
    status, why = _attack(_board(tmp_path, pool, _IRON, _OGARU))
    assert status == "unknown"
    assert "Ogaru has +1F" in " ".join(why)


def test_tester_board_kuon_legal(tmp_path: Path, pool: CardPool) -> None:
    """h43adv4 pG1: 7 Gold, strength 5, Hida Kuon 4F: legal."""
    board = _board(tmp_path, pool, _COPPER, _FARM, _KUON)
    assert check(board, "lion", "delib", 0).status == "legal"
    assert _attack(board)[0] == "legal"


def test_no_limit_written_settled_both_ways(tmp_path: Path, pool: CardPool) -> None:
    """The Abbot in play (a surcharge on targeting him: the most is not counted, the
    ":gstar:" cost priced by the target alone, ``solver.paid_beside``): Ogaru's unread bonus
    would raise the price, with no limit to weigh it against; h44needless checks again both
    without and with the +1F (``solver.both_ways_stat``): 6 Gold reach 3F and 4F: legal (was
    `unknown`; the control past the paid strength above stays `unknown`)."""
    abbot = "  - {id: abbot, title: The Abbot, owner: crab, zone: home}"
    status, why = _attack(_board(tmp_path, pool, _COPPER, _OGARU, abbot))
    assert status == "legal", why
