"""Gold produced from a stat (Costs and restrictions / Gold production: "Produce Gold equal to
his Chi", "equal to the Personal Honor of your target Artisan") while a card in play has a trait
not read that may change that stat ("Your Personalities have +1C while they are not involved in
a duel."; ``CardDef.qualities_unread``, ``model.cardtext.qualities``): the Gold counted may be
wrong, so a shortfall is ``unknown`` when the sentence may raise the stat, and a legal plan
using such a source is ``unknown`` when it may lower it (fail closed)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from model.cards import ProductionMode
from model.cardtext.qualities import LIFTS_CAP, quality_kinds
from model.common import Stat
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["stat_gold_unread"]

#: the stats a trait sentence is read to change by name (``quality_kinds``'s "stat:chi" ...)
_NAMED = frozenset(
    {Stat.FORCE, Stat.CHI, Stat.PERSONAL_HONOR, Stat.HONOR_REQUIREMENT, Stat.GOLD_COST}
)
_UP = lazy_regex(r"\+\d")
_DOWN = lazy_regex(r"(?<![\w+])-\d")
#: words that set or bound a stat rather than add to it: either way
_EITHER = lazy_regex(
    r"\b(?:maximum|minimum|equal|set|becomes?|instead|loses?|lower|higher|base|printed)\b",
    re.IGNORECASE,
)


def _stats(mode: ProductionMode) -> set[Stat]:
    """The stats (of its card, its target, the card discarded) a mode's Gold is read from."""
    return {s for s in (mode.from_stat, mode.target_stat, mode.discard_stat) if s in _NAMED}


def _sentences(view: View) -> Iterator[tuple[str, frozenset[str]]]:
    """("Title (id): sentence", its kinds) of the unread stat changes of cards in play, unless
    the state states that card's effects."""
    stated = {e.source for e in view.state.effects if e.source is not None}
    dishonorable = any(c.dishonorable for c in view.state.cards if c.in_play)
    for inst in view.state.cards:
        if not inst.in_play or inst.id in stated:
            continue
        d = view.definition(inst.id)
        for said in d.qualities_unread:
            if LIFTS_CAP.search(said) and not dishonorable:
                continue  # lifting Reference 05's cap: only with a dishonorable card in play
            kinds = quality_kinds(said)
            if "stat" in kinds:
                yield f"{d.title} ({inst.id}): {said}", kinds


def _may(said: str, up: bool) -> bool:
    """May the sentence raise (``up``) or lower the stats it changes? "+1C" only raises."""
    if _EITHER.search(said):
        return True
    ups, downs = bool(_UP.search(said)), bool(_DOWN.search(said))
    if not ups and not downs:
        return True  # worded: not read which way
    return ups if up else downs


def stat_gold_unread(
    view: View, player: str, up: bool, producers: Iterable[str] | None = None
) -> tuple[str, ...]:
    """The sentences that may change (``up``: raise, else lower) a stat the Gold of ``player``'s
    producers in play is read from (``producers``: only those card ids)."""
    from solver.traits_in_play import overlaps  # it imports solver.verdict, which needs us

    only = None if producers is None else set(producers)
    stats: set[Stat] = set()
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player:
            continue
        if only is not None and inst.id not in only:
            continue
        for mode in view.definition(inst.id).production:
            stats |= _stats(mode)
    if not stats:
        return ()
    tested = frozenset({"stat", *(f"stat:{s.value}" for s in stats)})
    return tuple(
        shown
        for shown, kinds in _sentences(view)
        if overlaps(kinds, tested) and _may(shown.partition(": ")[2], up)
    )
