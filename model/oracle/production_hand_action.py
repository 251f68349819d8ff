"""A Gold Reaction bowing its own card for an action on a card from its player's hand (Costs and
restrictions / Gold production; Abilities and actions: Repeatable lifts the once per turn, the
bow still limits it to once while bowed): "Repeatable Reaction, :bow:: When paying for an action
on a Strategy from your hand, produce 4 Gold which may only pay for that action." (Yoritomo
Katoa; h42adv2 N7). The Gold may pay only that action's Gold cost: an action on a card of that
type in the payer's hand (``PaySelector.from_hand``). A following "Lose 1 Honor." is an effect
of the Reaction (after its colon), not a cost: a prevented loss does not stop the Gold. Used by
``model.oracle.production_free``."""

from __future__ import annotations

from model.cards import PaySelector, ProductionMode
from model.common import CardType
from model.lazy_regex import lazy_regex

__all__ = ["hand_action_modes"]

_SHAPE = lazy_regex(
    r"(?P<rep>repeatable )?reaction, :bow:: when paying for an action on an? (?P<type>[a-z]+) "
    r"from your hand, produce (?P<n>\d+) gold,? (?:which|that) (?:can|may) only pay for that "
    r"action\.?(?: lose (?P<h>\d+) honor\.?)?"
)
_TYPES = {t.value: t for t in CardType if t is not CardType.OTHER}


def hand_action_modes(low: str) -> list[ProductionMode] | None:
    """The mode of such a line (lower case), or None when it is not one."""
    m = _SHAPE.fullmatch(low.strip())
    if m is None or m["type"] not in _TYPES:
        return None
    only = PaySelector(type=_TYPES[m["type"]], action=True, from_hand=True)
    lose = int(m["h"] or 0)  # "Lose 1 Honor.": an effect of the Reaction, not its cost
    return [
        ProductionMode(
            gold=int(m["n"]),
            only_for=only,
            once_per_turn=m["rep"] is None,
            lose_honor=lose,
            honor_is_cost=lose == 0,
        )
    ]
