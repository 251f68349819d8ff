"""A Sensei's Gold Production modifier the card data lacks, bounded by a maximum on its
Stronghold's Gold Production (Reference 03, Sensei; Reference 04, Minimums and maximums;
h41adv7 N5): "Your Stronghold has a maximum GP of 3." (Voitagi Sensei) caps the Stronghold's
Gold Production whatever the missing modifier is, so the Stronghold produces at most that
many Gold. A shortfall that stays with every Gold mode of the Stronghold read from its stat
at the cap is certain: the unread modifier (``solver.production_sensei``) can't pay it. Any
other shortfall keeps the doubt."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from model.cards import CardType
from model.common import Stat
from model.state import StatModifier, View
from solver import gold

__all__ = ["capped_note", "capped_sensei_cannot_pay"]

_SAID = "its Gold Production modifier is not in the card data"
#: larger than any printed Gold Production: the stat is clamped to the cap (``View.stat``)
_PAST_ANY_CAP = 1000
#: the View memo: card -> the words naming the Strongholds counted at the cap
_NOTED = "sensei_gold_cap.noted"


def _cap(view: View, player: str) -> int | None:
    """The lowest "Your Stronghold has a maximum Gold Production of N." of ``player``'s cards
    in play; None when there is none."""
    caps = [
        cap
        for c in view.state.cards
        if c.in_play
        and c.controlled_by == player
        and (cap := view.definition(c.id).stronghold_gp_maximum) is not None
    ]
    return min(caps) if caps else None


def capped_sensei_cannot_pay(
    view: View,
    player: str,
    text: str,
    sources: Sequence[gold.Source],
    payments: Sequence[gold.Payment],
    card: str | None = None,
) -> bool:
    """Is ``text`` the unread Sensei modifier of ``player``'s Stronghold while a maximum caps
    that Stronghold's Gold Production, and are ``payments`` short even with the Stronghold at
    the cap (its stated modifier set past it, so ``View.stat`` clamps it there)? When so, the
    refusal of ``card`` names the cap (``capped_note``)."""
    cap = _cap(view, player)
    if _SAID not in text or not payments or cap is None:
        return False
    from solver.production import gold_sources, source_card  # it calls this (no cycle)

    strongholds = {
        c.id
        for c in view.state.cards
        if c.in_play and c.controlled_by == player and view.type_of(c.id) is CardType.STRONGHOLD
    }
    raised = StatModifier(Stat.GOLD_PRODUCTION, _PAST_ANY_CAP, "sensei")
    cards = tuple(
        replace(c, modifiers=(*c.modifiers, raised)) if c.id in strongholds else c
        for c in view.state.cards
    )
    probe = view.derive(replace(view.state, cards=cards))
    known = {s.id for s in sources}
    added = [
        s
        for s in gold_sources(probe, player)
        if source_card(s.id) in strongholds and s.id not in known
    ]
    problem = gold.PaymentProblem((*sources, *added), tuple(payments))
    if added and gold.solve(problem, time_limit_s=1.0).status != "infeasible":
        return False
    if card is not None:
        names = ", ".join(sorted(view.definition(s).title for s in strongholds))
        view.memo(_NOTED)[card] = (
            f"counting {names} at its maximum Gold Production of {cap}, whatever the Sensei "
            "modifier not in the card data is"
        )
    return True


def capped_note(view: View, card: str) -> str | None:
    """The words a Gold refusal of ``card`` adds when ``capped_sensei_cannot_pay`` settled it."""
    found = view.memo(_NOTED).get(card)
    return found if isinstance(found, str) else None
