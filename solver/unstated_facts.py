"""A requirement that fails whatever an unstated fact is (Abilities and actions, Good Faith
Rule: every condition and every cost must be met together; Costs and restrictions /
Conditions: conditions that refer back to past occurrences; h38adv2 N9, N10).

An ability whose condition asks a fact the state does not give ("whether you have
Reconnaissance", the state's ``players[].reconnaissance``; "whether played title (you)
happened this turn", the state's ``past``) is ``unknown``. But the fact has only so many
values: the ability is checked again on the same state with each of them stated (no
Reconnaissance / Reconnaissance at the current battlefield; the occurrence reported as
happened / as not happened). When every one of those checks is ``illegal`` (Trade Embargo's
4 Gold against 3, whatever was played this turn; Hiruma Tensin's Ranged Attack with no
target, whatever his Reconnaissance), the answer is ``illegal``, naming the failure and the
fact left unstated. Anything else another check meets (a legal, an unknown: an unread
reduction, a sentence that may give a target or Gold) keeps the ``unknown``. One fact is
resolved (a second fact left unstated keeps the answer ``unknown``), and only where all its
values are stated: Reconnaissance outside the Combat Segment (no current battlefield to hold
it at) and an occurrence of a card not bound to the announcing card stay ``unknown``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import wraps
from typing import Any, Final, TypeVar

from model.abilities import Ability
from model.evaluate import past_known, reconnaissance_unsettled
from model.load import LoadedState, as_view
from model.past import Past
from model.selectors import SOURCE
from model.state import GameState, PastFact, View
from solver.announced_slots import announcing
from solver.bearer_cost_raise import applied_raise
from solver.both_ways_stat import settled_both_ways
from solver.clan_readings import illegal_in_every_case, settled_clan_readings
from solver.gold_refusal_notes import forget_bounded, gold_refusal_noted
from solver.holding_bonus_bound import counted_note
from solver.opposing_cap import applied_opposing_cap
from solver.others_cost_lowering import applied_lowering
from solver.stat_keyword_grant import applied_stat_grant
from solver.timing import _conditions
from solver.verdict import Play, Reason, Verdict

__all__ = ["settles_unstated"]

_PAST: Final = "(the state's 'past')"
F = TypeVar("F", bound=Callable[..., Verdict])


def _ability(view: View, card: str, ability: object) -> Ability | None:
    abilities = view.definition(card).abilities
    if isinstance(ability, Play) or not isinstance(ability, int):
        return None
    return abilities[ability] if 0 <= ability < len(abilities) else None


def _fact(view: View, player: str, card: str, past: Past, happened: bool) -> PastFact | None:
    """The state's report of ``past`` (said of the player, or of the announcing card)."""
    if past.card is None:
        return PastFact(
            past.event, past.period, happened, player=player, keyword=past.keyword, title=past.title
        )
    if past.card != SOURCE:
        return None  # a card bound elsewhere: not resolved here
    return PastFact(
        past.event, past.period, happened, card=card, keyword=past.keyword, title=past.title
    )


def _resolutions(
    view: View, player: str, card: str, ability: object, why: str
) -> Iterator[GameState] | None:
    """The states with the unstated fact of ``why`` stated each way, or None (not resolved)."""
    state = view.state
    if (
        why == reconnaissance_unsettled(view, player)
        and state.player(player).reconnaissance is None
    ):
        if not state.in_combat or state.current_battlefield is None:
            return None
        held: tuple[tuple[str, ...], ...] = ((), (state.current_battlefield,))
        players = [
            tuple(replace(p, reconnaissance=h) if p.id == player else p for p in state.players)
            for h in held
        ]
        return (replace(state, players=ps) for ps in players)
    ab = _ability(view, card, ability)
    if not why.endswith(_PAST) or ab is None:
        return None
    unreported = [
        p
        for c in _conditions(ab)
        for p in c.pasts()
        if past_known(view, player, p, {SOURCE: card}) is None
    ]
    if not unreported:
        return None
    facts = [_fact(view, player, card, unreported[0], h) for h in (False, True)]
    if any(f is None for f in facts):
        return None
    return (replace(state, past=(*state.past, f)) for f in facts if f is not None)


def _settled(
    view: View,
    player: str,
    card: str,
    ability: object,
    found: Verdict,
    again: Callable[[LoadedState | View], Verdict],
) -> Verdict:
    """``found``, or ``illegal`` when it is ``unknown`` for one unstated fact and the check
    fails on every value of that fact (module doc)."""
    if found.status != "unknown" or not found.details or found.details[0].code != "not_modelled":
        return found
    why = found.details[0].text
    states = _resolutions(view, player, card, ability, why)
    if states is None:
        return found
    checked = [again(view.derive(s)) for s in states]
    if not checked or any(v.status != "illegal" for v in checked):
        return found
    # the failure that is not the fact's own condition, when there is one
    best = next((v for v in checked if v.details and v.details[0].code != "condition"), checked[0])
    return illegal_in_every_case(found, best, f"whatever is unstated: {why}")


def bonus_counted(view: View, player: str, found: Verdict) -> Verdict:
    """``found``, its Gold refusals saying that a trait adding Gold to each bowing Holding was
    counted (``holding_bonus_bound.counted_note``: Seppun Ritisharu, read exactly)."""
    if found.status != "illegal" or not any(r.code == "gold" for r in found.details):
        return found
    note = counted_note(view, player)
    if note is None:
        return found
    reasons = [
        Reason(r.code, f"{r.text} ({note})", r.cards) if r.code == "gold" else r
        for r in found.details
    ]
    return replace(found, details=tuple(reasons), reasons=tuple(r.text for r in reasons))


def settles_unstated(check: F) -> F:
    """``check`` (``solver.good_faith.check``), an ``unknown`` for one unstated fact settled to
    ``illegal`` when every value of the fact fails (module doc)."""

    @wraps(check)
    def settled(
        state: LoadedState | View, player: str, card: str, ability: Any = 0, **kw: Any
    ) -> Verdict:
        with announcing(kw.get("targets"), kw.get("pins")):  # solver.announced_slots
            return _settled_check(check, state, player, card, ability, kw)

    return settled  # type: ignore[return-value]


def _settled_check(
    check: F, state: LoadedState | View, player: str, card: str, ability: Any, kw: Any
) -> Verdict:
    """``check``'s answer with its unstated facts settled (``settles_unstated``)."""
    view = as_view(state)  # one View: its memo carries what the refusal notes read
    forget_bounded(view, card)
    found = check(view, player, card, ability, **kw)
    if not view.has(card):
        return found

    def again(s: LoadedState | View) -> Verdict:
        return check(s, player, card, ability, **kw)

    # "This Personality has +2 Gold Cost." on an attachment (``solver.bearer_cost_raise``)
    found = applied_raise(view, found, again)
    found = applied_lowering(view, found, again)  # "Other players' ... -2 Gold Cost"
    found = applied_opposing_cap(view, found, again)  # Kaitoko's "opposing Kaitoko" cap
    found = settled_both_ways(view, found, again)  # "Seki has +5F while ...": legal both ways
    found = applied_stat_grant(view, found, again)  # "... with 3 or more Chi have Tactician."
    found = settled_clan_readings(view, player, found, again)  # each Clan he may have
    done = _settled(view, player, card, ability, found, again)
    done = bonus_counted(view, player, done)  # "Your Holdings produce 1 additional Gold ..."
    return gold_refusal_noted(view, player, card, done)  # Hato-gurama, En'you's removal
