"""An unread strength penalty to attacks ("Fear effects, Melee Attacks, and Ranged Attacks
targeting your Crab Clan Personalities in Kisada's army have -1 strength.": Hida Kisada, the
Little Bear; h36adv2 r03) against a legal Fear or Melee Attack whose witness it can't turn
(Reference 04: a change to an attack's strength; ``model.cardtext.effects_attacks``: the strict
reading compares the target's Force with the strength when it is targeted, so a penalty may
turn a legal answer; an illegal one stands: a penalty can only forbid). Two ways it can't:

- **Its subject** (h36stat): read whole, "[Your |Other players' ]<kinds> targeting your <words>
  Personalities[ in <Name>'s army| at <place>] have -N strength.": each witness target either is
  no Personality of the sentence's controller, or its slot's limit is "<slot>.force <= K" with
  its Force at most K - N and no other unread stat sentence of the state may change its Force
  (``solver.bonus_scope``).
- **Room for every penalty** (h36kanpeki): any sentence that only gives attacks "-N strength",
  when the witness meets each of the action's Force limits with room for the sum of every
  "-N strength" of the unread sentences of cards in play that may reach it
  (``solver.strength_force_scope.strength_penalty``): Hiruma Itta (Force 2) under a Fear 3 stays
  a target even at Fear 2. Not when a sentence gives a penalty not stated as a number ("for
  each ...", "a strength penalty equal to ..."), or when a limit is not one plain comparison
  with a number.

Both ask at once for the largest raise of the target's Force by the unread flat stat sentences
that may reach it (``solver.strength_force_scope.force_raise``; h37adv3 W1: the Fortress's
"+1F while opposed" beside Kisada's "-1 strength": 2 + 1 > 3 - 1), and for every penalty."""

from __future__ import annotations

import re

from model.abilities import Ability, TargetSpec
from model.common import CardType, Stat
from model.evaluate import term_value
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, parse_relation, parse_where
from model.state import View
from solver.bonus_scope import may_reach_stat
from solver.strength_force_scope import force_raise, strength_penalty
from solver.subject_types import subject_types
from solver.targeting import bearer_binding
from solver.verdict import Verdict

__all__ = ["strength_penalty_spares"]

_KIND = r"(?:Fear effects|Melee [Aa]ttacks|Ranged [Aa]ttacks)"
_SENTENCE = lazy_regex(
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


def verdict_player(view: View, verdict: Verdict) -> str:
    """The player taking the action of ``verdict``."""
    return view.card(verdict.card).controlled_by


def strength_penalty_spares(
    view: View, source: str, said: str, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said`` (a trait of ``source``, in play) not turn the legal ``verdict`` of ``ab``:
    by its subject, or with room for every penalty (see the module)?"""
    return _subject_spares(view, source, said, ab, verdict) or _room_spares(view, said, ab, verdict)


def _subject_spares(
    view: View, source: str, said: str, ab: Ability | None, verdict: Verdict
) -> bool:
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
            # every penalty that may reach this attack, this one among them (h37adv3 W1)
            pen = strength_penalty(view, ab, verdict_player(view, verdict), target)
            if k is None or force is None or pen is None:
                return False
            if force > k - max(pen, int(m["n"])):
                return False
            if may_reach_stat(view, target, said):
                return False
    return True


_UNBOUNDED = lazy_regex(
    r"\bstrength penalty\b|-\d+ strength (?:for each|for every|per)\b|\bstrength (?:equal|is)\b"
    r"|\b(?:less|lower|reduced?) strength\b|\bstrength (?:reduced|lowered|halved)\b",
    re.IGNORECASE,
)
#: a sentence that only gives attacks a penalty ("... targeting ... have -1 strength.")
_SHAPE = lazy_regex(
    r"(?:(?:If|While) [^,.]+, )?(?:(?!(?:may|cannot|can't|not|only|instead|must)\b)[\w',-]+ )"
    r"{1,30}?have -\d+ strength(?: (?:if|unless|while) [^.]+?)?\.?",
    re.IGNORECASE,
)
#: stats of cards in play that unread sentences may change (a Focus Value in a hand is not)
_MOVING = frozenset({"force", "chi", "personal_honor", "total_force"})
_FORCE_LIMIT = lazy_regex(r"^(?P<slot>[a-z_][a-z0-9_]*)\.force <= (?P<limit>[^<>=!]+)$")


def _room_spares(view: View, said: str, ab: Ability | None, verdict: Verdict) -> bool:
    """Can ``said``, a sentence giving attacks "-N strength", not turn the legal ``verdict`` of
    ``ab``: the witness has room for every penalty (the module)?"""
    if verdict.status != "legal" or ab is None or verdict.witness is None:
        return False
    if not _SHAPE.fullmatch(said.strip()) or _UNBOUNDED.search(said):
        return False
    player = verdict_player(view, verdict)
    targets = verdict.witness.targets
    binding: dict[str, str] = {SOURCE: verdict.card, **bearer_binding(view, verdict.card)}
    for name, ids in targets.items():
        if len(ids) == 1:
            binding[name] = ids[0]
    limits = 0
    for spec in ab.all_target_specs():
        if not isinstance(spec, TargetSpec):
            return False
        if spec.where_when:
            return False
        for text in spec.where:
            m = _FORCE_LIMIT.fullmatch(text.strip())
            if m is None:
                if ".force" in text:
                    return False  # a Force comparison of another shape: not read here
                continue
            rel = parse_relation(text)
            if rel.left.ref not in binding or not rel.references() <= set(binding):
                return False  # a slot the witness leaves unchosen
            if any(t.ref is not None and t.attr in _MOVING for t in rel.right.parts()):
                return False  # a limit read from a stat an unread sentence may move too
            left, right = term_value(view, rel.left, binding), term_value(view, rel.right, binding)
            target = binding[rel.left.ref]
            raised = force_raise(view, target)  # and the Force raised with it (h37adv3 W1)
            pen = strength_penalty(view, ab, player, target)
            if left is None or right is None or raised is None or pen is None:
                return False
            if left + raised > right - pen:
                return False
            limits += 1
    return limits > 0
