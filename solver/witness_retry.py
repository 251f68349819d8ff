"""Another witness for a legal action doubted only because its witness's target is a card an
unread one-card sentence may change ("Ume has +1F while she has a Spell." while Kouzei's "Target
an enemy card with equal or lower Force" found Ume first; h24adv2 N4b): Abilities and actions /
Good Faith Rule, an action may be announced when SOME legal choice of targets exists. Each other
card is tried as the one target, in id order (those the sentences may change last: the whole
check may still spare one, h37fear), with the whole check (every guard); the first answer that
is legal with nothing doubted stands, else the doubt does (never a guess). A sentence whose
cards are not known ("Followers in Xiao's army have +1F.") doubts the whole check's first
witness only: the ability's one filled slot is chosen again the same way, each retry bounded by
that sentence's worst case (``solver.any_card_stat_witness``; h43adv3 W1)."""

from __future__ import annotations

import contextvars
import time
from collections.abc import Iterable, Sequence

from model.abilities import Ability, TargetSpec
from model.cards import CardType
from model.evaluate import matches_unary
from model.state import View
from solver.verdict import Verdict

__all__ = ["first_legal", "other_witness", "retrying"]

#: at most this many other cards tried (a board's candidates are few; a cap keeps it quick),
#: within this many seconds in all (each check bounded by what is left; past it, the doubt
#: stays)
_TRIES = 24
_BUDGET_S = 2.0
_UNITS = frozenset({CardType.PERSONALITY, CardType.FOLLOWER})
_RETRYING: contextvars.ContextVar[bool] = contextvars.ContextVar("witness_retry", default=False)


def other_witness(
    view: View,
    player: str,
    verdict: Verdict,
    ab: Ability,
    onlys: Sequence[frozenset[str] | None],
) -> Verdict | None:
    """A legal verdict for ``player`` of the checked ability (``verdict``'s) with one target
    none of the doubting sentences may change (``onlys``: the cards each may change; None: any
    card), undoubted, or None. Only for a legal ``verdict`` of an ability with exactly one
    required target of one card and no player target (its other choices are then the cards
    themselves)."""
    if _RETRYING.get() or verdict.status != "legal" or not isinstance(verdict.ability, int):
        return None
    if not onlys or not all(o is None or o for o in onlys):
        return None
    avoid = frozenset().union(*(o for o in onlys if o))
    # a sentence whose cards are not known ("Followers in Xiao's army have +1F.": None): the
    # one target chosen again, each answer the whole check (its worst case, h43adv3 W1)
    anyone = any(o is None for o in onlys)
    kept = _kept_targets(verdict, ab, avoid, anyone)
    if kept is None:
        return None
    spec, fixed = kept
    card = verdict.card
    # Personalities and Followers first: every stat a target's limit names is theirs; the cards
    # the doubting sentences may change last (with the whole check a flat change may still leave
    # one room: ``solver.stat_bound_scope``; h37fear)
    order = sorted(
        view.state.cards,
        key=lambda c: (c.id in avoid, view.definition(c.id).type not in _UNITS),
    )
    first = w.targets.get(spec.name, ()) if (w := verdict.witness) is not None else ()
    choices = (
        {**fixed, spec.name: [inst.id]}
        for inst in order
        if not (inst.id in first or inst.id == card or any(inst.id in v for v in fixed.values()))
        and matches_unary(view, player, inst.id, spec.select)  # a candidate of the slot
    )
    return first_legal(view, player, verdict, choices)


def retrying() -> bool:
    """Is a retry of this module's (or ``solver.pair_witness``'s) under way (no retry inside)?"""
    return _RETRYING.get()


def first_legal(
    view: View, player: str, verdict: Verdict, choices: Iterable[dict[str, list[str]]]
) -> Verdict | None:
    """The first of ``choices`` (target sets of ``verdict``'s ability) the whole check finds
    legal, at most ``_TRIES`` of them within ``_BUDGET_S`` in all (each check bounded by what is
    left), no retry inside; None when none is (the doubt then stands)."""
    from solver.good_faith import check  # the whole check, every guard (a cycle at import)

    token = _RETRYING.set(True)
    deadline = time.monotonic() + _BUDGET_S
    try:
        for tried, one in enumerate(choices):
            left = deadline - time.monotonic()
            if tried >= _TRIES or left < 0.05:
                break
            found = check(
                view, player, verdict.card, verdict.ability, targets=one, time_limit_s=left
            )
            if found.status == "legal":
                return found
    finally:
        _RETRYING.reset(token)
    return None


def _kept_targets(
    verdict: Verdict, ab: Ability, avoid: frozenset[str], anyone: bool = False
) -> tuple[TargetSpec, dict[str, list[str]]] | None:
    """The one slot to choose again (its witness's card is one of ``avoid``; ``anyone``: a
    sentence may change any card, so the one slot filled) and the other slots' witness
    choices, or None when not so (see ``other_witness``)."""
    w = verdict.witness
    specs = ab.all_target_specs()
    if w is None or not specs or ab.player_targets:
        return None
    if ab.lenient is not None and {t.name for t in ab.lenient.all_target_specs()} != {
        t.name for t in specs
    }:
        return None
    chosen = dict(w.targets)
    again = [t for t in specs if set(chosen.get(t.name, ())) & avoid]
    if anyone and not again:
        again = [t for t in specs if chosen.get(t.name)]
    if len(again) != 1:
        return None
    spec = again[0]
    if spec.count != 1 or spec.up_to or spec.any_number or spec.optional or spec.count_when:
        return None
    fixed = {name: list(ids) for name, ids in chosen.items() if name != spec.name}
    return spec, fixed
