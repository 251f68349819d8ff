"""The cards whose stats a rulebook play tests (Reference 02: Recruit, Equip; Reference 03:
a Personality's Gold Cost and Honor Requirement, an attachment's Gold Cost): a trait sentence
of a card in play that changes only another card's stats can't turn the play
(``solver.traits_in_play.doubt_qualities``)."""

from __future__ import annotations

from model.state import View
from solver.verdict import Verdict

__all__ = ["play_stats_on"]


def play_stats_on(view: View, card: str, verdict: Verdict) -> frozenset[str]:
    """The cards whose stats a rulebook play of ``card`` tests (Reference 02, 03): the played
    card's own Gold Cost and Honor Requirement (a host's stats are not asked), and when legal
    the cards of its Gold plan (h26adv1 F2: a bearer's "+2 Gold Cost" doubted every Equip)."""
    w = verdict.witness
    found = {card}
    if verdict.status == "legal" and w is not None and w.plan is not None:
        found |= {s.split(":", 1)[0] for _, ids in w.plan.assignment for s in ids}
    return frozenset(found)
