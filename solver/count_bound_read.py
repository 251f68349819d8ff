"""A bound on how many targets "one or more" may be, read on a verdict
(``model.oracle.count_bounds``: "..., up to an amount equal to your Courtier's Chi";
Abilities and actions / B; h39adv2 N5b).

The bound only limits how many targets may be chosen: an illegal answer stands; a legal one
stands when its targets (the slots other than the performer's) are no more than the performer's
stat now and no trait not read of a card in play may change that stat (``quality_kinds``); else
the doubt stays, naming the bound. Announced with more targets than any card its player
controls in play has of that stat (the named performer's, when named), with no trait not read
that may change that stat, the announcement is `illegal` (``announced_over_bound``): whichever
performer is chosen, the bound forbids so many."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from model.abilities import Ability
from model.cardtext.qualities import quality_kinds
from model.common import Stat
from model.oracle.count_bounds import COUNT_BOUND
from model.state import View
from solver.verdict import Reason, Verdict

__all__ = ["after_count_bound", "announced_over_bound", "is_count_bound"]

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


def _bound_of(view: View, card: str, ab: Ability) -> str | None:
    """The bound kept unread by the printed ability of ``card`` that ``ab`` is (its designators,
    name and trigger naming one); None when none or several."""
    found = [
        said
        for a in view.definition(card).abilities
        if (a.designators, a.name, a.trigger) == (ab.designators, ab.name, ab.trigger)
        for said in a.not_understood
        if COUNT_BOUND.fullmatch(said)
    ]
    return found[0] if len(found) == 1 else None


def announced_over_bound(
    view: View, player: str, card: str, ab: Ability, targets: Mapping[str, Sequence[str]]
) -> Reason | None:
    """Why announcing ``targets`` for ``ab`` breaks its bound ("up to an amount equal to your
    Courtier's Chi") whatever the performer; None when it may not (see the module)."""
    said = _bound_of(view, card, ab)
    if said is None:
        return None
    m = COUNT_BOUND.fullmatch(said)
    assert m is not None
    stat = _STATS[m.group("stat").casefold()]
    names = {s.name for s in ab.all_target_specs()}
    # the "one or more" slot: its first card's slot and the slot of the rest ("target2_more")
    bounded = {n for n in names if f"{n}_more" in names} | {n for n in names if n.endswith("_more")}
    if not bounded or _stat_unread(view, stat):
        return None
    chosen = sum(len(targets.get(n) or ()) for n in bounded)
    named = list(targets.get("performer") or ())
    if named:
        values = [view.stat(c, stat) for c in named if view.has(c)]
    else:
        values = [
            view.stat(c.id, stat)
            for c in view.state.cards
            if c.in_play and c.controlled_by == player
        ]
    most = max((v for v in values if v is not None), default=None)
    if most is None or chosen <= most:
        return None
    whose = "the named performer has" if named else "no card you control has more than"
    return Reason(
        "target",
        f"{chosen} targets announced, but '{said}' allows at most {most}: {whose} {most} "
        f"{m.group('stat')}",
        tuple(c for n in sorted(bounded) for c in targets.get(n) or ()),
    )
