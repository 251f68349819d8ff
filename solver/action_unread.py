"""Unread Gold text that can't lower or pay an action's Gold cost now (Costs and restrictions /
Changes to costs and payments, Gold production): an action's Gold shortfall is ``unknown`` only
for text that could still help (h30reduce, Kaeru Contractor).

- One ":bow::" use on a card the state gives as bowed lowers and produces nothing: its bowing
  cost can't be paid (":bow:: When paying for an action on a Strategy, it costs 3 less Gold."
  on a bowed Kaeru Contractor).
- ":bow:: When paying for an action on a <type>, it costs N less Gold." is read
  (``solver.action_reductions``): for an action on a card of another type it lowers nothing;
  for one of that type with one Gold payment (a Strategy's own Gold Cost counts: Raze to the
  Ground), it is offered to the Gold search, so a shortfall with it offered is certain; and
  where even the sum bound that counts it (one bow of its card: its Gold or its reduction) is
  short, it can't close the shortfall whatever the payments (h37adv1 F5).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from model.abilities import Ability
from model.lazy_regex import lazy_regex
from model.state import View
from solver.action_holding_bonus import counted_bonus
from solver.action_reductions import ACTING, ACTION_REDUCTION, with_action_reductions
from solver.costs import mandatory_costs
from solver.holding_bonus_bound import recheck_action, settled_by_bound
from solver.holding_bonus_reaction import holding_bonus_said
from solver.joint_discards import joint_cannot_help
from solver.production import gold_sources, source_card, unread_producers
from solver.shortfall_scope import cannot_pay_action, sure_keywords, text_of

__all__ = ["helpless_for_action"]

#: one use of its card's bow, nothing else said ("<br>", another head, "even if bowed", ...)
_ONE_BOW = lazy_regex(r"^:bow::[^:<>()]*$")
_BOWED_USE = lazy_regex(r"\b(?:Tireless|even if|while bowed|straighten)", re.IGNORECASE)
_SHOWN_ID = lazy_regex(r"^[^()]*\((?P<id>[^()]+)\): ")


def helpless_for_action(
    view: View, player: str, card: str, ab: Ability, bounded: bool = False, short_by: int = 0
) -> Callable[[str], bool]:
    """A test of an unread text shown as "Title (id): ..." for ``player``'s action ``ab`` of
    ``card``: True when it surely can't lower or pay the action's Gold cost now; ``bounded``:
    the Gold is short even with every offered reduction counted in the bound; ``short_by``: the
    Gold every unbowed source together lacks, which texts adding one Gold to a bowing Holding
    (Coin Pouch, one Gold each: ``holding_bonus_said``) can't make up when more than their
    count (h39adv4 N4)."""
    acting = view.definition(card)
    kind = acting.type.value
    keywords = sure_keywords(view, card) if view.has(card) else None
    one_gold = bounded or _gold_payments(view, player, card, ab) == 1
    bonuses = sum(1 for u in unread_producers(view, player) if holding_bonus_said(text_of(u)))
    offered = {
        source_card(s.id)
        for s in with_action_reductions(view, player, card, gold_sources(view, player), ACTING)
        if ":reduce-action" in s.id
    }

    def helpless(shown: str) -> bool:
        m = _SHOWN_ID.match(shown)
        if m is None or not view.has(m.group("id")):
            return False
        cid, text = m.group("id"), text_of(shown).strip()
        if cannot_pay_action(shown, acting, keywords):  # "When paying for a Farm" (h37adv5 N2)
            return True
        if joint_cannot_help(view, player, card, shown, short_by):  # Keigo and Tamako
            return True
        if holding_bonus_said(text) and short_by > bonuses:
            return True  # one Gold each, short by more than all of them together
        if shown in counted_bonus(view, player, card):
            return True  # its Gold counted exactly in the bound (``action_holding_bonus``)
        if view.card(cid).bowed and _ONE_BOW.match(text) and not _BOWED_USE.search(text):
            return True
        # "Your Holdings produce 1 additional Gold when they bow ...": short even with it counted
        if settled_by_bound(view, player, text, recheck_action(card, player, ab)):
            return True
        said = ACTION_REDUCTION.match(text)
        if said is None:
            return False
        return said.group("noun").lower() != kind or (one_gold and cid in offered)

    return helpless


def _gold_payments(view: View, player: str, card: str, ab: Ability) -> int:
    """How many Gold payments the action's mandatory costs make: a Strategy's own Gold Cost
    (Raze to the Ground), the ability's, added ones (each a separate payment, which the search
    does not offer the reduction for); a Discipline's alone counts as two: it is an added
    payment, for which the search does not offer the reduction either (h40adv3 W3)."""
    golds = [
        mc
        for mc in mandatory_costs(view, player, card, ab)
        if mc.cost.gold is not None or any(a.gold is not None for a in mc.cost.any_of)
    ]
    return len(golds) + (len(golds) == 1 and golds[0].origin == "discipline")
