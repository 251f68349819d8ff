"""The unread traits of cards in play weighed against a ":gstar:" action's limit as ``check``
reads it (Reference 04, the Gold icon; a stat change changes the cards it names alone; Abilities
and actions / Good Faith Rule; h43adv4 F2): "Battle, :gstar:: Ranged Attack with strength equal
to the amount you paid minus two." (Deliberations) against "Ogaru has +1F while the enemy
leader controls an Imperial card or the Imperial Favor." (Moto Ogaru, not read).

The printed ability keeps its strict limit at 0 Gold paid ("target1.force <= 0"); ``check``
reads it as the most Gold the player can surely pay, less the offset
(``solver.paid_strength``, ``solver.paid_target_limit``), and its legal answer rests on that
limit. A trait's change is weighed against the limit so read, as for any numeric limit (the
bound of a flat change, ``solver.stat_bound_scope``), with the ":gstar:" cost as printed (a
payment reaching the target exists exactly when the target is within the limit): Moto Ogaru,
3F and at most 4F with the bonus, stays within a strength of 4 (6 Gold). The printed ability
is weighed as before where the check reads no such limit."""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability
from model.state import View
from solver.ability_kind_doubts import doubt_ability_kinds
from solver.banned_actions import doubt_traits_in_play
from solver.entered_keywords import doubt_entered_keywords
from solver.paid_strength import with_paid_strength
from solver.verdict import Verdict

__all__ = ["doubt_traits_read"]


def doubt_traits_read(
    view: View, player: str, card: str, verdict: Verdict, two_readings: bool, free: str | None
) -> Verdict:
    """``solver.banned_actions.doubt_traits_in_play`` for ``verdict`` of ``card``'s ability,
    with that ability's Gold-paid limit read for ``player`` as ``check`` reads it."""
    if isinstance(verdict.ability, int):
        printed = view.definition(card)
        ab = printed.abilities[verdict.ability]
        read = with_paid_strength(view, player, ab, card)
        if _limit_written(ab, read):
            # the limit as read; the ":gstar:" cost as printed (a payment reaching the target
            # exists exactly when the target is within the limit)
            read = replace(read, costs=ab.costs)
        if read != ab:
            abilities = list(printed.abilities)
            abilities[verdict.ability] = read
            merged = view.library.merged(
                {printed.title: replace(printed, abilities=tuple(abilities))}
            )
            view = view.derive(library=merged)  # (the carried memo: what was counted read)
    verdict = doubt_ability_kinds(view, card, verdict)  # "with a Political ability"
    found = doubt_traits_in_play(view, card, verdict, two_readings, free)
    return doubt_entered_keywords(view, card, found)  # Kitsune Diro (h44adv3 P20)


def _limit_written(ab: Ability, read: Ability) -> bool:
    """Does ``read`` keep every limit of ``ab``'s targets (the Gold-paid one read as a number)?
    Not when the state leaves the most uncounted (``solver.paid_beside.Beside.exact``): the
    limit is then dropped and the priced ":gstar:" cost alone says what the target needs."""
    mine = {s.name: len(s.where) for s in ab.all_target_specs()}
    return all(len(s.where) >= mine.get(s.name, 0) for s in read.all_target_specs())
