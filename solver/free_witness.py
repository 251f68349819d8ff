"""A witness whose payment no other choice can lower is the cheapest (Abilities and actions /
Costs and restrictions; the plan's order: least Gold produced, then fewest cards bowed or
spent, then waste: ``Witness.cost_key``).

The check without ``cheapest`` stops at the first legal choice and does not claim it cheapest
(``witness.cheapest`` False). A first witness that pays nothing (no Gold, no card) has the least
key any witness can have; one producing no Gold and wasting none is proven cheapest without
the full search too when the cards its costs bow or spend are the same in every
legal choice: each cost names only its own card ("Bow this card", ``references`` only the
source, no "or" alternative, no condition on a target), so every witness pays exactly it. Then
``legal_announcements`` (``/v1/announcements``) and ``check --cheapest`` (``/v1/check``) agree.
A cost with a card choice ("Bow a Courtier you control"), an "or" cost, or any Gold leaves the
first witness unproven: only the full search settles it (``solver.announce``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.selectors import SOURCE
from solver.costs import MandatoryCost
from solver.verdict import Witness

__all__ = ["proven_if_free"]


def proven_if_free(witness: Witness, costs: Sequence[MandatoryCost], card: str) -> Witness:
    """``witness`` of ``card``'s action, marked cheapest when no choice can pay less (see the
    module)."""
    if witness.cheapest or witness.doubts or witness.cost_key()[::2] != (0, 0):
        return witness
    if witness.plan is not None and witness.plan.sources_used:
        return witness
    if witness.cost_key() == (0, 0, 0):
        return replace(witness, cheapest=True)  # nothing paid: no key is lower
    fixed = all(not mc.cost.any_of and mc.cost.references() <= {SOURCE} for mc in costs) and all(
        set(o.cards) <= {card} and not o.gold for o in witness.costs
    )
    return replace(witness, cheapest=True) if fixed else witness
