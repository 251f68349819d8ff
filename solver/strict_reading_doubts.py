"""What the strict reading's failure leaves unread (Reference 01, Cardinal rule 1: an attack's
target has Force at most its strength; Reference 04: a bonus or penalty changes a stat while it
lasts). When an ability reads two ways and the strict reading fails while the lenient one holds,
the answer is ``unknown`` either way, but a stat sentence not read (of the action's own card,
"Takanori has +1C while he has a Weapon.", or of another card in play, "Your Personalities have
+1C while they are not involved in a duel.") may be what would have met the strict limit ("Fear
equal to Takanori's Chi"): the explanation names it, never a silent drop. The stats every read
sentence changes are already in ``View.stat``; the sentences named are those
``solver.banned_actions.doubt_traits_in_play`` (the action's own card's qualities and every
card's in play) would name against the strict ``illegal``."""

from __future__ import annotations

from model.abilities import Ability
from model.state import View
from solver.paid_limit_doubts import doubt_traits_read
from solver.unread_attack_bonus import unread_bonus_note
from solver.verdict import Verdict

__all__ = ["strict_failure_note"]


def strict_failure_note(
    view: View, player: str, card: str, ability: Ability, strict: Verdict
) -> str:
    """ "; ..." naming the unread attack bonus of the card and the unread sentences that may turn
    the strict reading's ``illegal`` ``strict``, or ""."""
    note = unread_bonus_note(view, card, ability)
    if strict.status != "illegal":
        return note
    doubted = doubt_traits_read(view, player, card, strict, True, None)
    if doubted.status != "unknown" or not doubted.reasons:
        return note
    said = doubted.reasons[0].removeprefix("not modelled: ")
    return f"{note}; not read, and it may turn the strict reading: {said}"
