"""Costs paid by a required target ("Bow your target Follower"): the target's candidates are
only the cards that can pay it, and a refusal says when a cost, not the targeting, fails.

Costs and restrictions / Costs and changes; Abilities and actions / B. Required targeting.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from model.abilities import Ability, Cost
from model.describe import cost_text
from model.selectors import BEARER, SOURCE
from model.state import View
from solver.costs import MandatoryCost, card_can_pay, stat_change_ok
from solver.targeting import CardCheck, build_problem, build_problems, solve_any


def targeting_without_costs(
    view: View,
    player: str,
    card: str,
    ab: Ability,
    targets: Mapping[str, Sequence[str]] | None,
) -> bool:
    """Could the required targets be chosen if no target had a cost to pay? (Then a cost is
    what fails, and the refusal says so first.)"""
    extra: dict[str, CardCheck] = {}
    if targets is not None:
        extra = {name: member(frozenset(chosen)) for name, chosen in targets.items()}
    return solve_any(build_problems(view, player, card, ab, extra)).possible


def target_checks(view: View, player: str, costs: Sequence[MandatoryCost]) -> dict[str, CardCheck]:
    """Costs on a target ("Bow your target Follower") restrict that target's candidates."""
    checks: dict[str, CardCheck] = {}
    for mc in costs:
        c = mc.cost
        if c.unless is not None or c.only_if is not None or c.any_of:
            continue
        subject = c.subject
        if not isinstance(subject, str) or subject in (SOURCE, BEARER):
            continue
        checks[subject] = and_check(checks.get(subject), payer_check(view, player, c))
    return checks


@dataclass(frozen=True, slots=True)
class Member:
    """The check of an announced slot: its card is one of ``chosen`` (and passes ``prev``).
    Kept recognisable so a refusal can name the announced cards (``solver.announced_words``)."""

    chosen: frozenset[str]
    prev: CardCheck | None = None

    def __call__(self, cid: str) -> bool:
        return cid in self.chosen and (self.prev is None or self.prev(cid))


def member(chosen: frozenset[str]) -> CardCheck:
    return Member(chosen)


def cost_excluded(
    view: View,
    player: str,
    card: str,
    ab: Ability,
    costs: Sequence[MandatoryCost],
    targets: Mapping[str, Sequence[str]] | None,
) -> list[str]:
    """Why candidates of a target that pays a cost were left out ("Bow your target Follower"
    with only bowed Followers): Costs and restrictions / Costs and changes."""
    plain = build_problem(view, player, card, ab)
    out: list[str] = []
    for mc in costs:
        c = mc.cost
        name = c.subject
        if c.unless is not None or c.only_if is not None or c.any_of:
            continue
        if not isinstance(name, str) or name == SOURCE or name not in plain.domains:
            continue
        for cid in plain.domains[name]:
            if targets is not None and cid not in targets.get(name, (cid,)):
                continue
            why: str | None
            if c.stat is not None:
                why = (
                    None
                    if view.card(cid).controlled_by == player
                    else f"{view.definition(cid).title} is not yours"
                ) or stat_change_ok(view, cid, c.stat.stat, c.stat.amount)
            else:
                why = card_can_pay(view, player, c.kind, cid, c)
            if why is not None:
                out.append(f"{name}: {why}, so it can't pay '{cost_text(c)}'")
    return out[:4]


def payer_check(view: View, player: str, cost: Cost) -> CardCheck:
    """A target that pays a cost must be able to pay it (yours, not already in the end state)."""

    def ok(cid: str) -> bool:
        if cost.stat is not None:
            st = cost.stat
            return (
                view.card(cid).controlled_by == player
                and stat_change_ok(view, cid, st.stat, st.amount) is None
            )
        return card_can_pay(view, player, cost.kind, cid, cost) is None

    return ok


def and_check(prev: CardCheck | None, new: CardCheck) -> CardCheck:
    if prev is None:
        return new
    if isinstance(new, Member):
        return Member(new.chosen, and_check(new.prev, prev) if new.prev else prev)
    return lambda cid: prev(cid) and new(cid)


__all__ = [
    "Member",
    "and_check",
    "cost_excluded",
    "member",
    "payer_check",
    "target_checks",
    "targeting_without_costs",
]
