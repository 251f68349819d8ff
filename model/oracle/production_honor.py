"""An Honor loss after a Gold production's colon is an effect of producing, not a cost
("Produce 2 Gold and lose 1 Honor.": Lane of Immorality, Temple to Fudo; h40adv3 W2).

Costs and restrictions / Mandatory costs: "The mandatory cost of a triggered trait is found
before the colon" (of an action, in its constraints block), so "and lose 1 Honor" after the
Gold, or a later sentence "Lose 1 Honor.", is an effect: a prevented Honor loss ("You do not
lose Honor from cards you own.") does not stop the Gold (Example 1, "A player who cannot lose
Honor cannot pay the cost 'Lose 2 Honor'", is about costs only). A mode that also loses Honor
as its cost (``lose_honor`` already set: "lose 1 Honor to produce 3 Gold") stays a cost."""

from __future__ import annotations

from dataclasses import replace

from model.cards import ProductionMode

__all__ = ["loses_after"]


def loses_after(mode: ProductionMode, lost: int) -> ProductionMode:
    """``mode`` that also loses ``lost`` Honor as an effect after the colon."""
    return replace(mode, lose_honor=mode.lose_honor + lost, honor_is_cost=mode.lose_honor > 0)
