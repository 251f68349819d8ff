"""A rulebook play's Gold label names the reductions of cards in play it applies (Costs and
restrictions / Changes to costs and payments; ``solver.in_play_reductions``): "pay 5 Gold
(Merchant Atoll's Gold cost, -1 Gold: Yasuki Makoto)", so a plan paying less than the printed
cost says why. Only sentences read with their bearing settled are named (those in the price)."""

from __future__ import annotations

from dataclasses import replace

from model.state import View
from solver.in_play_reductions import read_reductions
from solver.verdict import EQUIP, RECRUIT, Verdict

__all__ = ["name_reductions"]


def name_reductions(view: View, player: str, v: Verdict) -> Verdict:
    """``v`` with its Gold cost label naming each in-play reduction it applies ("-1 Gold:
    Yasuki Makoto"); ``v`` itself when none applies or it is no legal rulebook play."""
    w = v.witness
    if v.status != "legal" or w is None or v.ability not in (RECRUIT, EQUIP):
        return v
    if not view.has(v.card):
        return v
    d = view.definition(v.card)
    host = w.targets.get("personality", (None,))[0] if v.ability == EQUIP else None
    found = read_reductions(view, player, d, v.card, v.ability == EQUIP, host) or []
    notes = [
        f"-{r.amount} Gold"
        + (f" (to a minimum of {r.minimum})" if r.minimum is not None else "")
        + f": {view.definition(r.source).title}"
        for r in found
        if r.amount > 0 and view.has(r.source)
    ]
    head = f"({d.title}'s Gold cost"
    if not notes:
        return v
    costs = list(w.costs)
    for i, c in enumerate(costs):
        if c.kind == "gold" and head in c.text and c.text.endswith(")"):
            costs[i] = replace(c, text=f"{c.text[:-1]}, {', '.join(notes)})")
            break
    else:
        return v
    return replace(v, witness=replace(w, costs=tuple(costs)))
