"""A Strategy whose action prints a Gold icon equal to the card's own Gold Cost (Costs and
restrictions: "The Gold Cost of a Strategy card is a cost of its actions"; Reference 04: the
Gold icon after the designator is a Gold cost of the action).

The export gives 16 Strategies both a Gold Cost and an action Gold icon of the same amount
("A Game of Dice": Gold Cost 3, "Limited, :g3::"); most Strategies print only one of the two.
Whether the card prints its cost twice (pay both) or the data repeats the icon as the card's
cost (pay once) is not settled by the rules files: paying both stays the strict reading, and
paying once becomes the lenient one (``Ability.lenient``), so a verdict that depends on it is
``unknown``, never a guessed legal or illegal.
"""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability
from model.cardtext import CardImport
from model.common import CardType

__all__ = ["icon_as_gold_cost"]

NOTE = "the action's Gold icon is the Strategy's own Gold Cost printed again (paid once, not twice)"


def _once(ability: Ability, gold_cost: int) -> Ability | None:
    """``ability`` read with the icon equal to the card's Gold Cost paid as that cost (None:
    no such icon)."""
    costs = list(ability.costs)
    index = next((i for i, c in enumerate(costs) if c.gold == gold_cost and not c.optional), None)
    if index is None:
        return None
    once = replace(ability, costs=tuple(costs[:index] + costs[index + 1 :]))
    if ability.lenient is None:
        return replace(
            ability, lenient=replace(once, lenient=None, lenient_note=""), lenient_note=NOTE
        )
    lenient = _once(ability.lenient, gold_cost)
    if lenient is None:
        return None  # the lenient reading already reads it otherwise: leave both as they are
    return replace(ability, lenient=lenient, lenient_note=f"{ability.lenient_note}; and {NOTE}")


def icon_as_gold_cost(
    imported: CardImport, card_type: CardType, gold_cost: int | None
) -> CardImport:
    """``imported`` with the second reading added where a Strategy's action icon repeats its
    Gold Cost."""
    if card_type is not CardType.STRATEGY or not gold_cost:
        return imported
    paragraphs = []
    for p in imported.paragraphs:
        read = _once(p.ability, gold_cost) if p.ability is not None and p.full else None
        paragraphs.append(p if read is None else replace(p, ability=read))
    return replace(imported, paragraphs=tuple(paragraphs))
