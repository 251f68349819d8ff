"""A strength penalty to attacks, a trait of a card in play not read ("Fear effects, Melee
Attacks, and Ranged Attacks targeting your Crab Clan Personalities in Kisada's army have -1
strength.": Hida Kisada, the Little Bear; h36adv2 r03). In the strict reading the Force limit of
a Fear effect or Melee Attack is compared when it is targeted (``model.cardtext.effects_attacks``),
so such a penalty may turn a legal answer (an illegal one stands: a penalty can only forbid).

It can't when the legal answer's witness meets each of the action's Force limits ("target1's
Force at most 3") with room for every "-N strength" that any unread sentence of a card in play
says (their sum: whether each applies to this attack is not read, so all are counted): Hiruma
Itta (Force 2) under a Fear 3 stays a target even at Fear 2. Not when any sentence gives a
penalty not stated as a number ("for each ...", "a strength penalty equal to ..."), when the
state states ongoing effects (``effects``), or when a limit is not one plain comparison."""

from __future__ import annotations

import re

from model.abilities import Ability, TargetSpec
from model.evaluate import term_value
from model.selectors import SOURCE, parse_relation
from model.state import View
from solver.targeting import bearer_binding
from solver.verdict import Verdict

__all__ = ["penalty_spares"]

_PENALTY = re.compile(r"(?<![\w+])-(\d+) strength\b", re.IGNORECASE)
_UNBOUNDED = re.compile(
    r"\bstrength penalty\b|-\d+ strength (?:for each|for every|per)\b|\bstrength (?:equal|is)\b"
    r"|\b(?:less|lower|reduced?) strength\b|\bstrength (?:reduced|lowered|halved)\b",
    re.IGNORECASE,
)
#: a sentence that only gives attacks a penalty ("... targeting ... have -1 strength.")
_SHAPE = re.compile(
    r"(?:(?:If|While) [^,.]+, )?(?:(?!(?:may|cannot|can't|not|only|instead|must)\b)[\w',-]+ )"
    r"{1,30}?have -\d+ strength(?: (?:if|unless|while) [^.]+?)?\.?",
    re.IGNORECASE,
)
_FORCE_LIMIT = re.compile(r"^(?P<slot>[a-z_][a-z0-9_]*)\.force <= (?P<limit>[^<>=!]+)$")


def _penalty_bound(view: View) -> int | None:
    """The sum of every "-N strength" of the unread sentences of cards in play (None: one not
    stated as a number, or stated effects)."""
    if view.state.effects:
        return None
    total = 0
    for inst in view.state.cards:
        if not inst.in_play:
            continue
        d = view.definition(inst.id)
        for said in (*d.actions_unread, *d.qualities_unread):
            if _UNBOUNDED.search(said):
                return None
            total += sum(int(n) for n in _PENALTY.findall(said))
    return total


def penalty_spares(view: View, said: str, ab: Ability | None, verdict: Verdict) -> bool:
    """Can ``said``, a sentence giving attacks "-N strength", not turn the legal ``verdict`` of
    ``ab`` (the module)?"""
    if verdict.status != "legal" or ab is None or verdict.witness is None:
        return False
    if not _SHAPE.fullmatch(said.strip()) or _UNBOUNDED.search(said):
        return False
    bound = _penalty_bound(view)
    if bound is None:
        return False
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
            left, right = term_value(view, rel.left, binding), term_value(view, rel.right, binding)
            if left is None or right is None or left > right - bound:
                return False
            limits += 1
    return limits > 0
