"""What a conditional cost not stated as due can change (Costs and restrictions, Conditional
costs: "Bow Yashiro unless you have Reconnaissance" is paid only while he lacks it; a cost not
due is never needed). Whether it is due changes only its own payment and the targets it names:
an answer refused at a target no conditional cost names (or at a card not the player's, or not
in play) fails whether or not the cost is due, and stays ``illegal`` (h45fixa N10: Tsuruchi
Yashiro's Ranged Attack announced at a card at home)."""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.state import View
from solver.verdict import Verdict

__all__ = ["cost_untouched"]

_SLOT = lazy_regex(r"^required targeting can't be met: (?P<slot>[\w-]+):")


def cost_untouched(view: View, card: str, ability: int, found: Verdict) -> bool:
    """Does the illegal ``found`` fail whether or not ``card``'s conditional costs are due?"""
    abilities = view.definition(card).abilities
    if found.status != "illegal" or not found.details or not 0 <= ability < len(abilities):
        return False
    first = found.details[0]
    if first.code in ("not_yours", "not_in_play"):
        return True
    m = _SLOT.match(first.text)
    if first.code != "target" or m is None:
        return False
    conditional = [c for c in abilities[ability].costs if c.unless or c.only_if]
    return not any(f"'{m['slot']}'" in repr(c) for c in conditional)
