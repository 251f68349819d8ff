"""A legal witness against a flat stat sentence whose cards are not read with certainty
("Followers in Xiao's army have +1F." — Moto Xiao • Experienced): Abilities and actions / Good
Faith Rule (SOME legal choice suffices); Reference 04 (a bonus of N changes the stat by N).
The sentence is taken to reach every card in play its subject's type noun may name (Reference
03: a card's type does not change; ``solver.subject_types``: "Followers ..." only Followers;
no type noun: every card), the worst case: each comparison of the
witness's targets (``TargetSpec.where``, or a ``where_when`` alternative whose condition
holds: an attack's higher strength "if you control a Shugenja") must still hold with every
tightening term moved by the sentence's largest change and by every other unread sentence that
may reach it (``solver.stat_bound_scope.worst_holds``). Then whatever the sentence does, the
witness stands (h41adv6 U2: Shiro Shiba's Melee 6 at Khol Regulars, 5F, 6F with the bonus).
Read only for a stat-only sentence of bounded amounts, an ability whose conditions read no stat
(``solver.stat_blind_conditions``) and that changes, pays or compares no stat otherwise, one
card per slot, no card brought and no Gold produced."""

from __future__ import annotations

from collections.abc import Sequence

from model.abilities import Ability, BringIntoPlay, GoldFrom, StatChange, TargetSpec
from model.common import nested
from model.evaluate import condition_holds
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Selector, parse_where
from model.state import View
from solver.stat_blind_conditions import conditions_read_no_stat
from solver.stat_bound_scope import Other, worst_holds
from solver.strength_force_scope import strength_penalties
from solver.subject_types import subject_types
from solver.verdict import Verdict

__all__ = ["any_card_spares"]


def _plain(ab: Ability) -> bool:
    """No stat read but by target comparisons and conditions (no change, payment, superlative,
    card brought)."""
    for obj in nested(ab):
        if isinstance(obj, StatChange | GoldFrom | BringIntoPlay):
            return False
        if isinstance(obj, Selector) and (obj.extreme is not None or obj.controller_controls):
            return False
    return True


def any_card_spares(
    view: View,
    card: str,
    ab: Ability,
    verdict: Verdict,
    said: str,
    kinds: frozenset[str],
    others: Sequence[Other] = (),
) -> bool:
    """Can the stat sentence ``said`` (its cards not known) not turn the legal ``verdict`` of
    ``card``'s ability ``ab`` (see module)?"""
    w = verdict.witness
    if verdict.status != "legal" or w is None:
        return False
    if kinds & {"keyword", "clan"} or "stat" not in kinds:
        return False
    if w.brought is not None or (w.plan is not None and w.plan.gold_produced):
        return False
    if any(len(v) != 1 for v in w.targets.values()):
        return False
    if not _plain(ab) or not conditions_read_no_stat(ab):
        return False
    player = view.card(card).controlled_by
    targets = dict(w.targets)
    pens = strength_penalties(view, ab, player, targets)
    if pens is None:
        return False
    everyone = _reached(view, said)
    binding = {SOURCE: card, BEARER: view.unit_head(card), **{k: v[0] for k, v in targets.items()}}
    for spec in (o for o in nested(ab) if isinstance(o, TargetSpec)):
        if spec.where and not set(binding) >= {r for t in spec.where for r in _refs(t)}:
            return False
        if worst_holds(view, spec.where, binding, everyone, said, others, pens):
            continue
        if not any(
            limit.references() <= set(binding)
            and condition_holds(view, player, limit.condition, binding)
            and worst_holds(view, limit.where, binding, everyone, said, others, pens)
            for limit in spec.where_when
        ):
            return False
    return True


#: the subject before its verb, with no leading clause ("Followers in Xiao's army have +1F.")
_SUBJECT = lazy_regex(r"^(?P<subject>[^,.;:]+?) (?:have|has) ")


def _reached(view: View, said: str) -> frozenset[str]:
    """The cards in play ``said`` may change: of its subject's types, else all."""
    m = _SUBJECT.match(said.strip())
    types = subject_types(m["subject"]) if m is not None else None
    return frozenset(
        c.id
        for c in view.state.cards
        if c.in_play and (types is None or view.definition(c.id).type in types)
    )


def _refs(text: str) -> frozenset[str]:
    return parse_where(text).references()
