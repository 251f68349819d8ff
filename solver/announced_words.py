"""The words of a refused announced set of targets found by the witness search (Abilities and
actions / B. Required targeting; h41adv1 W3): when the targets the player announced each fit
their slot but fail a relation together ("target2's Force lower than target1's Force", "two
Personalities at different locations"), the refusal names that relation
(``solver.announced_relations``) instead of the search's "no ... can be targeted".

The announced targets are the slots the problem restricts to the announced cards
(``solver.target_costs.Member``) when all of them fit (its domain holds as many cards as the
slot takes), so the relation among them is the one that fails."""

from __future__ import annotations

from dataclasses import replace

from solver.announced_relations import announced_relation
from solver.target_costs import Member
from solver.targeting import TargetingProblem, TargetingResult, solve

__all__ = ["forced_solve"]


def forced_solve(problem: TargetingProblem, deadline: float | None = None) -> TargetingResult:
    """``solve``; a failure whose announced targets (``Member`` checks, each card fitting) fail
    a relation among them is worded by that relation."""
    result = solve(problem, deadline)
    if result.possible:
        return result
    forced = {
        spec.name: problem.domains[spec.name]
        for spec, n in problem.specs
        if isinstance(problem.extra.get(spec.name), Member) and len(problem.domains[spec.name]) == n
    }
    why = announced_relation([problem], forced) if forced else None
    return result if why is None else replace(result, reason=why, slot=why.split(":", 1)[0])
