"""The listers' cheap tier: an announcement refused by its timing alone, exactly when ``check``
refuses it so (solver.good_faith), so that no lister drops what ``check`` calls ``unknown``.

An action whose timing was not read (``Ability.timing_understood`` False: its designators are
in text not read, e.g. "Fear Battle:", "Political Open:") or whose text not read may relax its
timing ("Tireless while ...") is never refused here: ``check`` decides it (``unknown``, or
``illegal`` by its designators alone), and an ``unknown`` is listed as undecided (Abilities and
actions / Designators).
"""

from __future__ import annotations

from model.cardtext.timing_relaxed import relaxes_timing
from model.state import View
from solver.timing import usable_now

__all__ = ["refused_by_timing"]


def refused_by_timing(view: View, player: str, card: str, index: int) -> str | None:
    """Why ``check`` answers ability ``index`` of ``card`` illegal by its timing alone now, or
    None when the full check must decide (its timing is met, or not read)."""
    ability = view.definition(card).abilities[index]
    if not ability.timing_understood or relaxes_timing(ability.not_understood):
        return None
    timing = usable_now(view, player, card, index)
    if timing.ok or _unread_traits_in_play(view):
        return None  # a trait not read may doubt the refusal: ``check`` decides (h44adv4 W3)
    return timing.reason or "can't be used now"


def _unread_traits_in_play(view: View) -> bool:
    """Does a card in play print a sentence giving cards qualities that is not read
    (``CardDef.qualities_unread``)? Then ``check`` may doubt a timing refusal, so the cheap tier
    leaves it to ``check`` (the listers agree with ``check``; h44adv4 W3)."""
    memo = view.memo("early_timing_unread")
    if "any" not in memo:
        memo["any"] = any(
            view.definition(c.id).qualities_unread for c in view.state.cards if c.in_play
        )
    return bool(memo["any"])
