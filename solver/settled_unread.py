"""Unread Gold text already in a play's price (Costs and restrictions / Changes to costs and
payments): a sentence kept in ``reductions_unread`` but read per host by
``solver.in_play_reductions`` ("Cavalry Followers attach to your Personalities paying 2 less
Gold.", Shinjo Tselu; "Tsuru attaches Followers for 2 less Gold.") is in the Recruit's or
Equip's price with its bearing settled, so it can't make a cheaper plan of that play: the plan
may be proven the cheapest (h38gold; before, every such plan was "not proven")."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View
from solver.in_play_reductions import settled_said
from solver.shortfall_scope import text_of

__all__ = ["unsettled_for"]

_SHOWN_ID = lazy_regex(r"^[^()]*\((?P<id>[^()]+)\): ")


def unsettled_for(view: View, card: str, unread: list[str]) -> list[str]:
    """``unread`` ("Title (id): text") less the sentences settled in the price of the play of
    ``card`` (``settled_said``)."""
    if not view.has(card) or view.card(card).in_play:
        return unread  # an action of a card in play: not a Recruit's or Equip's price
    out = []
    for u in unread:
        m = _SHOWN_ID.match(u)
        if m is not None and settled_said(view, m.group("id"), text_of(u).strip(), card):
            continue
        out.append(u)
    return out
