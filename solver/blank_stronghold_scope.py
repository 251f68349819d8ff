"""A Sensei's "Your Stronghold has no traits and abilities." (Todori Sensei) against another
card's action (Reference 04: a trait of a card changes the game only through what it says;
Abilities and actions: each ability on a separate source is a separate ability). Taking away
the Stronghold's abilities changes only the Stronghold's own actions; taking away its traits
changes an action only through a trait that could reach it. When every trait of its
controller's Strongholds in play is a stat change, keyword or Clan sentence
(``qualities_unread``) whose kinds the action does not test, none changes actions, costs,
Gold, plays or what may be prevented, and it has no abilities (one may produce Gold for this
action), the sentence can't turn the action (h36adv3 B1: Knowledge and Power). A stat change the
action tests, not applied to the state, is no bar: the answer without it is the one found, and
with it the one ``doubt_qualities`` weighed before (h37adv3 N9). Its Gold Production is a stat,
not a trait (Reference 04). A Stronghold the View blanks (``model.blank_stronghold``: every
trait and Gold ability removed, its own actions refused or doubted as they are) leaves the
sentence nothing more to change (h40adv6 F2-F6)."""

from __future__ import annotations

from model.abilities import Ability
from model.cardtext.qualities import quality_kinds
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.state import View
from model.trait_stats import settled_trait_stat

__all__ = ["blank_stronghold_spares"]

_BLANK = lazy_regex(
    r"^Your Stronghold has no (?:traits and abilities|abilities and traits|traits|abilities)\.?$"
)


def blank_stronghold_spares(
    view: View, source: str, said: str, card: str, ab: Ability | None
) -> bool:
    """Can ``said`` (a trait of ``source``, in play) not turn ``card``'s action ``ab`` (see the
    module)?"""
    from solver.quality_type_scope import strategy_cost_tested
    from solver.traits_in_play import overlaps, tested_qualities  # they ask this module

    if ab is None or _BLANK.fullmatch(said.strip()) is None:
        return False
    if view.type_of(card) is CardType.STRONGHOLD:
        return False  # its own abilities
    you = view.card(source).controlled_by
    tested = tested_qualities(ab) | strategy_cost_tested(view, card)
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != you:
            continue
        if view.type_of(inst.id) is not CardType.STRONGHOLD:
            continue
        d = view.definition(inst.id)
        if d is not view.library[inst.title]:
            continue  # blanked exactly: its traits gone (``model.blank_stronghold``)
        if (
            d.abilities  # an ability may produce Gold or change this action's choices
            or d.actions_unread
            or d.ongoing
            or d.grants_unread
            or d.grants_abilities
            or d.reductions_unread
            or d.stronghold_bonuses
            or d.lasting_unread
            or d.entering
            or d.entering_unread
            or d.production_unread
            or d.production_partial
            or d.prevents_unread
            or d.elsewhere_unread
            or d.challenge_costs
        ):
            return False
        if any(
            overlaps(quality_kinds(q), tested) and not _absence_read(view, inst.id, q)
            for q in d.qualities_unread
        ):
            return False
        if any(
            m.bonuses or m.only_for or m.conditional or m.per_card or m.extra_cost or m.lose_honor
            for m in d.production
        ):
            return False  # Gold text beside its Gold Production (a trait)
    return True


def _absence_read(view: View, stronghold: str, said: str) -> bool:
    """Is the answer without the stat sentence ``said`` of ``stronghold`` the one already
    checked? A stat change only, not applied to the state (``model.trait_stats``): the answer
    was found without it, and with it by ``solver.traits_in_play.doubt_qualities``, which runs
    first (h37adv3 N9: the Impregnable Fortress's "+1F while opposed" beside Todori Sensei)."""
    kinds = quality_kinds(said)
    if "stat" not in kinds or kinds & {"keyword", "clan"}:
        return False
    return settled_trait_stat(view, stronghold, said) is not True
