"""A Strategy whose action prints a Gold icon equal to the card's own Gold Cost (Costs and
restrictions: "The Gold Cost of a Strategy card is a cost of its actions"; Reference 04: the
Gold icon after the designator is a Gold cost of the action).

The export gives 16 Strategies both a Gold Cost and an action Gold icon of the same amount
("A Game of Dice": Gold Cost 3, "Limited, :g3::"; the set files too: ``gold_cost: 3`` and the
same icon). Of the export's 942 Strategies, 520 give a Gold Cost and no icon, 104 an icon and
no Gold Cost, and not one gives a numeric Gold Cost and a different icon on its action: the
Strategy's Gold Cost *is* the cost of its action, printed once on the card and repeated in the
data. So the icon equal to the Gold Cost is that one cost, paid once (h41gold2, h41adv3 R1: it
was read two ways, strict "pay both" against lenient "pay once", and a verdict between them was
``unknown``). An icon of another amount stays a cost of its own.
"""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability
from model.cardtext import CardImport
from model.common import CardType

__all__ = ["icon_as_gold_cost"]


def _once(ability: Ability, gold_cost: int) -> Ability | None:
    """``ability`` with the icon equal to the card's Gold Cost paid as that cost, once (None:
    no such icon); its lenient reading likewise when it has the icon."""
    costs = list(ability.costs)
    index = next((i for i, c in enumerate(costs) if c.gold == gold_cost and not c.optional), None)
    if index is None:
        return None
    once = replace(ability, costs=tuple(costs[:index] + costs[index + 1 :]))
    if ability.lenient is None:
        return once
    lenient = _once(ability.lenient, gold_cost)
    return once if lenient is None else replace(once, lenient=lenient)


def icon_as_gold_cost(
    imported: CardImport, card_type: CardType, gold_cost: int | None
) -> CardImport:
    """``imported`` with a Strategy's action icon that repeats its Gold Cost read as that one
    cost."""
    if card_type is not CardType.STRATEGY or not gold_cost:
        return imported
    paragraphs = []
    for p in imported.paragraphs:
        read = _once(p.ability, gold_cost) if p.ability is not None and p.full else None
        paragraphs.append(p if read is None else replace(p, ability=read))
    return replace(imported, paragraphs=tuple(paragraphs))
