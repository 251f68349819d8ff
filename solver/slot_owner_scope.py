"""Whose cards an illegal answer's failing target may be (Abilities and actions / B: required
targets; h25adv2 F2(c), the F2 r23 lines): "target an opponent's Personality with Force lower
than his base Force" can be met only by another player's cards, "your Follower" only by yours,
so a sentence in play that changes only cards on the other side (Hiroteru's "+1F" to Hiroteru,
the acting player's own card) can't give that target a candidate nor let one pay its cost.

Read fail-closed: only when the answer's first reason names the failing target ("required
targeting can't be met: target1: ...", "can't pay the cost: performer: ..."), that target's
selector names whose cards ("your", "an opponent's"), and nothing in it compares or counts other
cards (its comparisons name only itself; no superlative, no "if you control", no alternative
limit under a condition), in each reading of the text."""

from __future__ import annotations

from model.abilities import Ability, TargetSpec
from model.lazy_regex import lazy_regex
from model.selectors import Controller
from model.state import View
from solver.announced_misfit_scope import announced_reach, own_words_only
from solver.verdict import Verdict

__all__ = ["slot_reach"]

_FAILED = lazy_regex(
    r"^(?:required targeting can't be met(?: once each target pays its cost)?|can't pay the cost)"
    r": (?P<slot>[\w-]+): "
)


def _self_contained(spec: TargetSpec) -> bool:
    """Does the target's test name no other card (its comparisons only itself, no superlative,
    no "if you control", no alternative limit under a condition)?"""
    if spec.select.controller not in (Controller.YOU, Controller.OPPONENT):
        return False
    return own_words_only(spec)


def _spec(ab: Ability, slot: str) -> TargetSpec | None:
    return next((t for t in ab.all_target_specs() if t.name == slot), None)


def slot_reach(
    view: View, player: str, ab: Ability | None, verdict: Verdict
) -> frozenset[str] | None:
    """The cards an illegal ``verdict``'s failing target may be drawn from, with every card of
    their units (the cards of the side its selector names), or None when not read so. An
    announced card failing the slot's own words: that card alone (``announced_reach``)."""
    if (announced := announced_reach(view, ab, verdict)) is not None:
        return announced
    if ab is None or verdict.status != "illegal" or not verdict.details:
        return None
    first = verdict.details[0]
    m = _FAILED.match(first.text) if first.code in ("target", "cost") else None
    if m is None:
        return None
    specs = [s for r in (ab, ab.lenient) if r is not None for s in (_spec(r, m["slot"]),)]
    if not specs or any(s is None or not _self_contained(s) for s in specs):
        return None
    sides = {s.select.controller for s in specs if s is not None}
    if len(sides) != 1:
        return None
    mine = sides == {Controller.YOU}

    def side(cid: str) -> bool:
        return (view.card(cid).controlled_by == player) is mine

    return frozenset(c.id for c in view.state.cards if side(c.id) or side(view.unit_head(c.id)))
