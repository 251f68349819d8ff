"""What a keyword given to one card's abilities by text not read can turn (Reference 04,
Keywords: an ability's keywords are that ability's own; Tireless: "may be taken while bowed").

"Your Stronghold's abilities have Tireless." (Kakita Nara, Colonial Harbor) and "This
Stronghold's ability has Tireless if ..." reach the abilities of the cards
``solver.ability_grant_scope.ability_grant_cards`` names (the controller's Stronghold, or the
sentence's own card) and nothing else (h44adv1 W2):

- another card's action or play is not touched: no card gains a keyword, so no keyword test,
  condition, target, cost or timing of another card's action changes, its performer's or its
  cost's bowed card included (Slanderer's "If you control a Courtier", Useful Connections'
  bowed performer). Only an action reading the keywords of another action (a trigger, a
  condition on the action it answers), or a Sensei's (whose actions may be its Stronghold's),
  keeps the doubt;
- the reached card's own illegal action, when the keywords given are Tireless only: Tireless
  lifts a bowed failure and nothing else, so a failure that is not "<card> is bowed" stands
  (a Battle ability in the Action Phase: The Aerie), and so does that bowed failure where the
  action's own cost bows its card (a bowed card can't be bowed, Reference 04)."""

from __future__ import annotations

from model.abilities import Ability, Cost
from model.cards import CardType
from model.cardtext.qualities import granted_keywords
from model.common import nested
from model.selectors import SOURCE, Condition
from model.state import View
from solver.ability_grant_scope import ability_grant_cards
from solver.quality_owner_scope import about_abilities
from solver.verdict import Verdict

__all__ = ["ability_grant_spares", "bows_own_card"]


def _reads_actions(ab: Ability) -> bool:
    """Does ``ab`` read another action (a trigger, or a condition on the action it answers)?"""
    if ab.trigger is not None or ab.trigger_event is not None:
        return True
    return any(
        isinstance(o, Condition)
        and (o.action_has is not None or o.action_from is not None or o.action_makes is not None)
        for o in nested(ab)
    )


def bows_own_card(cost: Cost) -> bool:
    """A mandatory cost bowing the action's own card (":bow:")."""
    return (
        cost.bow == SOURCE
        and not cost.optional
        and cost.unless is None
        and cost.only_if is None
        and not cost.in_effects
    )


def ability_grant_spares(
    view: View, source: str, said: str, card: str | None, ab: Ability | None, verdict: Verdict
) -> bool:
    """Can ``said`` (a sentence of ``source`` giving keywords to one card's abilities) not turn
    ``verdict`` of ``card``'s action ``ab`` (None: a play of ``card``)?"""
    if card is None or verdict.status not in ("legal", "illegal"):
        return False
    reached = ability_grant_cards(view, source, said.strip())
    names = granted_keywords(said.strip())
    if reached is None or names is None or not about_abilities(said):
        return False
    if card not in reached:
        if view.definition(card).type is CardType.SENSEI:
            return False  # its actions may be its Stronghold's (README: a Sensei's own action)
        return ab is None or not _reads_actions(ab)
    if verdict.status != "illegal" or ab is None or names != {"tireless"}:
        return False
    bowed = verdict.reasons[0] == f"{view.definition(card).title} is bowed"
    return not bowed or any(bows_own_card(c) for c in ab.costs)
