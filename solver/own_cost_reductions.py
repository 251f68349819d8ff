"""An action's own sentence that can only lower its Gold cost ("This ability's Gold cost is 0
if you control both a Cavalry unit and an Infantry unit at this battlefield." — Versatile Army;
"... is 2 if ..." on an ability costing more): Costs and restrictions / Changes to costs and
payments, a reduction of the amount. Its condition is not read; the action is checked at its
full printed cost (issue 13, h27adv1 N2): payable there, it is legal whatever the sentence does
(its Gold plan is not proven cheapest); refused for Gold alone, the reduction may pay it
(unknown); refused for anything else, no Gold amount changes that (illegal stands). Likewise
an optional waiver of its own bow cost (``model.oracle.own_waivers``: "You may ignore this
action's cost of bowing Yoyugi if ..."): paying the cost stays possible, so a legal answer
stands; only an answer refused by a cost may turn (unknown); any other refusal stands."""

from __future__ import annotations

import dataclasses
import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.oracle.own_waivers import WAIVER
from model.state import View
from solver.count_bound_read import after_count_bound, is_count_bound
from solver.verdict import Verdict
from solver.witness_doubts import unproven

__all__ = ["after_own_reduction", "compassion_holds", "with_compassion", "without_own_reduction"]

_REDUCTION = lazy_regex(
    r"This (?:ability|action)'s Gold cost is (?P<n>\d+) (?:if|while) [^.;:\"]+\.?", re.IGNORECASE
)


def without_own_reduction(ab: Ability) -> tuple[Ability, str | None]:
    """``ab`` without its one unread sentence lowering its own printed Gold cost, and that
    sentence; ``ab`` and None when it has none, or other unread text, or no single Gold cost
    above the amount named."""
    if len(ab.not_understood) != 1 or ab.lenient is not None:
        return ab, None
    said = ab.not_understood[0]
    if WAIVER.fullmatch(said) or is_count_bound(said):  # "You may ignore ... of bowing Yoyugi"
        return dataclasses.replace(ab, not_understood=()), said
    m = _REDUCTION.fullmatch(said.strip())
    golds = [c for c in ab.costs if c.gold]
    if m is None or len(golds) != 1 or golds[0].any_of or golds[0].optional:
        return ab, None
    printed = golds[0].gold
    if not isinstance(printed, int) or int(m["n"]) > printed:
        return ab, None  # "is 5 if ..." on a 3 Gold ability (an increase), or not a number
    return dataclasses.replace(ab, not_understood=()), said


def after_own_reduction(verdict: Verdict, said: str | None, view: View | None = None) -> Verdict:
    """The verdict at the full printed cost, read with the reduction ``said`` (see module); a
    bound on how many targets (``solver.count_bound_read``) with ``view``."""
    if said is None:
        return verdict
    if is_count_bound(said):
        return _bound(view, verdict, said)
    if verdict.legal and verdict.witness is not None and not WAIVER.fullmatch(said):
        return unproven(verdict, [f"{verdict.title}: {said}"])  # named (``witness_doubts``)
    # a waived bow cost: only an answer refused by a cost may turn (``model.oracle.own_waivers``)
    turns = "cost" if WAIVER.fullmatch(said) else "gold"
    if verdict.status == "illegal" and any(d.code == turns for d in verdict.details):
        return verdict.doubted("not_modelled", f"not modelled: {said}", keep=2)
    return verdict


#: "Compassion: Kinshikirai's printed ability has no Gold Cost." (Compassion takes effect while
#: you have fewer Provinces than anyone else: its printed reminder)
_COMPASSION_NO_GOLD = lazy_regex(
    r"Compassion: (?P<who>[A-Z][\w'-]+)'s printed ability has no Gold Cost\.?"
)


def compassion_holds(view: View, player: str) -> bool | None:
    """Has ``player`` fewer Provinces than every other player (Compassion)? None when the state
    does not say how many some player has."""
    counts = {p.id: p.provinces for p in view.state.players}
    if any(n is None for n in counts.values()) or len(counts) < 2:
        return None
    mine = counts[player]
    assert mine is not None
    return all(mine < n for p, n in counts.items() if p != player and n is not None)


def with_compassion(view: View, player: str, card: str, ab: Ability) -> Ability:
    """``ab`` with its card's one unread "Compassion: <Name>'s printed ability has no Gold Cost."
    read on the state (Costs and restrictions / Changes to costs and payments): while Compassion
    holds, without its one Gold cost; while it does not, as printed; unsettled (Provinces not
    stated), ``ab`` itself (the sentence stays a doubt)."""
    if len(ab.not_understood) != 1 or ab.lenient is not None:
        return ab
    m = _COMPASSION_NO_GOLD.fullmatch(ab.not_understood[0].strip())
    d = view.definition(card)
    golds = [c for c in ab.costs if c.gold]
    if m is None or len(d.abilities) != 1 or len(golds) != 1 or golds[0].any_of:
        return ab
    if m.group("who") not in d.title.replace(",", " ").split():
        return ab  # another card's name
    holds = compassion_holds(view, player)
    if holds is None:
        return ab
    costs = tuple(c for c in ab.costs if not c.gold) if holds else ab.costs
    return dataclasses.replace(ab, not_understood=(), costs=costs)


def _bound(view: View | None, verdict: Verdict, said: str) -> Verdict:
    """``after_count_bound``, or the doubt without a View."""
    if view is None:
        return (
            verdict
            if not verdict.legal
            else verdict.doubted("not_modelled", f"not modelled: {said}", keep=2)
        )
    return after_count_bound(view, verdict, said)
