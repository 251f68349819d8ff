"""Words for a Gold shortfall that a prevented Honor loss causes (Costs and restrictions / Costs
and changes, Example 1: "A player who cannot lose Honor cannot pay the cost 'Lose 2 Honor'";
``solver.honor_loss_scope``): "You do not lose Honor from cards you own." (The Forgotten Temple)
leaves out the mode of House of Disgrace ":bow:: Produce 2 Gold, or lose 1 Honor to produce 3
Gold" that loses Honor as its cost (``solver.production``). A refusal for Gold then says so,
beside the Gold its sources produce: which mode was left out and the sentence that stops it.
So does a Gold-producing Reaction a stated effect surely bars (``solver.reaction_stated_bar``):
the card and the effect, with its ``source``."""

from __future__ import annotations

from dataclasses import replace

from model.state import View
from solver.honor_loss_scope import honor_loss_prevented
from solver.reaction_stated_bar import barred_notes
from solver.verdict import Verdict

__all__ = ["name_stopped_modes", "stopped_modes"]


def stopped_modes(view: View, player: str) -> list[tuple[str, str]]:
    """(card id, words) for each unbowed card ``player`` controls in play with a Gold mode
    whose Honor-loss cost a trait read prevents."""
    out = []
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player or inst.bowed:
            continue
        d = view.definition(inst.id)
        modes = [m for m in d.production if m.lose_honor and m.honor_is_cost]
        if not modes or (why := honor_loss_prevented(view, player, inst.id)) is None:
            continue
        for m in modes:
            gold = "" if m.gold is None else f" to produce {m.gold} Gold"
            out.append(
                (
                    inst.id,
                    f"{d.title}'s mode losing {m.lose_honor} Honor{gold} can't be used: its "
                    f"Honor loss is a cost you can't pay ({why})",
                )
            )
    return out


def name_stopped_modes(view: View, player: str, verdict: Verdict) -> Verdict:
    """An ``illegal`` verdict refused for Gold, its Gold reasons naming the modes a prevented
    Honor loss left out (``stopped_modes``); any other verdict as it is."""
    if verdict.status != "illegal" or not any(d.code == "gold" for d in verdict.details):
        return verdict
    # and each Gold-producing Reaction a stated effect surely bars (h40adv7 W7)
    stopped = (*stopped_modes(view, player), *barred_notes(view, player))
    if not stopped:
        return verdict
    note = "; ".join(words for _, words in stopped)
    ids = tuple(cid for cid, _ in stopped)
    details = tuple(
        replace(
            d, text=f"{d.text} ({note})", cards=(*d.cards, *(c for c in ids if c not in d.cards))
        )
        if d.code == "gold"
        else d
        for d in verdict.details
    )
    return replace(verdict, details=details, reasons=tuple(d.text for d in details))
