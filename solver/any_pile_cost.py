"""The lenient reading of a card of any discard pile removed from the game as a cost
(``model.cardtext.costs_any_pile``): a card of another player's pile may pay it, which the
solver does not pay, so the cost is not asked when some discard pile (any player's) holds a
card of the kind; when none does, no reading can pay it (Costs and restrictions / Costs: "A
cost must fully occur") and it stays, unpayable.
"""

from __future__ import annotations

from model.abilities import Cost, Pick
from model.evaluate import matches_relations, matches_unary
from model.selectors import SOURCE, Controller
from model.state import View
from model.zones import Place

__all__ = ["any_pile_cost_waived"]

#: The places such a card may be in (Reference 05: the two discard piles).
_PILES = frozenset({Place.FATE_DISCARD, Place.DYNASTY_DISCARD, Place.DISCARD})


def any_pile_cost_waived(view: View, player: str, card_id: str, cost: Cost) -> bool:
    """Is ``cost`` the lenient reading's "remove <a card> in any discard pile from the game"
    (a pick of any player's pile) with some discard pile holding a card it names?"""
    pick = cost.remove_from_game
    if not isinstance(pick, Pick) or cost.optional:
        return False
    select = pick.select
    if select.location not in _PILES or select.controller is not Controller.ANY:
        return False
    return any(
        matches_unary(view, player, c, select)
        and matches_relations(view, c, select, {SOURCE: card_id}, partial=True)
        for c in view.ids_of_types(select.type)
    )
