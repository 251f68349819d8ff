"""A Discipline whose own text asks the Imperial Favor for it: "You must discard the Imperial
Favor and give this Strategy's ability Favor Political to play it using Discipline." (Walking
with the Air; h40adv3 N6).

A Strategy out of the hand is played only as its text allows (README "Discipline is read as its
reminder text says"); this sentence makes discarding the Imperial Favor a cost of that play
(Costs and restrictions / Costs and changes: a cost that can't be paid can't be chosen; "you
don't have the Imperial Favor"). While its player does not hold the Favor, neither reading of
the Discipline lets it be played from the discard pile: the zone's refusal stands. With the
Favor held, the sentence is not read (the doubt stays)."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["discipline_barred", "elsewhere_bar"]

_FAVOR = lazy_regex(
    r"^You must discard the Imperial Favor(?: and [^.]+?)? to play (?:it|this (?:card|Strategy))"
    r" using Discipline\.?$",
    re.IGNORECASE,
)


def discipline_barred(view: View, player: str, card: str) -> bool:
    """Is ``card``'s unread way to be played from elsewhere a Discipline that needs the Imperial
    Favor, which ``player`` does not hold?"""
    said = view.definition(card).elsewhere_unread
    return (
        said is not None
        and _FAVOR.fullmatch(said.strip()) is not None
        and view.state.imperial_favor != player
    )


def elsewhere_bar(view: View, player: str, card: str, index: int) -> str | None:
    """Why ``card``'s unread way to be played from elsewhere can't help now: a Discipline that
    needs the Favor ``player`` lacks (``discipline_barred``), or a Strategy that a trait in play
    bars however it is played (Moto Gaheris • Experienced: ``unless_moved_bars``; h40adv3 N4);
    None when it may."""
    if discipline_barred(view, player, card):
        return ""
    from solver.unless_moved_scope import unless_moved_bars  # (a cycle at import)

    ab = view.definition(card).abilities[index]
    found = unless_moved_bars(view, player, card, ab)
    return None if found is None else f"; played by its text from there, {found}"
