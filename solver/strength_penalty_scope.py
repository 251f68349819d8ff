"""An unread strength penalty to attacks targeting one player's Personalities, against a legal
Fear or Melee Attack whose witness it can't turn (Reference 04: a change to an attack's
strength; ``model.cardtext.effects_attacks``: the strict reading compares the target's Force
with the strength). "Fear effects, Melee Attacks, and Ranged Attacks targeting your Crab Clan
Personalities in Kisada's army have -1 strength." (Hida Kisada, the Little Bear) makes Zombie
Troops' Fear 3 a Fear 2 against those Personalities: a witness that is none of its
controller's Personalities, or whose Force is at most 3 - 1 (Hiruma Itta, 2F), stays legal
(h36adv2 r03).

Read whole or not at all: "[Your |Other players' ]<kinds> targeting your <words>
Personalities[ in <Name>'s army| at <place>] have -N strength."; each witness target either
is no Personality of the sentence's controller, or its slot's limit is "<slot>.force <= K"
with its Force at most K - N and no other unread stat sentence of the state may change its
Force (``solver.bonus_scope``: they are not added here)."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.common import CardType, Stat
from model.selectors import parse_where
from model.state import View
from solver.bonus_scope import may_reach_stat
from solver.subject_types import subject_types
from solver.verdict import Verdict

__all__ = ["strength_penalty_spares"]

_KIND = r"(?:Fear effects|Melee [Aa]ttacks|Ranged [Aa]ttacks)"
_SENTENCE = re.compile(
    rf"^(?:(?:Your|Other players') )?{_KIND}(?:(?:,? and|,) {_KIND})* targeting your "
    r"(?P<subject>[A-Z][\w ]*?Personalities)(?: (?:in [A-Z][\w-]+'s army|at [\w ]+))? "
    r"have -(?P<n>\d+) strength\.?$"
)


def _limit(ab: Ability, slot: str) -> int | None:
    """K of the slot's only Force test "<slot>.force <= K", else None."""
    found: list[int] = []
    for spec in ab.all_target_specs():
        if spec.name != slot:
            continue
        if spec.where_when:
            return None
        for text in spec.where:
            for rel in parse_where(text).relations():
                left, right = rel.left, rel.right
                if left.ref == slot and left.attr == "force" and right.ref is None:
                    if rel.op != "<=" or left.factor != 1 or left.offset or left.plus:
                        return None
                    found.append(right.offset)
                elif slot in rel.references():
                    return None
    return min(found) if found else None


def strength_penalty_spares(
    view: View, source: str, said: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said`` (a trait of ``source``, in play) not turn the legal ``verdict`` of ``ab``
    (see the module)?"""
    m = _SENTENCE.fullmatch(said.strip())
    w = verdict.witness
    if m is None or ab is None or verdict.status != "legal" or w is None:
        return False
    types = subject_types(m["subject"])
    if types != frozenset({CardType.PERSONALITY}):
        return False
    you = view.card(source).controlled_by
    for slot, ids in w.targets.items():
        for target in ids:
            inst = view.card(target)
            if inst.controlled_by != you or view.type_of(target) is not CardType.PERSONALITY:
                continue  # "your ... Personalities": not this card
            k = _limit(ab, slot)
            force = view.stat(target, Stat.FORCE)
            if k is None or force is None or force > k - int(m["n"]):
                return False
            if may_reach_stat(view, target, said):
                return False
    return True
