"""The optional targets of an announcement in the factored action space (``solver.decision``):
"one to three of your target defending Personalities", "one or two target opposed
Personalities", "up to N", "may target" — Abilities and actions / A. Announce the action and
B. Explicit performing and required targeting: the targets a player names on announcement,
optional ones included, are chosen then and must fit. After the required targets, each optional
slot the ability names at the top level (not inside alternatives) is a ``more`` step: one card
at a time, in card-id order, or ``MORE_DONE`` to name no more."""

from __future__ import annotations

import itertools
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace

from model.abilities import Ability, TargetSpec, TargetTiming
from model.state import View
from solver.good_faith import check
from solver.optional_gates import gate_count
from solver.targeting import build_problems, resolved_count
from solver.verdict import AbilityRef, Reason, Verdict

__all__ = ["MORE_DONE", "more_candidates", "more_verdict", "optional_slots", "slot_max"]

#: the ``more`` step's id for "no more targets in this slot" (above every 40-bit card code)
MORE_DONE = 1 << 40
#: at most this many further checks to find a legal completion with more cards in the slot
_EXTENSIONS = 64


def optional_slots(ability: Ability) -> list[TargetSpec]:
    """The optional target slots chosen on announcement, at the top level, in printed order."""
    return [
        t
        for t in ability.targets
        if isinstance(t, TargetSpec) and not t.is_required_kind and t.timing is TargetTiming.NOW
    ]


def slot_max(view: View, player: str, card: str, spec: TargetSpec) -> int:
    """How many cards the slot may name now ("up to" its count now; any number: the table)."""
    if spec.any_number:
        return len(view.state.cards)
    return resolved_count(view, player, card, spec) if spec.up_to else spec.count


def _base(ability: Ability, spec: TargetSpec) -> TargetSpec | None:
    """The slot ``spec`` continues, when the two are interchangeable ("one to three of your
    target Personalities": ``target1`` and ``target1_more``, the same cards but for each
    other; "two or three of your performing Samurai": a grouped base of 2): then the base names
    the lowest card ids, and the further ones come after its highest, so each target set is
    reached once."""
    if not spec.name.endswith("_more"):
        return None
    base = next(
        (
            t
            for t in ability.targets
            if isinstance(t, TargetSpec) and t.name == spec.name.removesuffix("_more")
        ),
        None,
    )
    if base is None or base.count < 1 or not base.is_required_kind:
        return None
    same = replace(spec.select, other_than=()) == replace(base.select, other_than=())
    return (
        base if same and spec.where == base.where and spec.where_when == base.where_when else None
    )


def more_candidates(
    view: View,
    player: str,
    card: str,
    ability: Ability,
    spec: TargetSpec,
    chosen: Mapping[str, Sequence[str]],
) -> list[str]:
    """The cards that may be the slot's next one: those its selector allows (the problem with
    the slot required, the other targets as chosen), after the ones chosen in id order; none
    while its condition fails ("If you control a Temple, you may target ...":
    ``solver.optional_gates``)."""
    gated = not spec.up_to and any(cw.count == 0 for cw in spec.count_when)
    if gated and gate_count(view, player, card, spec, chosen) == 0:
        return []
    one = replace(spec, count=1, count_when=(), up_to=False, any_number=False, optional=False)
    targets = tuple(one if t is spec else t for t in ability.targets)
    pins = {k: v for k, v in chosen.items() if k != spec.name}
    domain: set[str] = set()
    for problem in build_problems(view, player, card, replace(ability, targets=targets), pins=pins):
        domain |= set(problem.domains.get(spec.name, ()))
    have = tuple(chosen.get(spec.name, ()))
    after = have[-1] if have else None
    base = _base(ability, spec)
    if base is not None and chosen.get(base.name):
        last = max(chosen[base.name])  # a grouped base: after its highest id (h41adv1 W2)
        after = last if after is None or last > after else after
    return sorted(c for c in domain if (after is None or c > after) and c not in have)


def more_verdict(
    view: View,
    player: str,
    card: str,
    index: AbilityRef,
    chosen: Mapping[str, Sequence[str]],
    later: Sequence[str],
    room: int,
    time_limit_s: float,
) -> Verdict:
    """Is there a legal announcement naming the targets ``chosen``, or those and up to ``room``
    more of the ``later`` cards in the last slot named (``later``: that slot's candidates after
    it)? The first legal one's verdict, else the verdict with ``chosen`` alone (unknown when
    the extensions were not all tried)."""
    deadline = time.monotonic() + time_limit_s
    first = check(view, player, card, index, targets=chosen, time_limit_s=time_limit_s)
    if first.legal or first.status == "unknown" or not later or room <= 0:
        return first
    name = next(reversed(list(chosen)))
    tried = 0
    doubt: Verdict | None = None
    for k in range(1, room + 1):
        for extra in itertools.combinations(later, k):
            left = deadline - time.monotonic()
            if tried >= _EXTENSIONS or left <= 0:
                why = Reason("time_limit", "not every larger choice of targets was tried", (card,))
                return Verdict.of("unknown", card, index, first.title, [why])
            tried += 1
            more = {**chosen, name: (*chosen[name], *extra)}
            v = check(view, player, card, index, targets=more, time_limit_s=left)
            if v.legal:
                return v
            doubt = v if v.status == "unknown" else doubt
    return doubt or first
