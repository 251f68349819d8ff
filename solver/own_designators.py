"""The designators an action has now when its card's own trait adds some while a condition holds
(``Ability.designators_if``; ``model.cardtext.own_designators``): "This Strategy's ability is
Battle/Engage if you control a Scout at this battlefield."

Abilities and actions / Designators: the designator tells when the action can be taken. Its
printed designators always count; one the trait adds counts only when the condition holds as the
action is announced (Costs and restrictions / Conditions). When a printed one fits the moment,
the action is taken under it and the condition asks nothing; when only an added one fits, the
condition decides: met, the action has it; not met, only the printed ones (refused by the
timing check as any other action out of its time); a fact the state does not say (a Clan not
settled), the answer is unknown (``model.condition_facts``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from model.abilities import Ability, Designator
from model.condition_facts import condition_settled
from model.describe import condition_text
from model.selectors import SOURCE
from model.state import View

__all__ = ["designators_now"]

Now = Callable[[View, str, Ability], Designator | None]


def designators_now(
    view: View, player: str, card_id: str, ability: Ability, now: Now
) -> tuple[Ability, str | None]:
    """``ability`` with the designators it has now (``now``: the designator a reading would
    have at this moment, ``solver.timing.designator_now``), and what the state does not say
    that decides an added one (None: settled)."""
    cond = ability.designators_while
    if cond is None:
        return ability, None
    added = set(ability.designators_if)
    own = tuple(d for d in ability.designators if d not in added)

    def only(ab: Ability, lenient: Ability | None) -> Ability:
        return replace(
            ab, designators=own, designators_if=(), designators_while=None, lenient=lenient
        )

    printed = only(ability, None if ability.lenient is None else only(ability.lenient, None))
    fits = now(view, player, printed)
    if fits is not None:
        return printed, None  # taken under a printed designator
    fits = now(view, player, ability)
    if fits is None or fits not in added:
        return printed, None
    got = condition_settled(view, player, cond, {SOURCE: card_id})
    if got is False:
        return printed, None
    if isinstance(got, str):
        more = "/".join(d.value.title() for d in ability.designators_if)
        return ability, f"it is {more} only if {condition_text(cond)}, and {got}"
    return ability, None
