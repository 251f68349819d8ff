"""A bound on how many targets "one or more" may be, read on a verdict
(``model.oracle.count_bounds``: "..., up to an amount equal to your Courtier's Chi";
Abilities and actions / B; h39adv2 N5b).

The bound only limits how many targets may be chosen: an illegal answer stands; a legal one
stands when its targets (the slots other than the performer's) are no more than the performer's
stat now and no trait not read of a card in play may change that stat (``quality_kinds``); else
the doubt stays, naming the bound."""

from __future__ import annotations

from model.cardtext.qualities import quality_kinds
from model.common import Stat
from model.oracle.count_bounds import COUNT_BOUND
from model.state import View
from solver.verdict import Verdict

__all__ = ["after_count_bound", "is_count_bound"]

_STATS = {"chi": Stat.CHI, "force": Stat.FORCE, "personal honor": Stat.PERSONAL_HONOR}


def is_count_bound(said: str) -> bool:
    """Is ``said`` such a bound, as the importer keeps it?"""
    return COUNT_BOUND.fullmatch(said) is not None


def _stat_unread(view: View, stat: Stat) -> bool:
    """May a trait not read of a card in play change ``stat`` (or a stat it does not name)?"""
    return any(
        f"stat:{stat.value}" in kinds or kinds == {"stat"}
        for inst in view.state.cards
        if inst.in_play
        for t in view.definition(inst.id).qualities_unread
        for kinds in (quality_kinds(t),)
    )


def after_count_bound(view: View, verdict: Verdict, said: str) -> Verdict:
    """The verdict read with the bound ``said`` (see the module)."""
    m = COUNT_BOUND.fullmatch(said)
    w = verdict.witness
    if m is None or verdict.status != "legal":
        return verdict
    doubt = verdict.doubted("not_modelled", f"not modelled: {said}", keep=2)
    stat = _STATS[m.group("stat").casefold()]
    if w is None or _stat_unread(view, stat):
        return doubt
    performers = [c for name, ids in w.targets.items() if name.startswith("performer") for c in ids]
    chosen = sum(len(ids) for name, ids in w.targets.items() if not name.startswith("performer"))
    if len(performers) != 1:
        return doubt
    value = view.stat(performers[0], stat)
    return verdict if value is not None and chosen <= value else doubt
