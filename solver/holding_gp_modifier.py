"""A state's Gold Production modifier on a Holding whose Gold is read from its text's ":bow::
Produce N Gold" (no Gold Production stat in the card data, or that stat restated by the line)
(Reference 03, Holding Gold Production: "Amount of Gold produced when the Holding is bowed for
Gold production ... GP can be changed by card effects and tokens"): its printed ":bow:: Produce
N Gold" is its Gold Production restated (README: the set files state a Holding's "Produce N
Gold" as its Gold Production too), so the modifier changes the Gold of each plain bowing for
Gold (no other cost, no target, no other card), never below 0. It was ignored (h36gold)."""

from __future__ import annotations

from model.cards import CardType, ProductionMode
from model.common import Stat
from model.state import View

__all__ = ["holding_gp_change"]


def holding_gp_change(view: View, card_id: str, mode: ProductionMode) -> int:
    """The state's Gold Production modifiers of the Holding ``card_id`` that change the Gold of
    its plain bowing ``mode`` (its Gold Production, stated or restated); 0 for any other."""
    d = view.definition(card_id)
    if d.type is not CardType.HOLDING:
        return 0
    if d.gold_production is not None and mode.gold != d.gold_production:
        return 0  # a line that is not its stat restated
    if (
        not mode.bow
        or mode.gold is None
        or mode.from_stat is not None
        or any(
            (
                mode.extra_cost,
                mode.leaves_play,
                mode.bow_other,
                mode.destroy_other,
                mode.discard_other,
                mode.bow_target,
                mode.target,
                mode.from_tokens,
            )
        )
    ):
        return 0
    return sum(m.amount for m in view.card(card_id).modifiers if m.stat is Stat.GOLD_PRODUCTION)
