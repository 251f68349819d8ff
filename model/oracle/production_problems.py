"""Every Gold text of a card not understood, not only the first (Costs and restrictions / Gold
production; README "Text not understood"): the first stays ``ProductionAnalysis.reason``
(``CardDef.production_unread``), each later one is kept too (``ProductionAnalysis.more``,
``CardDef.production_unread_more``), so a check that settles the first still doubts the rest."""

from __future__ import annotations

__all__ = ["ERRATA", "NO_STAT", "kept"]

#: a sentence changing the card's Gold Production while the export gives it none
NO_STAT = "changes its Gold Production, but no Gold Production stat in the export: {!r}"

#: an errata note about Gold not read
ERRATA = "errata note about Gold not understood: {!r}"


def kept(problems: list[str], first: str | None, problem: str) -> str:
    """The card's first problem; ``problem`` is kept in ``problems`` when one came before."""
    if first is None:
        return problem
    if problem != first and problem not in problems:
        problems.append(problem)
    return first
