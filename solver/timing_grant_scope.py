"""A permission to take actions of some designators at another time ("You may take Limited
actions as well as Open actions during other players' Action Phases." — Bayushi Paneki •
Experienced 3; h30adv2 section 3): it lifts only the time of those designators (Abilities and
actions, Designators: "The designator tells when the action can be taken"), so it can turn only
an illegal verdict of an action bearing one of them whose every failure is its timing. A
Reaction with nothing pending, an action failing on its targets or a card in a province stays
illegal; a legal verdict stays legal (a permission only allows). Also the Gold sentences'
scope (``solver.gold_source_scope``), asked at the same place."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import Phase, View
from solver.cost_substitution_scope import substitution_spares
from solver.gold_source_scope import gold_said_spares
from solver.verdict import Verdict

__all__ = ["said_spares", "timing_grant_spares"]

_KIND = r"(?:Limited|Open|Battle)"
#: "You may take Limited actions (as well as Open actions) during other players' Action Phases."
_GRANT = lazy_regex(
    rf"You may (?:also )?take (?P<kinds>{_KIND} (?:or|and) {_KIND}|{_KIND}) actions"
    rf"(?: as well as (?P<also>{_KIND}) actions)? during (?:other players'|your opponents'|"
    r"each player's|any player's|every player's) (?P<phase>Action|Attack) Phases?\.?"
)


def timing_grant_spares(
    said: str, verdict: Verdict, ab: Ability | None, view: View | None = None
) -> bool:
    """Can the timing permission ``said`` (``_GRANT``) not turn ``verdict`` of the action
    ``ab`` (``None``: not read, so it may)? ``False`` for any other sentence. Outside the phase
    it names (``view``'s; h30adv5 N5: a Dynasty Phase) it gives no time at all."""
    m = _GRANT.fullmatch(said.strip())
    if m is None or verdict.status not in ("legal", "illegal"):
        return False
    if verdict.status == "legal":
        return True  # a permission only allows
    named = Phase.ACTION if m.group("phase") == "Action" else Phase.ATTACK
    if view is not None and view.state.phase is not named:
        return True
    if any(r.code != "timing" for r in verdict.details):
        return True  # another failure stays
    if ab is None:
        return False
    kinds = {w.casefold() for w in re.findall(_KIND, m.group(0))}
    return not kinds & {str(d) for d in ab.designators}


def said_spares(said: str, verdict: Verdict, ab: Ability | None, view: View | None = None) -> bool:
    """Can ``said`` not turn ``verdict``: a Gold sentence (``gold_said_spares``: only a Gold
    failure), a timing permission (``timing_grant_spares``: only a timing failure) or a cost
    substitute (``substitution_spares``: not a timing failure)?"""
    return (
        gold_said_spares(said, verdict)
        or timing_grant_spares(said, verdict, ab, view)
        or substitution_spares(said, verdict)
    )
