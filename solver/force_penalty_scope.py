"""An unread trait sentence that only lowers Force ("Personalities at this battlefield have a Force
penalty equal to their Personal Honor." Blind Honor; "Attacking Personalities and Followers have
-1F.") against a legal action whose only Force tests are upper limits on its targets ("Melee 3
Attack": a target with 3 or lower Force): a lower Force keeps every such target within its limit
(Reference 04: a penalty lowers the stat), so the legal answer stands. A test with a lower limit,
one comparing two cards' Force, a Force the action gives or pays with, may turn: the doubt stays.
"""

from __future__ import annotations

import re

from model.abilities import Ability, GoldFrom, StatChange, TargetSpec
from model.cardtext.qualities import quality_kinds
from model.common import nested
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Condition, Relation, Selector, Term, parse_where
from solver.gate_keywords import gates_only_grant
from solver.stat_direction_scope import keeps_direction
from solver.verdict import Verdict
from solver.witness_direction import witness_keeps_direction

__all__ = ["force_upper_limits_only", "keeps_upper_limits", "lowers_force_only"]

_LOWERS = lazy_regex(
    r"(?:[A-Z][a-z]+: )?(?:(?!\b(?:has|have)\b)[\w' ,-])+? (?:has|have) "
    r"(?:-\d+F|a Force penalty equal to [^.;+]+?)"
    r"(?: (?:while|if|for each) [^.;+]+)?\.?"
)
_FORCE = frozenset({"force", "total_force"})


def lowers_force_only(said: str) -> bool:
    """Is the sentence's only change a penalty to Force (no bonus, no other stat)?"""
    said = said.strip()
    return (
        _LOWERS.fullmatch(said) is not None
        and not re.search(r"\+|\bbonus|\bincrease", said, re.IGNORECASE)
        and quality_kinds(said) == frozenset({"stat", "stat:force"})
    )


def _upper_limit(rel: Relation) -> bool:
    """Is ``rel`` free of Force, or "<slot>.force <= N" / "< N" (N a number)?"""
    left, right = rel.left, rel.right
    terms = (*left.parts(), *right.parts())
    if not any(t.attr in _FORCE or (t.attr or "").endswith("force") for t in terms):
        return True

    def forced(t: Term) -> bool:
        return t.ref is not None and t.attr == "force" and t.factor > 0

    def number(t: Term) -> bool:
        return t.ref is None and t.attr is None

    if forced(left) and number(right):
        return rel.op in ("<", "<=")
    if number(left) and forced(right):
        return rel.op in (">", ">=")
    return False


def compared_relations(ab: Ability) -> list[Relation] | None:
    """The relations the ability's targets and conditions compare (``where``, ``where_when``),
    or None when it gives a stat, pays with one or ranks cards by one (no comparison alone)."""
    found: list[Relation] = []
    for obj in nested(ab):
        if isinstance(obj, StatChange | GoldFrom):
            return None
        if isinstance(obj, Selector) and obj.extreme is not None:
            return None
        texts: tuple[str, ...] = ()
        if isinstance(obj, Condition):
            texts = obj.where
        elif isinstance(obj, TargetSpec):
            texts = (*obj.where, *(t for w in obj.where_when for t in w.where))
        for text in texts:
            found += parse_where(text).relations()
    return found


def force_upper_limits_only(ab: Ability) -> bool:
    """Are the ability's only Force tests upper limits on a card's Force by a number (its
    targets' relations, its conditions'), with no Force given, paid with or ranked?"""
    rels = compared_relations(ab)
    return rels is not None and all(_upper_limit(r) for r in rels)


def keeps_upper_limits(
    status: str,
    ab: Ability | None,
    shown: str,
    verdict: Verdict | None = None,
    only: frozenset[str] | None = None,
) -> bool:
    """Can the sentence of ``shown`` ("<title> (<id>): <sentence>") not turn the ``status``
    answer of ``ab`` (legal; only Force penalties; only upper Force limits; or any signed
    change whose direction settles the comparisons: ``solver.stat_direction_scope``; or, of
    the cards ``only`` alone, the comparisons of ``verdict``'s witness:
    ``solver.witness_direction``)?"""
    said = shown.split("): ", 1)[-1]
    if keeps_direction(status, ab, said):  # a signed change moving every comparison one way
        return True
    if gates_only_grant(ab, said):  # a keyword grant its optional targets' gates read (W1)
        return True
    # a sentence about other cards alone: the acting card's own stat stays (h40adv3 N2)
    alone = only is not None and verdict is not None and verdict.card not in only
    if alone and keeps_direction(status, ab, said, frozenset({SOURCE})):
        return True
    if verdict is not None and witness_keeps_direction(verdict, ab, shown, only):
        return True
    return (
        status == "legal"
        and ab is not None
        and lowers_force_only(said)
        and (force_upper_limits_only(ab))
    )
