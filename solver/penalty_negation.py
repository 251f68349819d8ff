"""A trait negating new stat penalties on a Personality ("Negate all current and new Chi
penalties on this Personality." Gift Armor; "this Personality" on an attachment is its bearer,
Reference 03) read for a cost that gives him a penalty of that stat ("Give this Personality
-1C", Cursed Relic): Costs and restrictions / Costs and changes, "Effects that prevent, negate,
or delay the change will also prevent the cost payment", and a decrease of a stat is a penalty
(Reference 04, Bonuses and Penalties), so the cost can't be paid (h46adv1 N4). What the
sentence does to his current stats is not read here (it stays a doubt elsewhere); a sentence
read as the reason a cost can't be paid can't turn that answer (``negation_spares``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from model.cards import CardType
from model.lazy_regex import lazy_regex
from model.state import View

if TYPE_CHECKING:
    from solver.verdict import Verdict

__all__ = ["negated_penalty", "negation_spares"]

_NEGATES = lazy_regex(
    r"^Negate all (?:current and )?new (?P<stat>Force|Chi) penalties on this Personality\.?$"
)
#: the reason ``solver.costs.stat_change_ok`` gives, before the sentence
NEGATED = "its penalty is negated: "


def negated_penalty(view: View, card: str, stat: str) -> str | None:
    """The trait ("Title (id): sentence") negating new ``stat`` penalties on the Personality
    ``card``, of its own or of an attachment of his; None when there is none."""
    if view.type_of(card) is not CardType.PERSONALITY:
        return None
    for source in (card, *view.attachments(card)):
        d = view.definition(source)
        for said in d.qualities_unread:
            m = _NEGATES.match(said.strip())
            if m is not None and m["stat"].lower() == stat.lower():
                return f"{d.title} ({source}): {said}"
    return None


def negation_spares(verdict: Verdict, shown: str) -> bool:
    """Can ``shown`` ("Title (id): sentence", a trait not read) not turn ``verdict``: illegal
    because a cost's penalty is negated by that very sentence?"""
    return verdict.status == "illegal" and any(NEGATED + shown in r for r in verdict.reasons)
