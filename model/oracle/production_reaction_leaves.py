"""A Gold Reaction whose cost bows its own card and makes it leave play (Costs and restrictions
/ Gold production; Abilities and actions): "Reaction: When paying a Gold cost, bow and destroy
this card: Produce 5 Gold." (Wise Investment). The card bows and is destroyed as the
Reaction's cost (``ProductionMode.leaves_play="destroy"``: not while its destruction is
prevented), so it produces once; as a Reaction it is not used while its card is bowed, and once
per turn. "When paying a Gold cost": any Gold payment. Used by
``model.oracle.production_free``."""

from __future__ import annotations

from typing import Literal

from model.cards import ProductionMode
from model.lazy_regex import lazy_regex

__all__ = ["bow_and_leave_modes"]

_SHAPE = lazy_regex(
    r"reaction: when paying a gold cost, bow and (?P<how>destroy|discard) this card: "
    r"produce (?P<n>\d+) gold\.?"
)


def bow_and_leave_modes(low: str) -> list[ProductionMode] | None:
    """The mode of such a line (lower case), or None when it is not one."""
    m = _SHAPE.fullmatch(low.strip())
    if m is None:
        return None
    how: Literal["destroy", "discard"] = "destroy" if m["how"] == "destroy" else "discard"
    return [ProductionMode(gold=int(m["n"]), once_per_turn=True, leaves_play=how)]
