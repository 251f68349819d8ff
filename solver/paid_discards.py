"""The most Gold a ":gstar:" action can surely pay, with producers that discard a card from the
hand counted (Costs and restrictions / Gold production; Reference 04, the Gold icon ":gstar:":
any amount; h43adv5 U7). "Reaction: When paying a Gold cost, bow Keigo and discard a card:
Produce Gold equal to its Focus Value." (Asahina Keigo, Asahina Tamako).

``solver.paid_strength.most_gold`` counts only plain sources (no other cost). A discard
producer's Gold is counted too when the action takes no card from the hand but its own card
(no "discard a card" cost, every target in play): each discard is a card of the hand that is
not the action's, and the amount is found by the same search the check pays with
(``solver.joint_discards.joint_solve``: producers of one hand given their cards jointly). A
search that can't settle an amount (too many ways, the time limit) counts nothing more: the
most stays the plain sources' (a lower bound)."""

from __future__ import annotations

from model.abilities import Ability, TargetSpec
from model.selectors import Selector
from model.state import View
from model.zones import IN_PLAY_PLACES
from solver import gold
from solver.costs import mandatory_costs
from solver.joint_discards import joint_solve

__all__ = ["discard_sources", "most_with_discards"]


def _targets_in_play(ab: Ability) -> bool:
    """Whether every card target of ``ab`` is chosen in play (none taken from a hand)."""
    for spec in ab.targets:
        if not isinstance(spec, TargetSpec):
            return False
        sel = spec.select
        if not isinstance(sel, Selector) or sel.location not in IN_PLAY_PLACES:
            return False
    return True


def discard_sources(
    view: View, player: str, card: str, ab: Ability, exclude: frozenset[str]
) -> tuple[gold.Source, ...]:
    """``player``'s Gold sources that discard a card of the hand to produce (neither the
    action's ``card`` nor one of ``exclude``), none when the action may take a card from the
    hand itself (a "discard a card" cost, a target out of play)."""
    from solver.production import gold_sources  # it imports the cost readers (no cycle)

    if not _targets_in_play(ab):
        return ()
    if any(mc.cost.discard_from_hand for mc in mandatory_costs(view, player, card, ab)):
        return ()
    held = {card, *exclude}
    return tuple(
        s
        for s in gold_sources(view, player, tuple(sorted(held)))
        if s.only_for is None
        and not s.unproven
        and "@" in s.id
        and (s.extra_cost or "").startswith("discard ")
        and s.id.rsplit("@", 1)[1] not in held
    )


def most_with_discards(
    view: View,
    player: str,
    card: str,
    plain: tuple[gold.Source, ...],
    extra: tuple[gold.Source, ...],
    beside: tuple[gold.Payment, ...],
    exclude: frozenset[str],
    low: int,
) -> int:
    """The most Gold one payment takes with ``plain`` and the discard producers ``extra``
    while the payments ``beside`` it are paid too, searched as the check pays
    (``joint_solve``); at least ``low`` (what ``plain`` alone pays). An amount the search
    can't settle is not counted."""
    sources = (*plain, *extra)
    held = sorted({card, *exclude})
    high = sum(s.gold for s in sources)
    memo = view.memo("joint_discards")
    kept = dict(memo)  # what the search notes of a payment tried here is not the check's
    try:
        while low < high:
            mid = (low + high + 1) // 2
            result = joint_solve(
                *(view, player, card, sources, (*beside, gold.Payment("paid", mid)), held),
                time_limit_s=0.5,
                any_plan=True,
            )
            if result.feasible and result.plans:
                low = mid
            else:
                high = mid - 1
    finally:
        memo.clear()
        memo.update(kept)
    return low
