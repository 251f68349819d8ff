"""A trait raising the card's own printed attack's strength that is not read ("If you have
Honesty, Masaru has +1F and his printed :ranged: has +1 strength.", Ikoma Masaru; "Haniko has
+1F, and her printed :ranged: has +1 strength, while she is attacking and opposed."; "This
Item's printed Fear effects have +1 strength if this Personality is a Naga.", Staff of Peace).

The strict reading (the attack's target with Force at most its strength: Reference 01,
Cardinal rule 1 example) leaves such a bonus out, so when it fails the bonus may be what would
have met it: the ``unknown`` names the sentence (``model.cardtext.own_printed_bonus``), never a
silent drop.
"""

from __future__ import annotations

from model.abilities import Ability
from model.cardtext.own_printed_bonus import attack_kinds, unread_printed_bonuses
from model.state import View

__all__ = ["unread_bonus_note"]


def unread_bonus_note(view: View, card: str, ability: Ability) -> str:
    """ "; ..." naming the card's unread trait raising one of ``ability``'s attacks, or ""."""
    definition = view.definition(card)
    kinds = set(attack_kinds(ability))
    if not kinds or not definition.printed_text:
        return ""
    traits = definition.printed_text.splitlines()
    said = [
        s
        for k, s in unread_printed_bonuses(traits, definition.title, definition.type)
        if k in kinds
    ]
    if not said:
        return ""
    return f"; not read: a trait that may raise the attack's strength: {said[0]!r}"
