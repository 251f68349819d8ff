"""The words of the action space's Gold step (``solver.decision``; Costs and restrictions / Gold
production): each offered plan said as the completed announcement says it, with the problem it
solves (a Reaction or trait that produces without bowing is "used", not "bowed": Seaside
Bazaar's "Reaction: When paying a Gold cost, produce 1 Gold"; each source's mode and Gold), and
with card ids where two offered plans would otherwise read the same (two Copper Mines).
h39adv1 F2, F3."""

from __future__ import annotations

from collections.abc import Sequence

from model.state import View
from solver import gold
from solver.explain import plan_text, witness_text
from solver.verdict import Verdict

__all__ = ["distinct_witness_texts", "gold_step_text"]


def gold_step_text(
    view: View,
    plans: Sequence[gold.Plan],
    rank: int,
    problem: gold.PaymentProblem | None,
) -> str:
    """Plan ``rank`` of the offered ``plans`` in words, naming card ids when another offered
    plan would read the same."""
    said = [plan_text(view, p, None, problem) for p in plans]
    if said.count(said[rank]) > 1:
        return plan_text(view, plans[rank], None, problem, ids=True)
    return said[rank]


def distinct_witness_texts(rows: Sequence[tuple[View, Verdict]]) -> list[str]:
    """Each legal verdict's witness in words (``actions --flat``), naming card ids in the Gold
    plans of those that would otherwise read the same as another row."""
    said = [witness_text(view, v) for view, v in rows]
    return [
        witness_text(view, v, ids=True) if said.count(text) > 1 else text
        for (view, v), text in zip(rows, said, strict=True)
    ]
