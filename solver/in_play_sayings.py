"""The cards in play whose text not read may concern another card's entering play (Reference
03: traits of cards in play are continually active): those with a sentence said of other cards
(``CardDef.grants_unread``) or of their own entering (``CardDef.entering_unread``: a host's
"Will not attach non-Ninja Followers."). Once per View: ``solver.playing.entering_unread`` asks
for every card a check may bring or play, and a card saying neither adds nothing there."""

from __future__ import annotations

from typing import cast

from model.cards import CardDef
from model.state import CardInstance, View

__all__ = ["in_play_saying"]


def in_play_saying(view: View) -> tuple[tuple[CardInstance, CardDef], ...]:
    """(card, its definition) of each card in play with a grants or entering sentence not
    read, in state order."""
    memo = view.memo("in_play_sayings")
    found = memo.get("cards")
    if found is None:
        found = memo["cards"] = tuple(
            (inst, d)
            for inst in view.state.cards
            if inst.in_play
            for d in (view.definition(inst.id),)
            if d.grants_unread or d.entering_unread
        )
    return cast("tuple[tuple[CardInstance, CardDef], ...]", found)
