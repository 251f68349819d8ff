"""Gold an action makes for later in its phase ("Battle, :bow:: Ranged 2 Attack. If this
destroys a card, produce 1 Gold (which can be used later this phase).", Tsuruchi Rin; h30adv1
N9): Gold produced outside a payment lasts only the rest of that phase (Costs and restrictions
/ Gold production: excess Gold is lost). A Battle action is taken only in the Combat Segment of
an Attack Phase (Abilities and actions / Designators), so outside an Attack Phase no such Gold
can exist now, whatever ``past`` says: the card's unread text can't pay a cost then. In an
Attack Phase it stays a doubt (the state records no Gold kept for later).
"""

from __future__ import annotations

import re

from model.abilities import Designator
from model.cards import CardDef
from model.lazy_regex import lazy_regex
from model.state import Phase, View

__all__ = ["phase_gold_gone"]

#: the whole unread Gold text: "... produce N Gold (which can be used later this phase)."
_LATER = lazy_regex(
    r"Gold text not understood: '(?:If this [^,.;']+, )?produce \d+ Gold "
    r"\(which can be used later this phase\)\.?'",
    re.IGNORECASE,
)


def phase_gold_gone(view: View, d: CardDef) -> bool:
    """Is ``d``'s only unread Gold text Gold its Battle actions make for later in the phase,
    while this is no Attack Phase (nothing else read or partly read produces on it)?"""
    if view.state.phase is Phase.ATTACK or d.production or d.production_partial:
        return False
    if _LATER.fullmatch(d.production_unread) is None:
        return False
    designators = [set(a.designators) for a in d.abilities if a.designators]
    return bool(designators) and all(ds == {Designator.BATTLE} for ds in designators)
