"""A Sensei whose Gold Production modifier the card data lacks (Reference 03, Sensei: its
modifiers for Province Strength, Gold Production and Starting Family Honor are continually
applied to its controller's Stronghold).

The Oracle export gives eleven Senseis no stat at all (Mahatsu Sensei's "-1" Gold Production is
in every printing of the set files, not in the export). Read as 0, the Stronghold's Gold would
be a guess (a false legal: the Palace's 4 Gold with Mahatsu Sensei is 3). While such a Sensei is
in play and the state does not state its modifier (a Stronghold ``modifiers`` entry whose source
is "sensei" or the Sensei's id, as ``View`` reads it), the Stronghold's Gold Production is not
known: its stat mode is no source, and a shortfall is ``unknown``, naming the Sensei. With the
set files in ``--cards`` the stat is filled from agreeing printings (``model.oracle.pool_stats``).
"""

from __future__ import annotations

from model.cards import CardType
from model.state import View

__all__ = ["sensei_gold_unknown", "senseis_unstated"]


def sensei_gold_unknown(view: View, stronghold: str) -> list[str]:
    """The Senseis in play of ``stronghold``'s controller whose Gold Production modifier is in
    neither the card data nor the state, as "Title (id)"; [] when none (or not a Stronghold)."""
    if not view.has(stronghold) or view.type_of(stronghold) is not CardType.STRONGHOLD:
        return []
    inst = view.card(stronghold)
    stated = {m.source for m in inst.modifiers}
    if "sensei" in stated:
        return []
    return [
        f"{view.definition(c.id).title} ({c.id})"
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == inst.controlled_by
        and view.type_of(c.id) is CardType.SENSEI
        and view.definition(c.id).gold_production is None
        and c.id not in stated
    ]


def senseis_unstated(view: View, player: str) -> tuple[str, ...]:
    """For ``unread_producers``: each of ``player``'s Strongholds in play whose Gold is not known
    for that reason, in words."""
    return tuple(
        f"{', '.join(found)}: its Gold Production modifier is not in the card data (Reference "
        f"03: applied to {view.definition(c.id).title}'s Gold Production; the set files in "
        "--cards give it, or the state may: a Stronghold modifier whose source is 'sensei')"
        for c in view.state.cards
        if c.in_play and c.controlled_by == player and (found := sensei_gold_unknown(view, c.id))
    )
