"""An action taken from a Ring the player must target in play or in his discard pile ("Take an
additional Battle or Interrupt, whichever this was taken as, from your target Ring in play or
your discard pile, ignoring bow costs.": The Brotherhood's Abbey, The Enlightened Path of the
Dragon) with no Ring of his in either place: the action is illegal whatever its text not read
says (its designators and trigger: Abilities and actions / Good Faith Rule, "the player must be
able to target all required targets"; h41adv4 N2 b5).

Only that required target is asked (the clause "from your target Ring in play or your discard
pile" with no "may", "up to", "instead" or "if" before it in its sentence): a Ring in play the
player controls, or a Ring in one of his discard piles, keeps the doubt (Reference 05: a Fate
card's discard pile is its owner's), as does any card in play whose text may make another card
count as a Ring ("considered a Ring", "as if it were a Ring")."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from model.zones import Zone

__all__ = ["ring_source_missing"]

_FROM_RING = lazy_regex(r"\bfrom your target Ring in play or (?:in )?your discard pile\b")
#: words by which the clause may be optional, replaced or excused
_LOOSE = lazy_regex(r"\b(?:may|up to|instead|if|unless|even|or another)\b", re.I)
_DISCARDS = (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD)
#: text by which a card may count as a Ring
_AS_RING = lazy_regex(
    r"\b(?:considered|counts? as|treated as|as if|as though|also)\b[^.]*\bRings?\b", re.I
)


def _a_ring(view: View, card: str, player: str) -> bool:
    """Has ``player`` a Ring in play or in a discard pile of his, or may a card in play other
    than ``card`` make another count as a Ring?"""
    for inst in view.state.cards:
        if view.type_of(inst.id) is CardType.RING and (
            (inst.in_play and inst.controlled_by == player)
            or (inst.zone in _DISCARDS and inst.owner == player)
        ):
            return True
    return any(
        cid != card and _AS_RING.search(view.definition(cid).printed_text or "")
        for cid in view.cards_in_play()
    )


def ring_source_missing(view: View, player: str, card: str, ab: Ability) -> str | None:
    """Why the required Ring target of ``ab``'s unread text can't be chosen, or None."""
    for text in ab.not_understood:
        m = _FROM_RING.search(text)
        if m is None:
            continue
        sentence = re.split(r"[.:]\s", text[: m.start()])[-1]
        if _LOOSE.search(sentence) or _a_ring(view, card, player):
            return None
        return (
            "required targeting can't be met: it must target your Ring in play or in your "
            "discard pile, and you have none (whatever its text not read adds)"
        )
    return None
