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
from solver.lasting_grants import LASTING
from solver.lone_defender_grants import SHAPE as LONE_DEFENDER

__all__ = ["grant_lines", "grant_rows"]


def _how(card: CardDef, sentence: str) -> str:
    """How one granting sentence of ``card`` is read, in words."""
    g = read_grant(sentence)
    if g is None:
        return _shaped(card, sentence)
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


def _quoted(card: CardDef, body: str) -> str:
    """The quoted ability ``body`` of a player grant as imported, in words."""
    ability, why = import_granted(
        body, title=card.title, card_type=card.type, keywords=card.keywords, player=True
    )
    return ability_text(ability) if ability is not None else f"its ability not read: {why}"


def _shaped(card: CardDef, sentence: str) -> str:
    """How a grant of a shape ``read_grant`` does not read whole is read on a board."""
    said = " ".join(sentence.split())
    if (m := LONE_DEFENDER.match(said)) is not None:  # ``solver.lone_defender_grants``
        return (
            "read on a board (while exactly one Personality defends here): each player has "
            f"{_quoted(card, m['b'])}; 'he has' (his controller's alone) is not read "
            "(unknown); with not exactly one defender, or the defenders not stated: unknown"
        )
    if LASTING.match(said) is not None:  # ``solver.lasting_grants``
        return (
            "read on a board while this card is face-up in a Province: the trigger and how "
            "long it lasts are not stated (unknown), illegal when no designator of the quoted "
            "ability fits now, when it is 'you have' and the player is not the owner, or when "
            "the quoted ability's required targets can't be chosen"
        )
    return "not read: its shape is not read (unknown on a board)"


def grant_rows(card: CardDef) -> list[dict[str, str]]:
    """Each granting sentence of ``card`` and how it is read (``cards show --json``)."""
    return [{"sentence": s, "read": _how(card, s)} for s in card.grants_abilities]


def grant_lines(card: CardDef) -> list[str]:
    """The lines of ``cards show`` for the granting sentences (none when it grants none)."""
    if not card.grants_abilities:
        return []
    head = "grants (announced as granted, or one by one granted1, granted2 ... on a board):"
    return [head, *(f"  {r['sentence']}\n    -> {r['read']}" for r in grant_rows(card))]
