"""A Gold Cost raised by a trait not read can only raise a price (Reference 03, Gold Cost; Costs
and restrictions / Changes to costs and payments; h39adv2 N7): "This Personality has +2 Gold
Cost." (Coin Pouch), "Non-Courtier Personalities you own in and out of play have +1 Gold Cost."

Such a sentence, whether it applies or not, raises the Gold a card's Gold cost asks ("pay Gold
equal to his unit's total Gold Cost", a Strategy's own cost, a card brought paying its cost); it
never lowers one. So an answer refused for Gold alone (every reason a Gold shortfall) stands,
when the action chooses nothing by a Gold Cost (no target, condition or superlative of it:
a raised Gold Cost may admit another, cheaper, target) and no Gold source of the player reads a
Gold Cost (``GoldBonus.plus_gold_cost``, ``min_gold_cost``: Gold that grows with it). Read only
with every change a raise of the Gold Cost alone ("+N Gold Cost"), no other wording of a change;
anything else keeps the doubt."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cardtext.qualities import quality_kinds
from model.state import View
from solver.production import gold_sources
from solver.verdict import Verdict

__all__ = ["raise_spares"]

_RAISE = re.compile(r"(?<![\w/])\+\d+ Gold Cost\b")
#: any other wording of a change, or a lowering
_OTHER = re.compile(
    r"(?<![\w/])-\d|\b(?:less|lower\w*|reduc\w*|instead|equal|set|becomes?|minus|ignor\w*|"
    r"no Gold Cost|base|printed|Gold Production|GP|Honor Requirement|HR)\b",
    re.IGNORECASE,
)


def _raises_only(said: str) -> bool:
    """Is every change ``said`` makes a raise of a Gold Cost?"""
    kinds = quality_kinds(said)
    return (
        kinds == frozenset({"stat", "stat:gold_cost"})
        and _RAISE.search(said) is not None
        and _OTHER.search(_RAISE.sub(" ", said)) is None
    )


def _chooses_by_cost(ab: Ability | None) -> bool:
    """May the action's targets or conditions test a Gold Cost (or a stat not named)?"""
    if ab is None:
        return False  # a Recruit or Equip: the card's own cost only
    from solver.traits_in_play import tested_qualities  # a cycle at import

    found: set[str] = set()
    for spec in ab.all_target_specs():
        found |= tested_qualities(spec)
    if ab.condition is not None and "gold" in repr(ab.condition).lower():
        return True  # a condition naming a Gold stat: not read here
    stats = {k for k in found if k.startswith("stat:")}
    return "stat:gold_cost" in stats or "stat:other" in stats or ("stat" in found and not stats)


def _reads_cost(view: View, player: str) -> bool:
    """Does a Gold source of ``player`` produce by a Gold Cost?"""
    return any(
        b.plus_gold_cost or b.when.min_gold_cost is not None
        for s in gold_sources(view, player)
        for b in s.bonuses
    ) or any(
        s.only_for is not None and s.only_for.min_gold_cost is not None
        for s in gold_sources(view, player)
    )


def raise_spares(
    view: View, card: str | None, ab: Ability | None, verdict: Verdict, said: str
) -> bool:
    """Can ``said`` (a quality sentence not read) not turn ``verdict`` (see the module)?"""
    if card is None or verdict.status != "illegal" or not verdict.details:
        return False
    if any(d.code != "gold" for d in verdict.details) or not _raises_only(said):
        return False
    if _chooses_by_cost(ab):
        return False
    return not _reads_cost(view, view.card(card).controlled_by)
