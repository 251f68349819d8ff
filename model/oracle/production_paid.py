"""How a payment brings its card into play, in the Gold text (Reference 02: "Dynasty: Recruit",
"Open: Equip"; Costs and restrictions / Gold production): "when it pays to Recruit or Equip a
single Library or Spell only", "when paying to Equip an Item or Spell from your hand", "or 4
Gold if paying for a face-up Unaligned Personality".
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cards import ProductionMode
from model.lazy_regex import lazy_regex
from model.oracle.production_terms import ONLY_PAY, _pay_selectors, _Unmodelled
from model.payments import GoldBonus, PaySelector

#: "for" (any payment), "to recruit", "to equip", "to recruit or equip"
HOW = r"for|to recruit or equip|to recruit|to equip"


def paid_how(how: str, phrase: str) -> list[PaySelector]:
    """What "paying <how> <phrase>" accepts: one selector per alternative of ``phrase`` and
    per way of bringing it into play. "to Equip X from your hand": Equip brings an attachment
    from its player's hand (Reference 02: the rulebook's Open: Equip), so "from your hand"
    adds nothing to it; anywhere else it is refused. Only a card is Recruited or Equipped, not
    an action."""
    how = how.strip()
    # "a face-up Unaligned Personality": a card entering play is face-up (Reference 05,
    # Entering-Play Areas: "face-up but out of play"), so the word adds nothing
    phrase = re.sub(r"\bface-up (?=[a-z])", "", phrase)
    if m := re.fullmatch(r"(?P<x>.+?) from your hand", phrase):
        if how != "to equip":
            raise _Unmodelled(f"'from your hand' without Equip: {phrase!r}")
        phrase = m.group("x")
    selectors = _pay_selectors(phrase)
    if how == "for":
        return selectors
    if any(p.action or p.from_card_in_play is not None for p in selectors):
        raise _Unmodelled(f"only a card is Recruited or Equipped: {how} {phrase!r}")
    selectors = [replace(p, action=None) for p in selectors]
    out: list[PaySelector] = []
    if "recruit" in how:
        out.extend(replace(p, recruit=True) for p in selectors)
    if "equip" in how:
        out.extend(replace(p, equip=True) for p in selectors)
    return out


_SINGLE_PAID = lazy_regex(
    r"when paying for a single (?P<x>[a-z]+) only, this (?:holding|stronghold) has "
    r"\+(?P<n>\d+)gp(?:, and an additional \+(?P<m>\d+)gp if the (?P<again>[a-z]+) costs "
    r"(?P<cost>\d+) or more)?"
)


def single_paid_bonuses(low: str) -> list[GoldBonus] | None:
    """ "When paying for a single Item only, this Holding has +1GP, and an additional +1GP if
    the Item costs 6 or more": bonuses to the card's Gold Production stat, the second for a
    card of a printed Gold Cost of at least that much (``min_gold_cost``: paying less for a
    card does not change its Gold Cost stat, Costs and restrictions, older revision's
    example); None when ``low`` (lower-case, no final period) is not such a sentence."""
    m = _SINGLE_PAID.fullmatch(low)
    if m is None or (m.group("again") is not None and m.group("again") != m.group("x")):
        return None
    selectors = _pay_selectors(m.group("x"))
    bonuses = [GoldBonus(when=p, gold=int(m.group("n"))) for p in selectors]
    if m.group("m") is not None:
        cost = int(m.group("cost"))
        bonuses += [
            GoldBonus(when=replace(p, min_gold_cost=cost), gold=int(m.group("m")))
            for p in selectors
        ]
    return bonuses


_PAID_COST = lazy_regex(
    r"when paying for an? non-variable-cost (?P<x>[a-z][a-z ]*?), produce (?:an amount of )?"
    rf"gold equal to the (?P<ref>[a-z][a-z ]*?)'s (?:gold )?cost{ONLY_PAY}"
)


def paid_cost_modes(s: str, honor: int) -> list[ProductionMode] | None:
    """ "When paying for a non-variable-cost Monk, produce Gold equal to the Monk's Gold Cost
    which may only pay for them": for that card only, as much Gold as its printed Gold Cost
    (``GoldBonus.plus_gold_cost``; "non-variable-cost": a card with a printed Gold Cost, so
    ``min_gold_cost=0``; paying less for a card does not change its Gold Cost stat, Costs and
    restrictions, older revision's example). None when ``s`` is not such a sentence; the card
    named the second time must be the first."""
    m = _PAID_COST.fullmatch(s)
    if m is None or m.group("ref") != m.group("x"):
        return None
    cost = GoldBonus(when=PaySelector(), gold=0, plus_gold_cost=True)
    return [
        ProductionMode(
            gold=0, only_for=replace(p, min_gold_cost=0), bonuses=(cost,), lose_honor=honor
        )
        for p in _pay_selectors(m.group("x"))
        if p.min_gold_cost is None and p.action is not True
    ] or None
