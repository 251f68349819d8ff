"""python-constraint2 problems, the library imported on the first problem built (about 20 ms
of a start-up: most checks build none, e.g. a board whose abilities take one target each or
none; README "python -m benchmarks.startup"). Used by required-target search
(``solver.targeting``: Targets) and by the choice of cost options (``solver.cost_choices``:
Costs and restrictions)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import constraint

__all__ = ["function_constraint", "new_problem"]


def new_problem() -> constraint.Problem:
    """An empty problem searched by backtracking (the solver every caller uses)."""
    import constraint

    return constraint.Problem(constraint.BacktrackingSolver())


def function_constraint(pred: Callable[..., Any]) -> constraint.FunctionConstraint:
    """``pred`` over the variables it is added with, as a constraint."""
    import constraint

    return constraint.FunctionConstraint(pred)
