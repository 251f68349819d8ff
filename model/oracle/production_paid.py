"""How a payment brings its card into play, in the Gold text (Reference 02: "Dynasty: Recruit",
"Open: Equip"; Costs and restrictions / Gold production): "when it pays to Recruit or Equip a
single Library or Spell only", "when paying to Equip an Item or Spell from your hand".
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.oracle.production_terms import _pay_selectors, _Unmodelled
from model.payments import PaySelector

#: "for" (any payment), "to recruit", "to equip", "to recruit or equip"
HOW = r"for|to recruit or equip|to recruit|to equip"


def paid_how(how: str, phrase: str) -> list[PaySelector]:
    """What "paying <how> <phrase>" accepts: one selector per alternative of ``phrase`` and
    per way of bringing it into play. "to Equip X from your hand": Equip brings an attachment
    from its player's hand (Reference 02: the rulebook's Open: Equip), so "from your hand"
    adds nothing to it; anywhere else it is refused. Only a card is Recruited or Equipped, not
    an action."""
    how = how.strip()
    if m := re.fullmatch(r"(?P<x>.+?) from your hand", phrase):
        if how != "to equip":
            raise _Unmodelled(f"'from your hand' without Equip: {phrase!r}")
        phrase = m.group("x")
    selectors = _pay_selectors(phrase)
    if how == "for":
        return selectors
    if any(p.action is not None or p.from_card_in_play is not None for p in selectors):
        raise _Unmodelled(f"only a card is Recruited or Equipped: {how} {phrase!r}")
    out: list[PaySelector] = []
    if "recruit" in how:
        out.extend(replace(p, recruit=True) for p in selectors)
    if "equip" in how:
        out.extend(replace(p, equip=True) for p in selectors)
    return out
