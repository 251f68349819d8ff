"""Which of a card's own sentences about other cards may change its own entering play.

Reference 03: an Event's traits are active only while it is in play, so its sentences about
other cards can't change its own entering (Alliance, h26adv2 N11). Any other card's sentence
about other cards is asked as one in play would be (``solver.play_cost_scope``): "When
Recruiting a Personality, ..., he costs 2 more Gold to Recruit." (Respect) names the Recruit of
a Personality only (Reference 02: Recruit), so it can't change its own Kata's "Put this Kata
into play." (h38adv2 N7)."""

from __future__ import annotations

from model.cards import CardDef, CardType
from solver.play_cost_scope import cost_sentence_concerns

__all__ = ["own_grants"]


def own_grants(definition: CardDef) -> tuple[str, ...]:
    """The card's own unread sentences about other cards that may change its own entering."""
    if definition.type is CardType.EVENT:
        return ()
    return tuple(
        t
        for t in definition.grants_unread
        if cost_sentence_concerns(t, definition, True) is not False
    )
