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
anything else keeps the doubt.

Such a raise of listed cards only ("This Personality": its bearer) is no change of a base Gold
Cost (Reference 03: a base value is the card's own, before modifiers, as a Sensei's modifiers
leave the printed values): an action that reads Gold Costs only as base ones ("a Holding with a
base Gold Cost of 4 or less", Economic Manipulation; h39adv4 N1), whose own card it does not
raise, and whose player has no Gold source reading a Gold Cost, is not turned by it
(``base_cost_spares``), legal or illegal."""

from __future__ import annotations

import re

from model.abilities import Ability, BringIntoPlay, GoldFrom, TargetSpec
from model.cardtext.qualities import quality_kinds
from model.common import nested
from model.lazy_regex import lazy_regex
from model.selectors import Condition, Selector, parse_where
from model.state import View
from solver.bearer_cost_raise import APPLIED
from solver.production import gold_sources
from solver.verdict import Verdict

__all__ = ["base_cost_spares", "raise_spares"]

_RAISE = lazy_regex(r"(?<![\w/])\+\d+ Gold Cost\b")
#: any other wording of a change, or a lowering
_OTHER = lazy_regex(
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
    """Can ``said`` (a quality sentence not read) not turn ``verdict`` (see the module)? Also
    when the state already counts it on its bearer (``solver.bearer_cost_raise``)."""
    if said.strip() in view.memo(APPLIED).get("texts", frozenset()):  # type: ignore[operator]
        return True
    if card is None or verdict.status != "illegal" or not verdict.details:
        return False
    if any(d.code != "gold" for d in verdict.details) or not _raises_only(said):
        return False
    if _chooses_by_cost(ab):
        return False
    return not _reads_cost(view, view.card(card).controlled_by)


def _base_only(ab: Ability) -> bool:
    """Does ``ab`` read a Gold Cost only as a base one (its targets' and conditions'
    comparisons naming ``base_gold_cost``; no superlative, Gold equal to a stat, cost paid for
    a card brought, nor a condition naming Gold otherwise)?"""
    texts: list[str] = []
    for o in nested(ab):
        if isinstance(o, GoldFrom) or (isinstance(o, BringIntoPlay) and o.pay_cost):
            return False
        if isinstance(o, Selector) and o.extreme is not None and "gold" in repr(o.extreme).lower():
            return False
        if isinstance(o, TargetSpec):
            texts += [*o.where, *(t for w in o.where_when for t in w.where)]
        elif isinstance(o, Condition):
            texts += list(o.where)
    if ab.condition is not None and "gold" in repr(ab.condition).lower():
        return False  # a condition naming Gold: not read here
    for text in texts:
        for rel in parse_where(text).relations():
            for term in (*rel.left.parts(), *rel.right.parts()):
                attr = (term.attr or "").lower()
                if ("gold" in attr or "cost" in attr) and attr != "base_gold_cost":
                    return False
    return True


def base_cost_spares(
    view: View,
    card: str | None,
    ab: Ability | None,
    verdict: Verdict,
    said: str,
    only: frozenset[str] | None,
) -> bool:
    """Can ``said`` (a quality sentence not read, changing ``only``) not turn ``verdict`` of
    the action ``ab`` of ``card``, which reads only base Gold Costs (see the module)?"""
    if card is None or ab is None or only is None or card in only:
        return False
    if verdict.status not in ("legal", "illegal") or not _raises_only(said):
        return False
    return _base_only(ab) and not _reads_cost(view, view.card(card).controlled_by)
