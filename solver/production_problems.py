"""Each Gold text of a card not understood is its own doubt (Costs and restrictions / Gold
production; README "Text not understood"): the first (``CardDef.production_unread``) and every
later one (``CardDef.production_unread_more``) are listed apart, as "Title (id): text", so a
scope that settles one (a bowed Stronghold's missing stat, Gold for later in a phase gone)
leaves the others doubting. A Reaction a stated effect surely bars is no doubt
(``solver.reaction_effect_reach.barred_text``)."""

from __future__ import annotations

from dataclasses import replace

from model.cards import CardDef, CardType
from model.oracle.production_sure import MISSING_STAT
from model.state import CardInstance, View
from solver.bowed_gold_text import bowed_gold_only
from solver.phase_gold_scope import phase_gold_gone
from solver.reaction_effect_reach import barred_text

__all__ = ["gold_problems"]


def gold_problems(view: View, inst: CardInstance, d: CardDef) -> tuple[str, ...]:
    """The unread Gold texts of ``d`` (the card ``inst``) that still doubt, each shown apart:
    not a bowed Stronghold's missing Gold Production stat (it produces that by bowing: nothing
    now, h27adv2 N5), nor Gold for later in a phase that is gone (``phase_gold_scope``)."""
    if not d.production_unread:
        return ()
    out: list[str] = []
    for text in (d.production_unread, *d.production_unread_more):
        one = replace(d, production_unread=text, production_unread_more=())
        if inst.bowed and d.type is CardType.STRONGHOLD and text == MISSING_STAT:
            continue
        if phase_gold_gone(view, one):
            continue
        if bowed_gold_only(d, text, inst.bowed):  # its one use bows it (h40adv2 N3)
            continue
        if barred_text(view, inst.id, text):  # a stated effect surely bars it (h40adv7 N3)
            continue
        out.append(f"{d.title} ({inst.id}): {text}")
    return tuple(out)
