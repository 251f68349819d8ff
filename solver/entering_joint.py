"""A card entering play (Recruit, Equip) paid by producers that discard from one hand, their
cards chosen jointly (Costs and restrictions / Gold production: "Gold production effects from
multiple sources to pay a single cost happen in an order chosen by the player paying the cost";
a card is discarded once; NOTES-gold.md; h43gold, h43wire). ``solver.playing`` pays a Recruit's
or an Equip's Gold here: the same search as an action's (``solver.joint_discards.joint_solve``),
its witness problem the one the plan solves (``joint_problem``), and a shortfall it settled
every way no longer names the further producers ("another producer discards from the same
cards, a choice not made jointly") as a doubt (``entering_doubts``)."""

from __future__ import annotations

from collections.abc import Sequence

from model.state import View
from solver import gold
from solver.joint_discards import joint_doubts, joint_problem, joint_solve
from solver.production_discard import paid_card_excluded
from solver.verdict import ReasonCode

__all__ = ["entering_doubts", "entering_problem", "entering_solve", "unknown_code"]


def _excluded(view: View, player: str, card: str) -> list[str]:
    """The cards the producers leave alone: the card entering play (``paid_card_excluded``)."""
    return paid_card_excluded(view, player, (card,))


def entering_solve(
    view: View,
    player: str,
    card: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
    time_limit_s: float,
) -> gold.PaymentResult:
    """The cheapest Gold plan of ``payments`` for ``card`` entering play, joint producers'
    cards handed out each way; whether a shortfall was settled by every way is kept for
    ``entering_doubts`` (by these payments)."""
    exclude = _excluded(view, player, card)
    key = tuple(sorted(exclude))
    memo = view.memo("joint_discards")
    for old in (
        (player, card),
        (player, card, key),
        ("open", player, card),
        ("plan", player, card),
    ):
        memo.pop(old, None)  # only what this search finds
    result = joint_solve(
        view, player, card, sources, payments, exclude, time_limit_s=time_limit_s, any_plan=False
    )
    view.memo("entering_joint")[("plan", player, card, tuple(payments))] = memo.get(
        ("plan", player, card)
    )
    settled = (
        not result.feasible
        and result.status == "infeasible"
        and (player, card, key) in memo
        and ("open", player, card) not in memo
    )
    view.memo("entering_joint")[(player, card, tuple(payments))] = settled
    return result


def entering_problem(
    view: View,
    player: str,
    card: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
    plan: gold.Plan | None,
) -> gold.PaymentProblem:
    """The payment problem ``plan`` solves: ``sources`` with the joint producers' discards it
    uses in place of theirs (``joint_problem``). The witness's plan is proven cheapest over
    every way (``joint_plan_unread``) only when the search of these payments proved it."""
    proven = view.memo("entering_joint").get(("plan", player, card, tuple(payments)))
    memo = view.memo("joint_discards")
    if proven is None:
        memo.pop(("plan", player, card), None)
    else:
        memo[("plan", player, card)] = proven
    if plan is None:
        return gold.PaymentProblem(tuple(sources), tuple(payments))
    exclude = _excluded(view, player, card)
    return joint_problem(view, player, card, sources, payments, exclude, plan)


def entering_doubts(
    view: View, player: str, card: str, payments: Sequence[gold.Payment], texts: Sequence[str]
) -> list[str]:
    """``texts`` (unread texts a shortfall of ``payments`` is ``unknown`` by) without the
    further joint producers' when ``entering_solve`` found these payments short every way."""
    if not view.memo("entering_joint").get((player, card, tuple(payments))):
        return list(texts)
    return joint_doubts(view, player, card, texts, _excluded(view, player, card))


def unknown_code(why: str) -> ReasonCode:
    """The code of an ``unknown`` Gold plan: a search too big to try (``joint_solve``: "not
    modelled: more than ... ways") is not modelled; any other, the time limit."""
    return "not_modelled" if why.startswith("not modelled") else "time_limit"
