"""A signed stat change to known cards only, against a legal answer's witness (Reference 04: a
bonus raises the stat, a penalty lowers it; ``solver.stat_direction_scope`` for the reading of
the sentence; h38adv5 N2).

"Daitsu has +1C while you control Kakita Shinichi." (Kakita Daitsu, unread) may change Daitsu's
Chi alone (``solver.one_card_scope.sole_cards``). Final Confrontation's "target one or two
Personalities whose total Chi is lower than or equal to your Duelist's Chi" compares Chi on
both sides, so the sentence's direction alone settles nothing; but in the witness (performer
Daitsu, target Asahina Tamako) Daitsu's Chi is only on the performer's side, where a higher
Chi loosens the comparison: the witness stays a legal choice, and the legal answer stands.

Read exactly: a legal answer with a witness; the sentence's cards known; its signed changes of
one sign (``stat_direction``); the action's only tests of those stats comparisons
(``_relations``); each term naming a changed stat of a slot the witness fills (or the action's
own card; an "up to" slot it leaves empty has none) whose cards meet the sentence's cards
moves its comparison the way that keeps it (loosens it), and at least one does. A term naming
no slot of the action keeps the doubt.
"""

from __future__ import annotations

from model.abilities import Ability
from model.selectors import SOURCE
from solver.stat_direction_scope import _moves, _relations, raising_loosens, stat_direction
from solver.verdict import Verdict

__all__ = ["witness_keeps_direction"]


def witness_keeps_direction(
    verdict: Verdict, ab: Ability | None, shown: str, only: frozenset[str] | None
) -> bool:
    """Can the unread sentence ``shown`` ("Title (id): ..."), changing the cards ``only`` alone,
    not turn the legal ``verdict`` of ``ab`` (see the module)?"""
    w = verdict.witness
    if verdict.status != "legal" or w is None or ab is None or not only:
        return False
    read = stat_direction(shown.split("): ", 1)[-1])
    rels = _relations(ab)
    if read is None or rels is None:
        return False
    stats, sign = read
    slots = {t.name for t in ab.all_target_specs()}
    ways: set[int] = set()
    for rel in rels:
        for left, terms in ((True, rel.left.parts()), (False, rel.right.parts())):
            for term in terms:
                if not _moves(term, stats):
                    continue
                assert term.ref is not None  # ``_moves``: a slot's stat
                cards = {verdict.card} if term.ref == SOURCE else w.targets.get(term.ref)
                if cards is None and term.ref in slots:
                    continue  # an "up to" target the witness leaves empty: no card
                if cards is None:
                    return False  # no slot of the action: any card
                if not set(cards) & only:
                    continue  # the sentence does not change this term
                if (way := raising_loosens(rel, left)) is None:
                    return False
                ways.add(way * sign * (1 if term.factor > 0 else -1))
    return ways == {1}
