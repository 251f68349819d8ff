"""A Gold source that bows another *Gold-producing* card as its cost (Costs and restrictions /
Gold production; ``ProductionMode.bow_other_producing``): "Bow another of your Gold-producing
Holdings to produce 6 Gold". The card bowed then can't produce in the same plan, so the source
and that card's own modes are alternatives (one planner group).

The card is chosen exactly when every candidate is *plain*: all its modes bow it, pay any
payment (no ``only_for``, bonus, Honor loss or other cost, usage limit) and its Gold does not
depend on the payment, so each gives a fixed amount. Then the candidate of least Gold is as
good as any: a plan bowing another one for the cost pays no more than the same plan with the
two swapped (the other one produces instead, at least as much, for any payment). Otherwise no
card is chosen and the caller reports why (a shortfall is ``unknown``).
"""

from __future__ import annotations

from collections.abc import Sequence

from model.cards import CardType
from model.evaluate import matches_relations, matches_unary
from model.selectors import SOURCE, Selector
from model.state import View


def produces(view: View, card: str) -> bool:
    """Is the card Gold-producing (a production mode, or production text not read)?"""
    d = view.definition(card)
    return bool(d.production) or bool(d.production_unread)


def _plain_gold(view: View, player: str, card: str) -> int | None:
    """The most Gold one bow of a plain producer gives any payment; None when not plain."""
    from solver.production import mode_gold, production_changes

    d = view.definition(card)
    if d.production_unread or d.reductions_unread or d.type is CardType.STRONGHOLD:
        return None
    best: int | None = None
    for mode in d.production:
        if (
            not mode.bow
            or mode.only_for is not None
            or mode.bonuses
            or mode.lose_honor
            or mode.extra_cost is not None
            or mode.leaves_play is not None
            or mode.bow_other is not None
            or mode.penalize_other is not None
            or mode.destroy_other is not None
            or mode.bow_target is not None
            or mode.discard_other is not None
            or mode.target is not None
            or mode.once_per_turn
            or mode.once_per_game
        ):
            return None
        gold = mode_gold(view, player, card, mode)
        if gold is None:
            continue
        for by, change in production_changes(view):
            if matches_unary(view, view.card(by).controlled_by, card, change.select):
                gold += change.gold
        best = max(best or 0, max(0, gold))
    return best


def producing_pairs(
    view: View, player: str, producers: Sequence[tuple[str, Selector]], free: Sequence[str]
) -> dict[str, str] | None:
    """For each producer (card, selector of the card its cost bows), a different free card
    matching the selector, of least Gold among the candidates (ties by id); None when the
    choice would not be exact (see the module doc)."""
    if len({select for _, select in producers}) > 1:
        return None  # different kinds of card bowed: the least for one may be needed by another
    for card, _ in producers:
        if sum(1 for m in view.definition(card).production if m.bow) != 1:
            return None  # its other bowing modes and the bowed card's would need two groups
    owners = {card for card, _ in producers}
    ranked: list[tuple[int, str]] = []
    for c in free:
        if c in owners or not produces(view, c):
            continue
        if not any(
            matches_unary(view, player, c, select)
            and matches_relations(view, c, select, {SOURCE: card}, partial=True)
            for card, select in producers
        ):
            continue
        gold = _plain_gold(view, player, c)
        if gold is None:
            return None
        ranked.append((gold, c))
    ranked.sort()
    if len(ranked) < len(producers):
        return None
    return {card: c for (card, _), (_, c) in zip(sorted(producers), ranked, strict=False)}
