"""A card's Gold production modes alone (Costs and restrictions / Gold production): the
``modes`` of ``model.oracle.production.analyse_production``."""

from __future__ import annotations

from collections.abc import Sequence

from model.cards import CardType, ProductionMode
from model.oracle.production import analyse_production

__all__ = ["parse_production"]


def parse_production(
    text: str | Sequence[str] | None,
    card_type: CardType,
    gold_production: int | None = None,
    *,
    title: str | None = None,
) -> tuple[ProductionMode, ...] | None:
    """The card's production modes; ``()`` when it does not produce Gold, ``None`` when it
    produces Gold in a way not modelled (Costs and restrictions / Gold production)."""
    return analyse_production(text, card_type, gold_production, title=title).modes
