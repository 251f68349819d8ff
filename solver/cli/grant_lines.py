"""``goodfaith cards show``: the abilities a card grants by its traits (Reference 04: traits
may grant abilities), each sentence with how it is read (``model.cardtext.grant_read``): its
quoted ability imported, or why not. On a board they are announced as ``granted`` (every one)
or ``granted<k>`` (the k-th granted through the card: ``solver.granted_naming``); the card
that receives a grant to cards announces it."""

from __future__ import annotations

from model.cards import CardDef
from model.cardtext.conditions import parse_condition
from model.cardtext.grant_read import import_granted, read_grant
from model.describe import ability_text
from model.selectors import Condition

__all__ = ["grant_lines", "grant_rows"]


def _how(card: CardDef, sentence: str) -> str:
    """How one granting sentence of ``card`` is read, in words."""
    g = read_grant(sentence)
    if g is None:
        return "not read: its shape is not read (unknown on a board)"
    if g.condition is not None and not isinstance(
        parse_condition(g.condition, card.title, card.type), Condition
    ):
        return f"not read: its condition '{g.condition}' is not read (unknown on a board)"
    ability, why = import_granted(
        g.body,
        title=card.title,
        card_type=card.type,
        keywords=card.keywords,
        player=g.to is not None,
    )
    if ability is None:
        return f"not read: its ability is not read: {why} (unknown on a board)"
    who = f"to {g.to}" if g.to is not None else f"to {g.subject}"
    return f"read ({who}): {ability_text(ability)}"


def grant_rows(card: CardDef) -> list[dict[str, str]]:
    """Each granting sentence of ``card`` and how it is read (``cards show --json``)."""
    return [{"sentence": s, "read": _how(card, s)} for s in card.grants_abilities]


def grant_lines(card: CardDef) -> list[str]:
    """The lines of ``cards show`` for the granting sentences (none when it grants none)."""
    if not card.grants_abilities:
        return []
    head = "grants (announced as granted, or one by one granted1, granted2 ... on a board):"
    return [head, *(f"  {r['sentence']}\n    -> {r['read']}" for r in grant_rows(card))]
