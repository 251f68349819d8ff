"""One option per mandatory cost, together (Costs and restrictions: every mandatory cost is
paid, in order; a card can't pay two costs of the same kind, nor any cost after an earlier cost
took it out of play), as a python-constraint2 problem; and the cards the chosen costs consume,
which can then not bow for Gold."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from solver.costs import CONSUMING, CostOption
from solver.csp import function_constraint, new_problem

__all__ = ["LEAVES_PLAY", "consumed", "cost_choices"]

#: Costs after which the card has left play and can pay nothing more.
LEAVES_PLAY = frozenset({"destroy", "discard", "remove_from_game", "top_of_deck"})


def cost_choices(
    per_cost: Sequence[Sequence[CostOption]], note: Callable[[str], None]
) -> Iterator[tuple[CostOption, ...]]:
    """One option per cost, as a python-constraint2 problem (cards can't pay twice); ``note``
    is told why when no choice pays every cost."""
    if not per_cost:
        yield ()
        return
    csp = new_problem()
    for i, options in enumerate(per_cost):
        csp.addVariable(i, list(range(len(options))))
    n = len(per_cost)
    for i in range(n):
        for j in range(i + 1, n):

            def ok(a: int, b: int, i: int = i, j: int = j) -> bool:
                # costs are paid in order (i before j): a card can't pay two costs of the
                # same kind (it is already in the end state), nor any cost after it left play
                x, y = per_cost[i][a], per_cost[j][b]
                if not set(x.cards) & set(y.cards):
                    return True
                return x.kind != y.kind and x.kind not in LEAVES_PLAY

            csp.addConstraint(function_constraint(ok), [i, j])
    any_found = False
    for sol in csp.getSolutionIter():
        any_found = True
        yield tuple(per_cost[i][sol[i]] for i in range(n))
    if not any_found:
        note(
            "the costs compete for the same cards: a card can't pay two costs of the same "
            "kind, nor a cost after another cost destroyed or discarded it"
        )


def consumed(choice: Sequence[CostOption]) -> set[str]:
    """Cards consumed by the chosen costs (they can't also bow for Gold)."""
    used: set[str] = set()
    for opt in choice:
        if opt.paid and opt.kind in CONSUMING:
            used.update(opt.cards)
    return used
