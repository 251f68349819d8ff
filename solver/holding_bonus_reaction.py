"""A Reaction adding Gold to a Holding as it bows to produce Gold (Costs and restrictions / Gold
production; Abilities and actions: a Reaction is used at its trigger, once per turn, not while
its card is bowed): "Reaction: When a Holding bows to produce Gold, bow this card: The Holding
produces one additional Gold." (Coin Pouch).

Read exactly in one case: one such card its player controls in play, unbowed, with no use
recorded this turn, while no state effect or sentence in play may bar or tax a Reaction, and
exactly one Holding among the player's Gold sources that bows to produce (each of its bowing
modes plain: no capped or negative bonus). Each bowing mode of that Holding then gets a variant
producing 1 more Gold, in one group with the Holding's modes (the Holding bows once, so the
Reaction is used at most once), weighing 1 (a card bowed for it). With two such cards or two
Holdings the choice of Holding is not modelled: the text stays a doubt, as before. A bowed
card, or one whose use this turn is recorded, can't use it: no Gold and no doubt. h39adv1 U2.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from model.common import CardType
from model.state import View
from solver import gold
from solver.production import source_card

__all__ = ["with_holding_bonus"]

_SHAPE = re.compile(
    r"^Gold text not understood: 'Reaction: When a Holding bows to produce Gold, bow this card: "
    r"The Holding produces (?:one|1) additional Gold\.?'$"
)


def _cards(view: View, player: str) -> list[tuple[str, str]]:
    """(card id, shown "Title (id): text") of each card of the shape ``player`` controls."""
    return [
        (inst.id, f"{d.title} ({inst.id}): {said}")
        for inst in view.state.cards
        if inst.in_play and inst.controlled_by == player
        for d in (view.definition(inst.id),)
        for said in (d.production_unread, *d.production_unread_more)
        if _SHAPE.match(said)
    ]


def _plain(s: gold.Source) -> bool:
    """A bowing source whose Gold one more Gold simply adds to (no cap, no penalty)."""
    plain = all(b.max_total is None and b.gold >= 0 for b in s.bonuses)
    return s.bows and plain and "@" not in s.id  # not a mode bowing another card too


def with_holding_bonus(
    view: View, player: str, sources: Sequence[gold.Source], barred: Callable[[View], bool]
) -> tuple[list[gold.Source], tuple[str, ...]]:
    """``sources`` with the one Holding's variants (see the module), and the card's text shown
    as offered; ``sources`` unchanged and ``()`` when not read exactly (``barred``: a state
    effect or a sentence in play may bar or tax the Reaction)."""
    found = _cards(view, player)
    if len(found) != 1 or barred(view):
        return list(sources), ()
    cid, shown = found[0]
    if view.card(cid).bowed or any(r.card == cid and r.this_turn for r in view.state.memory):
        return list(sources), (shown,)  # it can't be used now: no Gold, and no doubt
    holdings = {
        source_card(s.id)
        for s in sources
        if s.bows and view.definition(source_card(s.id)).type is CardType.HOLDING
    }
    if len(holdings) != 1:
        return list(sources), ()
    (holding,) = holdings
    mine = [s for s in sources if source_card(s.id) == holding]
    if not all(_plain(s) for s in mine):
        return list(sources), ()
    title = view.definition(cid).title
    extra = f"bow {title} ({cid}): its Reaction, the Holding produces 1 more Gold"
    out = [replace(s, group=s.group or holding) if s in mine else s for s in sources]
    for i, s in enumerate(mine):
        out.append(
            replace(
                s,
                id=f"{s.id}:bonus{i}" if ":" in s.id else f"{s.id}:bonus",
                gold=s.gold + 1,
                group=s.group or holding,
                extra_cost="; ".join(x for x in (s.extra_cost, extra) if x),
                weight=(s.weight or 0) + 1,
            )
        )
    return out, (shown,)
