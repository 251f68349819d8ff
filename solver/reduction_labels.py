"""A rulebook play's Gold label names the reductions of cards in play it applies (Costs and
restrictions / Changes to costs and payments; ``solver.in_play_reductions``): "pay 5 Gold
(Merchant Atoll's Gold cost, -1 Gold: Yasuki Makoto)", so a plan paying less than the printed
cost says why (and one paying more: "+2 Gold: Respect", ``solver.honor_surcharge``); a Gold
shortfall's "the Gold cost needs 5 Gold" does too ("... needs 5 Gold (-1 Gold: Yasuki
Makoto)"). Only sentences read with their bearing settled are named (those in the price; an
Equip's shortfall names those of no particular host)."""

from __future__ import annotations

import re
from dataclasses import replace

from model.common import Stat
from model.lazy_regex import lazy_regex
from model.state import View
from solver.honor_surcharge import surcharge_notes
from solver.in_play_reductions import read_reductions
from solver.increase_labels import increase_notes, minimum_notes, own_notes
from solver.producing_holdings import applied
from solver.verdict import EQUIP, RECRUIT, Verdict

__all__ = ["name_reductions"]

_NEEDS = "the Gold cost needs "
_NEEDS_N = lazy_regex(rf"{_NEEDS}\d+ Gold")


def _notes(view: View, player: str, v: Verdict, host: str | None) -> list[str]:
    """ "-N Gold[ (to a minimum of M)]: Title" for each reduction in the price of ``v``'s play."""
    d = view.definition(v.card)
    found = read_reductions(view, player, d, v.card, v.ability == EQUIP, host) or []
    if v.ability == RECRUIT and (producing := applied(view, player, d, v.card)) is not None:
        found = [*found, producing]  # "Gold- and Honor-producing Holdings ..." (Kosaten Shiro)
    # "he costs 2 more Gold to Recruit" (Respect; ``solver.honor_surcharge``): in the price too
    more = surcharge_notes(view, d, v.card) if v.ability == RECRUIT else []
    # "You Equip non-Water Spells for 1 more Gold." (read with certainty; h40adv2 E1)
    more += own_notes(view, player, d, v.card, v.ability == RECRUIT, host)
    more += increase_notes(view, player, d, v.card, RECRUIT if v.ability == RECRUIT else EQUIP)
    return [
        f"-{r.amount} Gold"
        + (f" (to a minimum of {r.minimum})" if r.minimum is not None else "")
        + f": {view.definition(r.source).title}"
        for r in found
        if r.amount > 0 and view.has(r.source)
    ] + more


def _delta(note: str) -> int:
    """The Gold a label note ("-1 Gold: Yasuki Makoto", "+2 Gold: Respect") changes by."""
    m = re.match(r"([+-]\d+) Gold", note)
    return 0 if m is None else int(m.group(1))


def _short_named(view: View, player: str, v: Verdict) -> Verdict:
    """A shortfall's "the Gold cost needs N Gold" naming the reductions in N."""
    if not any(_NEEDS in r.text for r in v.details if r.code == "gold"):
        return v
    notes = _notes(view, player, v, None)
    if (m := _NEEDS_N.search(" ".join(r.text for r in v.details if r.code == "gold"))) is not None:
        needs = int(m.group(0)[len(_NEEDS) :].split()[0])
        printed = view.stat(v.card, Stat.GOLD_COST)  # printed, with the state's modifiers
        # the cost before a minimum: that, with the changes named ("-1 Gold: ...")
        before = None if printed is None else printed + sum(_delta(n) for n in notes)
        notes += minimum_notes(view, player, v.ability == RECRUIT, needs, before)
    if not notes:
        return v
    said = f" ({', '.join(notes)})"
    details = tuple(
        replace(r, text=_NEEDS_N.sub(lambda m: m.group(0) + said, r.text, count=1))
        if r.code == "gold"
        else r
        for r in v.details
    )
    return replace(v, details=details, reasons=tuple(r.text for r in details))


def name_reductions(view: View, player: str, v: Verdict) -> Verdict:
    """``v`` with its Gold cost label (or its shortfall) naming each in-play reduction it
    applies ("-1 Gold: Yasuki Makoto"); ``v`` itself when none applies, or no rulebook play."""
    w = v.witness
    if v.ability not in (RECRUIT, EQUIP) or not view.has(v.card):
        return v
    if v.status != "legal" or w is None:
        return _short_named(view, player, v)
    d = view.definition(v.card)
    host = w.targets.get("personality", (None,))[0] if v.ability == EQUIP else None
    notes = _notes(view, player, v, host)
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
