"""Gold limited to one action beside a Gold surcharge on targeting a card (Costs and
restrictions / Gold production: "Gold costs that are added by a separate additional effect ...
must be paid in a separate payment"; Abilities and actions / B: targets are chosen as the
action is announced).

The same holds for every Gold cost added to the action by a separate effect, marked ``added``
(``solver.costs._APART``): a stated ``added_cost`` (the rules' own example, "an effect makes
all Political actions have an additional cost of 2 Gold"), a card's, a Discipline's.

"Reaction: When paying for an action, produce 3 Gold which may only pay for that action."
(Yasuki Tanimura), "Tireless Reaction: When paying for an action, produce 2 Gold which may only
pay for that action." (Luxurious Silk): whether such Gold may pay the separate payment another
card adds to the action ("Other players' actions targeting The Abbot cost 2 more Gold (even
actions without Gold costs)." The Abbot • Experienced 3, ``solver.targeting_surcharge``) the
rules files do not say: it is paid for that action, but apart from its own cost. So, as for a
card's Gold beside the Clan Honor Rule's 2 (``solver.added_payment_sources``), the planner first
looks for a plan that keeps such Gold on the action's own cost: found, `legal`; none, but one
with that Gold on the surcharge, the shortfall is a doubt naming both texts (`unknown`); none
even so, `illegal` stands.
"""

from __future__ import annotations

from collections.abc import Sequence

from model.abilities import Ability
from model.state import View
from solver import gold
from solver.action_reductions import with_action_reductions
from solver.added_payment_sources import kept_off_added, needed_on_added
from solver.costs import CostOption
from solver.effects import added_cost_effects
from solver.production import unpaid_cost_sources

__all__ = ["action_gold_doubts", "action_sources"]


def action_sources(
    view: View, player: str, card: str, sources: list[gold.Source], payments: Sequence[gold.Payment]
) -> list[gold.Source]:
    """``sources`` for the action of ``card``: Gold limited to what is paid for kept off the
    added payments (``kept_off_added``, remembered for ``action_gold_doubts``), then the bowed
    reductions of the action's own cost (``with_action_reductions``: Kaeru Contractor)."""
    kept = kept_off_added(view, player, card, sources, payments)
    return with_action_reductions(view, player, card, kept, payments)


def _gold_text(view: View, card: str) -> str:
    """The paragraphs of ``card``'s printed text that limit its Gold ("may only pay for")."""
    said = [
        line.strip()
        for line in (view.definition(card).printed_text or "").splitlines()
        if "Gold" in line and " only " in line
    ]
    return " ".join(said) or "its Gold is limited to what it pays for"


def _added_text(
    view: View,
    player: str,
    card: str,
    payment: gold.Payment,
    ability: Ability | None,
    choice: Sequence[CostOption],
) -> str:
    """The sentence that adds ``payment``: The Abbot's ("surcharge:<card>:<i>",
    ``targeting_surcharges``), or an added cost of the action ("cost<n>", the n-th option of
    ``choice``: a stated or a card's ``added_cost`` effect, a Discipline's)."""
    parts = payment.id.split(":")
    n = payment.id.removeprefix("cost")
    if n.isdigit() and 0 < int(n) <= len(choice):
        said = choice[int(n) - 1].text
        found = added_cost_effects(view, player, card, ability) if ability else []
        by = ", ".join(sorted({e.source or "a stated effect" for e in found}))
        return f"{said} (added by {by})" if by else said
    if len(parts) == 3 and parts[0] == "surcharge" and view.has(parts[1]) and parts[2].isdigit():
        d = view.definition(parts[1])
        unread = d.actions_unread
        i = int(parts[2])
        if i < len(unread):
            return f"{d.title} ({parts[1]}): {unread[i]!r}"
    return f"an added Gold cost ({payment.id})"


def action_gold_doubts(
    view: View,
    player: str,
    card: str,
    excluded: Sequence[str],
    ability: Ability | None = None,
    choice: Sequence[CostOption] = (),
) -> list[str]:
    """The doubts of a Gold shortfall for the action of ``card``: the cost sources not modelled
    (``unpaid_cost_sources``), and each source ``action_sources`` kept off an added payment
    when only with it there could the Gold be paid (module doc), naming both texts."""
    out = list(unpaid_cost_sources(view, player, excluded))
    cards, added = needed_on_added(view, player, card)
    for c in cards:
        extra = "; ".join(_added_text(view, player, card, p, ability, choice) for p in added)
        out.append(
            f"{view.definition(c).title} ({c}): {_gold_text(view, c)!r}: whether that Gold may "
            f"pay a cost another effect adds to the action, paid separately ({extra}), is not said"
        )
    return out
