"""A cost due only while what the state does not say fails (Costs and restrictions,
Conditional costs: "Bow this Samurai unless he is dishonorable" means that you only have to bow
him as a cost if you are honorable).

"Bow Nitani unless you have Reconnaissance", where the state does not say whether you have it
(``solver.timing``): the cost is read as due. A cost not due is never needed, so an action
legal with the cost due is legal either way; one illegal with it due may be legal without it,
and the answer is then unknown (never a false illegal).
"""

from __future__ import annotations

from model.state import View
from solver.timing import usable_now
from solver.verdict import Reason, Verdict

__all__ = ["doubt_unless_costs", "doubt_unstated_payments"]


def doubt_unless_costs(view: View, player: str, card: str, ability: int, found: Verdict) -> Verdict:
    """``found`` (the verdict with every such cost due), or unknown where it is illegal for
    more than its timing and whether a cost is due is not stated."""
    if found.status != "illegal" or (found.details and found.details[0].code == "timing"):
        return found
    doubt = usable_now(view, player, card, ability).doubt_if_illegal
    if doubt is None:
        return found
    why = Reason(
        "not_modelled",
        f"illegal if its conditional cost is due, but {doubt}",
        (card,),
    )
    return Verdict.of(
        "unknown", card, ability, found.title, [why, *found.details[:3]], None, found.designator
    )


def doubt_unstated_payments(found: Verdict) -> Verdict:
    """``found``, or unknown where it is legal only by a way to pay a cost the state does not
    say can be paid ("Discard the top 3 cards of your Fate deck" when it does not say how many
    cards the deck holds: ``CostOption.doubt``). An illegal verdict stands: it was reached with
    such a cost payable."""
    witness = found.witness
    if found.status != "legal" or witness is None:
        return found
    doubts = [o.doubt for o in witness.costs if o.paid and o.doubt is not None]
    if not doubts:
        return found
    why = Reason("not_modelled", f"legal only if {doubts[0]}", (found.card,))
    return Verdict.of(
        "unknown", found.card, found.ability, found.title, [why], None, found.designator
    )
