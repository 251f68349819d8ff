"""Coin Pouch's Reaction ("Reaction: When a Holding bows to produce Gold, bow this card: The
Holding produces one additional Gold.") for an action's Gold (Costs and restrictions / Gold
production; Abilities and actions: a Reaction is used at its trigger, once per turn, not while
its card is bowed): the same reading as for a card's payments
(``solver.holding_bonus_reaction``), offered to the action's Gold bound and plan search
(``solver.action_reductions.with_action_reductions``) instead of being bounded only after the
search failed (h39adv4 N4, h40).

The texts read are remembered on the View: the action's shortfall bound then already counts
their Gold, so they are no doubt (``solver.action_unread``) when the bound is exact: one such
card, or no more such cards than Holdings that bow (each card's Reaction on a different
Holding's bow gives the same total as two on one bow).
"""

from __future__ import annotations

from collections.abc import Sequence

from model.state import View
from solver import gold
from solver.holding_bonus_reaction import with_holding_bonus

__all__ = ["counted_bonus", "with_action_bonus"]


def with_action_bonus(
    view: View, player: str, card: str, sources: list[gold.Source], payments: Sequence[gold.Payment]
) -> list[gold.Source]:
    """``sources`` with the Holding bonus variants for ``player``'s action of ``card``."""
    from solver.paying_reactions import reaction_barred  # a cycle through production

    out, shown = with_holding_bonus(view, player, sources, reaction_barred, payments)
    kept = {id(s) for s in sources}  # the same objects mostly: no equality test for those
    added = [s for s in out if id(s) not in kept and s not in sources]
    holdings = {s.group for s in added}
    exact = len(shown) <= 1 or len(holdings) >= len(shown)
    # the last call's reading only (a bound, then each plan search, on the same View)
    view.memo("action_holding_bonus")[(player, card)] = shown if shown and added and exact else ()
    return out


def counted_bonus(view: View, player: str, card: str) -> tuple[str, ...]:
    """The texts ``with_action_bonus`` last counted exactly for ``player``'s action of
    ``card`` (as "Title (id): text")."""
    got = view.memo("action_holding_bonus").get((player, card), ())
    return tuple(str(t) for t in got) if isinstance(got, tuple) else ()
