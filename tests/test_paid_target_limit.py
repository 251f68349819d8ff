"""A target limited by the Gold paid for its ":gstar:" action (h42adv4 U2;
``model.oracle.paid_target_limit``, ``solver.paid_target_limit``): "Destroy a target attachment
with a Gold Cost less than or equal to what you paid for this action minus two." (Broken
Alliance), "... less than or equal to the amount paid, or the amount paid plus three if the
target is an Item." (Your True Nature). Legal when the most Gold the player can surely pay
reaches the target's limit; beyond it `unknown` (a lower bound) unless beyond all they produce
(then illegal); no attachment at all: illegal.
Real cards from ../shared/data (skipped without it)."""

from __future__ import annotations

from pathlib import Path

from model.load import LoadedState, load_state
from model.oracle.pool import CardPool
from solver.good_faith import check


def _board(tmp: Path, pool: CardPool, mines: int, *, regulars: bool = True) -> LoadedState:
    lines = [
        "turn: 6",
        "active_player: lion",
        "phase: action",
        "players:",
        "  - {id: lion, clan: lion, family_honor: 10}",
        "  - {id: crab, clan: crab, family_honor: 10}",
        "cards:",
        "  - {id: l-sh, title: The Grand Halls of the Lion, owner: lion, zone: home, bowed: true}",
        *(f"  - {{id: m{i}, title: Iron Mine, owner: lion, zone: home}}" for i in range(mines)),
        "  - {id: tsuko, title: Matsu Tsuko, owner: lion, zone: home}",
        "  - {id: ba, title: Broken Alliance, owner: lion, zone: hand}",
        "  - {id: ytn, title: Your True Nature, owner: lion, zone: hand}",
        "  - {id: c-sh, title: Kyuden Hida, owner: crab, zone: home}",
        "  - {id: fujita, title: Hida Fujita, owner: crab, zone: home}",
        *(
            ["  - {id: regs, title: Akodo Regulars, owner: crab, zone: home, attached_to: fujita}"]
            if regulars
            else []
        ),
    ]
    path = tmp / f"paid-{mines}-{regulars}.yaml"
    path.write_text("\n".join(lines) + "\n")
    return load_state(path, cards=pool)


def test_broken_alliance_pays_the_cost_plus_two(tmp_path: Path, pool: CardPool) -> None:
    """Akodo Regulars (Gold Cost 3): three Iron Mines (6 Gold) pay 5: legal (was unknown)."""
    board = _board(tmp_path, pool, 3)
    assert check(board, "lion", "ba", 0).status == "legal"
    assert check(board, "lion", "ba", 0, targets={"target1": ["regs"]}).status == "legal"


def test_control_too_little_gold_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    """Two Iron Mines (4 Gold, every producer read) can't pay 5 at all: no amount paid is more
    than the sources produce in all, so the lenient reading fails too (h45fixa N8: was
    `unknown`, the lenient reading then having no limit)."""
    v = check(_board(tmp_path, pool, 2), "lion", "ba", 0, targets={"target1": ["regs"]})
    assert v.status == "illegal", v.reasons


def test_control_no_attachment_in_play_is_illegal(tmp_path: Path, pool: CardPool) -> None:
    assert check(_board(tmp_path, pool, 3, regulars=False), "lion", "ba", 0).status == "illegal"


def test_your_true_nature_pays_the_cost(tmp_path: Path, pool: CardPool) -> None:
    """Your True Nature (no offset): two Iron Mines (4) pay 3: legal; one (2): unknown."""
    two = _board(tmp_path, pool, 2)
    assert check(two, "lion", "ytn", 0, targets={"target1": ["regs"]}).status == "legal"
    one = _board(tmp_path, pool, 1)
    assert check(one, "lion", "ytn", 0, targets={"target1": ["regs"]}).status == "unknown"
