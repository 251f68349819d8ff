"""An announcement's chosen targets (Abilities and actions / A. Announce the action; B.
Explicit performing and required targeting): an optional target or a slot of one alternative
that the announcement names is chosen now, and must fit as a required target would."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Literal

from model.abilities import Ability, TargetChoice, TargetSpec, TargetTiming
from model.state import View
from solver.count_bound_read import announced_over_bound
from solver.effects_performer_misfit import effects_performer_misfit
from solver.optional_gates import gate_reason
from solver.targeting import resolved_count
from solver.verdict import Reason

__all__ = ["announced_optional", "over_status"]


def _chosen_now(spec: TargetSpec, targets: Mapping[str, Sequence[str]]) -> TargetSpec:
    """``spec`` as a required target of exactly the cards named for it, if it is named."""
    chosen = targets.get(spec.name)
    if not chosen or spec.is_required_kind or spec.timing is not TargetTiming.NOW:
        return spec
    return replace(
        spec, count=len(chosen), count_when=(), up_to=False, any_number=False, optional=False
    )


def _too_many(
    entries: Sequence[TargetSpec | TargetChoice],
    targets: Mapping[str, Sequence[str]],
    count_now: Callable[[TargetSpec], int],
) -> Reason | None:
    """An optional slot named with more cards than its count now allows ("or one or two
    Personalities if you control a Courtier": a second one only while the condition holds)."""
    for entry in entries:
        specs = [entry] if isinstance(entry, TargetSpec) else [t for o in entry.one_of for t in o]
        for spec in specs:
            chosen = targets.get(spec.name) or ()
            if spec.is_required_kind or not spec.up_to or spec.any_number or not chosen:
                continue
            allowed = count_now(spec)
            if len(chosen) > allowed:
                return Reason(
                    "target",
                    f"{spec.name}: {len(chosen)} card(s) announced, but it takes up to "
                    f"{allowed} now",
                    tuple(chosen),
                )
    return None


def announced_optional(
    view: View, player: str, card: str, ability: Ability, targets: Mapping[str, Sequence[str]]
) -> tuple[Ability, Reason | None]:
    """Optional targets ("may target", "up to N") that the announcement names are chosen now:
    their cards must fit them, and their relations to the other targets, as a required target's
    would (Abilities and actions / B. Explicit performing and required targeting), and no more
    than the count now allows (``count_now``; the reason when there are more). A slot that only
    some alternatives have, named, chooses those alternatives; in the one chosen, every target
    is required. Unnamed or empty, a slot stays as it is (``require_targets`` has checked the
    slot names, card ids and static counts before)."""
    over = _too_many(ability.targets, targets, partial(resolved_count, view, player, card))
    # "up to an amount equal to your Courtier's Chi" (``solver.count_bound_read``)
    over = over or announced_over_bound(view, player, card, ability, targets)
    over = over or gate_reason(view, player, card, ability, targets)  # "If X, you may target"
    over = over or effects_performer_misfit(view, player, card, ability, targets)  # h40adv1 N2
    if over is not None:
        return ability, over
    entries: list[TargetSpec | TargetChoice] = []
    for entry in ability.targets:
        if isinstance(entry, TargetSpec):
            entries.append(_chosen_now(entry, targets))
            continue
        shared = entry.shared_names()
        named = {
            t.name for o in entry.one_of for t in o if t.name not in shared and targets.get(t.name)
        }
        kept = [o for o in entry.one_of if named <= {t.name for t in o}] or list(entry.one_of)
        options = [tuple(_chosen_now(t, targets) for t in o) for o in kept]
        if len(options) == 1:
            entries.extend(options[0])
        else:
            entries.append(TargetChoice(one_of=tuple(options)))
    new = tuple(entries)
    return (ability if new == ability.targets else replace(ability, targets=new)), None


def over_status(reason: Reason) -> Literal["illegal", "unknown"]:
    """The answer ``announced_optional``'s reason gives: ``unknown`` when not settled."""
    return "unknown" if reason.code == "not_modelled" else "illegal"
