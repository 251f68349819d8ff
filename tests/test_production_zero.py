"""The Gold plans the action space offers: "A Gold cost of zero does not need to be paid by Gold
production; it is always considered to have been paid" (Costs and restrictions / Gold
production). Overpaying is permitted, but bowing a plain source for a 0-Gold payment adds only
waste: no plan doing it is offered (h25adv2 D1)."""

from __future__ import annotations

import pytest

from model.common import CardType
from solver.decision import DecisionPoint, completions
from solver.gold import Payment, PaymentProblem, Plan, Source
from solver.production_zero import plans_offered
from tests.builders import board, card, imported


def _played(cost: int) -> DecisionPoint:
    ab = imported("<b>Open:</b> Draw a card.", "T Played", CardType.STRATEGY)
    defs = [
        {"title": "T Played", "type": "strategy", "gold_cost": cost, "abilities": [ab]},
        {"title": "T Mine", "type": "holding", "production": [{"gold": 2}]},
        {"title": "T Field", "type": "holding", "production": [{"gold": 3}]},
    ]
    cards = [
        card("played", "T Played", "me", zone="hand"),
        card("m1", "T Mine", "me"),
        card("m2", "T Mine", "me"),
        card("f", "T Field", "me"),
    ]
    return DecisionPoint(board(defs, cards), "me")


@pytest.mark.parametrize(("cost", "plans"), [(0, 1), (2, 7)])
def test_a_zero_gold_cost_is_offered_with_no_source(cost: int, plans: int) -> None:
    done = [d for _, d in completions(_played(cost))]
    assert len(done) == plans
    sources = [d.verdict.witness.plan for d in done if d.verdict.witness is not None]
    if cost == 0:
        assert all(p is None or not p.sources_used for p in sources)
    else:  # a positive cost: every plan of the planner's first ones, overpaying too
        assert all(p is not None and p.sources_used >= 1 for p in sources)


def test_a_source_with_a_bonus_may_still_overpay() -> None:
    """A source whose Gold changes with what it pays may give overpaying a purpose (FAQ,
    Imperial Artificer): such plans are kept; with none left, every plan is."""
    problem = PaymentProblem((Source("a", 2), Source("b", 1)), (Payment("p", 0),))
    none = Plan((("p", ()),), 0, 0, 0, 0, ())
    plain = Plan((("p", ("a",)),), 2, 2, 1, 0, ())
    assert plans_offered(problem, [none, plain]) == (none,)
    assert plans_offered(problem, [plain]) == (plain,)
