"""Whether a trait of a card in play keeps its player from losing Honor from one card ("You do
not lose Honor from cards you own.": ``model.cardtext.honor_loss_scope``). Costs and changes: a
prevented change can't pay a cost; Costs and restrictions / Costs and changes, Example 1: "A
player who cannot lose Honor cannot pay the cost 'Lose 2 Honor'". A Gold source whose Honor loss
is a cost, or an action's own "Lose N Honor" cost, is then not payable (``solver.production``,
``solver.costs``)."""

from __future__ import annotations

import re

from model.cards import FATE_TYPES
from model.cardtext.honor_loss_scope import HonorLossScope, honor_loss_scopes
from model.state import View

__all__ = ["honor_loss_prevented", "scopes_read_in_full"]


def _covers(view: View, player: str, card_id: str, scope: HonorLossScope) -> bool:
    inst = view.card(card_id)
    if inst.owner != player or (not scope.owned and inst.controlled_by != player):
        return False
    if not scope.kinds:
        return True
    keywords = {k.lower() for k in view.keywords(card_id)}
    fate = view.type_of(card_id) in FATE_TYPES
    return any(k in keywords or (k == "fate" and fate) for k in scope.kinds)


def honor_loss_prevented(view: View, player: str, card_id: str) -> str | None:
    """The sentence (with its card) of a trait of a card ``player`` controls in play that
    prevents his Honor loss from ``card_id``; None when no sentence read does."""
    memo = view.memo("honor_loss_scope")
    key = (player, card_id)
    if key in memo:
        found = memo[key]
        return found if isinstance(found, str) else None
    out: str | None = None
    for inst in view.state.cards:
        if out is not None:
            break
        if not inst.in_play or inst.controlled_by != player:
            continue
        d = view.definition(inst.id)
        for text in d.prevents_unread:
            scope = next(
                (s for s in honor_loss_scopes(text) if _covers(view, player, card_id, s)), None
            )
            if scope is not None:
                out = f"{d.title} ({inst.id}): {scope.text}"
                break
    memo[key] = out
    return out


def scopes_read_in_full(text: str) -> bool:
    """Is every sentence of the trait ``text`` that names an Honor loss a prevention read
    (``honor_loss_scopes``)? Then a loss from a card none of them covers is not prevented."""
    named = [s for s in re.split(r"(?<=\.)\s+", text.strip()) if re.search(r"(?i)lose honor", s)]
    return bool(named) and len(honor_loss_scopes(text)) == len(named)
