"""A conditional cost not stated as due ("Bow Yashiro unless you have Reconnaissance", Tsuruchi
Yashiro) can't lift a refusal at a target it does not name (Costs and restrictions,
Conditional costs; ``solver.unless_cost_reach``; h45fixa N10). Real cards from ../shared/data
(skipped without it: ``pool``); tester h45adv1's board b7."""

from __future__ import annotations

from pathlib import Path

from model.load import load_state
from model.oracle.pool import CardPool
from solver.good_faith import check

BOARD = Path(__file__).resolve().parent / "data" / "h45fixa" / "b7.yaml"


def test_an_announced_target_at_home_is_illegal_whatever_the_cost(pool: CardPool) -> None:
    """Goju Yurishi is at home, not at the current battlefield: illegal (was `unknown`: "illegal
    if its conditional cost is due, but whether you have Reconnaissance is not stated")."""
    loaded = load_state(BOARD, cards=pool)
    v = check(loaded, "crane", "cra6", 0, targets={"target1": ["man28"]})
    assert v.status == "illegal", v.reasons
    assert v.details[0].code == "target"
    assert "Reconnaissance" not in " ".join(v.reasons)


def test_with_a_target_chosen_by_the_check_it_is_legal(pool: CardPool) -> None:
    """Control: no target announced, the check finds one at the battlefield: legal (a cost
    not due is never needed)."""
    v = check(load_state(BOARD, cards=pool), "crane", "cra6", 0)
    assert v.status == "legal", v.reasons
