"""A reduction of the cost of Gold- or Honor-producing Holdings entering play (Costs and
restrictions / Changes to costs and payments; Reference 03, Holding Gold Production:
"Gold-producing Holdings have this stat; non-Gold-producing Holdings do not"):

- "Gold- and Honor-producing Holdings enter play for you for 1 less Gold, to a minimum of 1, but
  will not have their costs changed in any other way." (Kosaten Shiro);
- "Your Gold-producing Holdings enter play for you for 1 less Gold, to a minimum of 1."
  (Yoritomo Sensei).

Read whole, of a card in play its player controls (whose effects the state does not state), for
that player's Recruit of a Holding they own. "Gold- and Honor-producing" names the Holdings that
produce Gold and those that produce Honor. A Holding produces Gold when it has a Gold Production
stat or a mode of bowing it for Gold (the set files restate the stat as ":bow:: Produce N Gold");
it produces Honor when an ability of it bows it to gain Honor (":bow:: Gain 1 Honor."; "When your
Honor-producing Holding bows as a cost to produce Honor"). Any other Holding keeps the doubt
(the card data keeps not every sentence of a card: "produces neither" is not settled). The
reduction is taken with its minimum; with the lock ("but will not have their costs changed in
any other way") only when nothing else changes the cost; without it, with the other fixed
reductions read (``solver.in_play_reductions``); the lock undoes the card's own printed changes
("This Holding enters play for 2 less Gold if you control any Port Holdings.", Colonial
Market) and those of other cards' text (``solver.lock_undoes``). Two such sentences bearing on
one play, or any while a card in play may take traits away (Todori Sensei), are left unread.
h37adv3 W4/N13.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from model.cards import CardDef, CardType
from model.lazy_regex import lazy_regex
from model.state import View
from solver.in_play_reductions import InPlayReduction, price_after, read_reductions
from solver.lock_undoes import lock_undoes
from solver.unread_in_play import any_unread_in_play

__all__ = [
    "HoldingsReduction",
    "applied",
    "bearing",
    "passes_by",
    "producing_price",
    "settled_bearing",
]

_SHAPE = lazy_regex(
    r"(?P<your>Your )?(?P<kinds>Gold-producing|Honor-producing|Gold- and Honor-producing) "
    r"Holdings enter play for you for (?P<n>\d) less Gold(?:, to a minimum of (?P<min>\d))?"
    r"(?P<lock>, but will not have their costs changed in any other way)?\."
)
#: an ability's effect that is gaining (or producing) Honor, and nothing else
_GAIN_HONOR = lazy_regex(r"(?:Gain|Produce) \d+ Honor\.?", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class HoldingsReduction:
    """One such sentence of a card in play (``source``)."""

    source: str
    said: str
    amount: int
    minimum: int | None
    lock: bool
    gold: bool  # Gold-producing Holdings
    honor: bool  # Honor-producing Holdings


def _read(source: str, said: str) -> HoldingsReduction | None:
    m = _SHAPE.fullmatch(said.strip())
    if m is None:
        return None
    kinds = m.group("kinds")
    return HoldingsReduction(
        source,
        said,
        int(m.group("n")),
        int(m.group("min")) if m.group("min") else None,
        m.group("lock") is not None,
        kinds.startswith("Gold"),
        "Honor" in kinds,
    )


#: a sentence that may take traits away ("Your Stronghold has no traits and abilities.", Todori
#: Sensei; "remove all text in his text box"): then no sentence here is settled
_BLANKS = lazy_regex(
    r"\bno (?:\w+ (?:and|or) )?traits\b|\btext box\b|\btraits? (?:\w+ )?(?:are|is) (?:ignored|lost)"
    r"|\blos(?:e|es|t) (?:all )?(?:of )?(?:its|their|his|her) traits\b",
    re.IGNORECASE,
)


def _blanking(view: View) -> bool:
    """May a sentence of a card in play take traits away?"""
    return any_unread_in_play(view, _BLANKS)


def _sentences(view: View, player: str) -> list[HoldingsReduction]:
    """The sentences of this shape on cards in play ``player`` controls (not a card whose
    effects the state states); none while a card in play may take traits away."""
    if _blanking(view):
        return []
    stated = {e.source for e in view.state.effects if e.source is not None}
    out = []
    for inst in view.state.cards:
        if not inst.in_play or inst.controlled_by != player or inst.id in stated:
            continue
        for said in view.definition(inst.id).reductions_unread:
            r = _read(inst.id, said)
            if r is not None:
                out.append(r)
    return out


def _gold(d: CardDef) -> bool:
    """Does the Holding surely produce Gold (Reference 03: a Gold Production stat, or a mode of
    bowing it for Gold, the stat restated)?"""
    return d.gold_production is not None or any(m.bow for m in d.production)


def _honor(d: CardDef) -> bool:
    """Does the Holding surely produce Honor (an ability bowing it only to gain Honor)?"""
    for ab in d.abilities:
        bows = any(c.bow == "source" for c in ab.costs)
        if bows and ab.effects and all(_GAIN_HONOR.fullmatch(e.step or "") for e in ab.effects):
            return True
    return False


#: a word of its text that may bear on Gold or Honor: then "produces neither" is not settled
_GOLD_OR_HONOR = lazy_regex(r"gold|honor|produc|:g\w*:", re.IGNORECASE)


def _neither(d: CardDef) -> bool:
    """Does the Holding surely produce neither Gold nor Honor (Reference 03: "non-Gold-producing
    Holdings do not" have the stat)? No Gold Production stat, no Gold text of any kind, and a
    printed text that names neither Gold, Honor nor producing ("After this Holding enters play
    from a Province, refill the Province face-up.", Small Library)."""
    text = (d.printed_text or "").strip()
    return (
        d.gold_production is None
        and not d.production
        and not d.production_partial
        and not d.production_unread
        and not d.production_unread_more
        and not d.production_changes
        and not d.stronghold_bonuses
        and bool(text)
        and _GOLD_OR_HONOR.search(text) is None
    )


def bearing(view: View, r: HoldingsReduction, card: str) -> bool | None:
    """Does the sentence ``r`` lower the Recruit of ``card``? False for a card of another type
    or a Holding whose whole text names neither Gold nor Honor (``_neither``); None for another
    Holding not surely of the kinds it names."""
    d = view.definition(card)
    if d.type is not CardType.HOLDING:
        return False
    if (r.gold and _gold(d)) or (r.honor and _honor(d)):
        return True
    return False if _neither(d) else None


def _applying(
    view: View, player: str, definition: CardDef, card: str | None
) -> HoldingsReduction | None:
    """The one sentence that surely lowers ``player``'s Recruit of ``card``, else None (none,
    one not settled, or two)."""
    if (
        card is None
        or not view.has(card)
        or view.card(card).owner != player
        or definition.type is not CardType.HOLDING
    ):
        return None
    hits = [(r, bearing(view, r, card)) for r in _sentences(view, player)]
    if any(b is None for _, b in hits):
        return None
    applying = [r for r, b in hits if b]
    return applying[0] if len(applying) == 1 else None


def producing_price(
    view: View, player: str, definition: CardDef, card: str | None, cost: int
) -> tuple[int, InPlayReduction] | None:
    """The price of ``player``'s Recruit of the Holding ``card`` whose cost, every other change
    summed, is ``cost``, with the one sentence lowering it (its ``amount``: the Gold it takes
    off there, 0 at its minimum already); None when not settled."""
    r = _applying(view, player, definition, card)
    if r is None or card is None:
        return None
    reduction = InPlayReduction(
        f"{view.definition(r.source).title}: {r.said}", r.source, r.amount, r.minimum
    )
    if r.lock:
        if cost != definition.gold_cost:
            if not lock_undoes(view, player, definition, card, r.source):
                return None  # a change the state gives, or another lock: not settled
            cost = definition.gold_cost or 0  # every other change undone by the lock
        others: list[InPlayReduction] = []
    else:
        found = read_reductions(view, player, definition, card, False, None)
        if found is None:
            return None
        if any(o.amount and o.minimum is not None and o.minimum != r.minimum for o in found):
            return None  # two minima: their order would matter
        others = found
    price = price_after(cost, [*others, reduction])
    return price, replace(reduction, amount=price_after(cost, others) - price)


def passes_by(view: View, source: str, said: str, card: str) -> bool:
    """Is the sentence ``said`` of ``source`` of this shape and surely without bearing on the
    Recruit of ``card`` (a card of another type, or a Holding producing neither: its lock,
    "but will not have their costs changed in any other way", does not reach it either)?"""
    r = _read(source, said)
    return r is not None and view.has(card) and bearing(view, r, card) is False


def settled_bearing(view: View, source: str, said: str, card: str) -> bool:
    """Is the sentence ``said`` of ``source`` of this shape, with its bearing on the Recruit of
    ``card`` settled: it does not lower it, or it is in the price
    (``solver.entering_price.gold_cost_now``)?"""
    r = _read(source, said)
    if r is None or not view.has(source) or not view.has(card):
        return False
    player = view.card(source).controlled_by
    if player is None:
        return False
    b = bearing(view, r, card)
    if b is False:
        return True
    if b is None:
        return False
    found = applied(view, player, view.definition(card), card)
    return found is not None and found.source == source


def applied(
    view: View, player: str, definition: CardDef, card: str | None
) -> InPlayReduction | None:
    """The sentence of this shape in the price of ``player``'s Recruit of ``card`` (with the
    Gold it takes off there), or None."""
    from solver.entering_price import cost_before  # (it imports this module)

    cost = cost_before(view, player, definition, "dynasty", card)
    found = None if cost is None else producing_price(view, player, definition, card, cost)
    return None if found is None else found[1]
