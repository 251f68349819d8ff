"""An attachment's trait locking the abilities of the card it is attached to and of that card's
other attachments: "His abilities, and the abilities on his other attachments, cannot be
used." (Stepping Behind The Tapestry; h40adv4 N8). A trait is an ongoing effect (Reference 04)
and an ability that cannot be used can't be announced (Abilities and actions): those cards'
actions are illegal, naming it, and no other card's action is reached by it
(``solver.trait_scopes``)."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Reason, Verdict

__all__ = ["bearer_lock_spares", "bearer_locked"]

_BEARER_LOCK = lazy_regex(
    r"^(?:His|Her|This Personality's) abilities, and the abilities on (?:his|her) other "
    r"attachments, (?:cannot|may not) be used\.?$",
    re.IGNORECASE,
)


def _locks(said: str) -> bool:
    return _BEARER_LOCK.match(said.strip()) is not None


def bearer_lock_spares(view: View, source: str, said: str, card: str) -> bool:
    """Can ``said`` (``_BEARER_LOCK``) of ``source`` not reach ``card``'s actions: ``card`` is
    neither the card ``source`` is attached to nor another attachment of that card?"""
    if not _locks(said):
        return False
    bearer = view.card(source).attached_to
    if bearer is None:
        return False
    return card != bearer and view.card(card).attached_to != bearer


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!])\s+|\n", text) if s.strip()]


def bearer_locked(view: View, card: str, verdict: Verdict) -> Verdict:
    """``verdict`` for ``card``'s printed ability, or ``illegal`` when an attachment in play on
    ``card`` or on the card ``card`` is attached to (not ``card`` itself) locks its abilities
    (``_BEARER_LOCK``)."""
    if not isinstance(verdict.ability, int) or verdict.status == "illegal" or not view.has(card):
        return verdict
    inst = view.card(card)
    if not inst.in_play:
        return verdict
    bearer = inst.attached_to or card
    for other in view.state.cards:
        if other.id == card or other.attached_to != bearer or not other.in_play:
            continue
        said = next(
            (s for s in _sentences(view.definition(other.id).printed_text or "") if _locks(s)), None
        )
        if said is None:
            continue
        text = (
            f"its abilities cannot be used: {view.definition(other.id).title} ({other.id}): {said}"
        )
        why = Reason("condition", text, (card, other.id))
        return Verdict.of(
            "illegal", card, verdict.ability, verdict.title, [why], None, verdict.designator
        )
    return verdict
