"""A legal witness tried again around a card's own refusal (Costs and restrictions /
Restrictions: a restriction on one card forbids only the choices that use it; the Good Faith
Rule: some legal choice is enough; h37adv4 N2).

"This Personality cannot issue challenges." (Box of Mysteries, on its bearer), not read, doubts
a legal answer whose witness uses the refusing card's unit (``solver.own_refusal_scope``).
When every sentence doubting the answer is such an own refusal and the action has one explicit
performer slot (a Strategy's, Holding's or Stronghold's action: no other card performs it), the
whole check is tried again with each performer of the player's outside those units, and with
each candidate outside them for its one other target. A legal answer so found uses no refusing
card (the refusal can't forbid it); none found keeps the doubt (h37adv4 p47: the refusing
Personality the only performer)."""

from __future__ import annotations

import contextvars
from collections.abc import Sequence

from model.abilities import Ability
from model.cards import CardType
from model.evaluate import matches_unary
from model.state import View
from solver.own_challenge_host import challenge_host_subject
from solver.own_refusal_scope import refusal_subject
from solver.verdict import Verdict

__all__ = ["retried_witness", "unrefused_witness"]

_TRIES = 8
_NO_OWN_PERFORMER = frozenset({CardType.STRATEGY, CardType.HOLDING, CardType.STRONGHOLD})
_RETRYING: contextvars.ContextVar[bool] = contextvars.ContextVar("refusal_retry", default=False)


def _refusing(view: View, doubting: Sequence[tuple[str, str]]) -> frozenset[str] | None:
    """The cards of the units of the refusing cards, or None when a sentence is no own
    refusal read."""
    cards: set[str] = set()
    for source, said in doubting:
        subject = refusal_subject(view, source, said) or challenge_host_subject(view, source, said)
        if subject is None:
            return None
        cards |= set(view.unit(view.unit_head(subject))) | {subject}
    return frozenset(cards)


def unrefused_witness(
    view: View, player: str, verdict: Verdict, ab: Ability, doubting: Sequence[tuple[str, str]]
) -> Verdict | None:
    """A legal verdict of the checked ability whose choices avoid every card the own refusals
    ``doubting`` ((card, sentence)) are about (see the module); None otherwise."""
    if _RETRYING.get() or not isinstance(verdict.ability, int) or not doubting:
        return None
    units = _refusing(view, doubting)
    if units is None or view.type_of(verdict.card) not in _NO_OWN_PERFORMER:
        return None
    if verdict.card in units:
        return None
    specs = [s for s in ab.all_target_specs() if s.performer]
    if len(specs) != 1 or specs[0].count != 1 or specs[0].up_to:
        return None
    performers = [
        c.id
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == player
        and c.id not in units
        and view.type_of(c.id) in (CardType.PERSONALITY, CardType.FOLLOWER)
    ]
    return retried_witness(view, player, verdict, ab, specs[0].name, performers, units, _RETRYING)


def retried_witness(
    view: View,
    player: str,
    verdict: Verdict,
    ab: Ability,
    slot: str,
    performers: Sequence[str],
    avoid: frozenset[str],
    guard: contextvars.ContextVar[bool],
) -> Verdict | None:
    """A legal verdict of the checked ability found by the whole check tried again with each
    of ``performers`` (at most ``_TRIES``, by id) in the performer ``slot``, then, for an
    ability with one other target of one card, with each candidate of it not in ``avoid``; None
    when none is legal. ``guard`` is set meanwhile (the caller's: no retry inside a retry)."""
    from solver.good_faith import check  # the whole check, every guard (a cycle at import)

    token = guard.set(True)
    try:
        tries = [{slot: [cid]} for cid in sorted(performers)[:_TRIES]]
        others = [s for s in ab.all_target_specs() if not s.performer]
        if len(others) == 1 and others[0].count == 1 and not others[0].up_to:
            tries += [
                {others[0].name: [c.id]}
                for c in view.state.cards
                if c.id not in avoid and matches_unary(view, player, c.id, others[0].select)
            ][:_TRIES]
        for targets in tries:
            found = check(view, player, verdict.card, verdict.ability, targets=targets)
            if found.status == "legal":
                return found
    finally:
        guard.reset(token)
    return None
