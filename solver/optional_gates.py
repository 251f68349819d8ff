"""Optional targets under a condition, named on announcement (Abilities and actions / B: "If
required targeting or performing varies according to a currently known condition, the
targeting requirement depends on whether the condition is met"; a condition known only after
the targeting step: that targeting "is not required or carried out in the required targeting
step"). The model reads the condition onto the slot (``model.cardtext.optional_conditions``):

- ``count_when`` sets the slot's count to 0 unless the condition holds: a slot named while it
  does not hold (with the cards the announcement names for the other slots, or on the board)
  is refused, with the condition; one said of a slot the announcement leaves unnamed is not
  settled (``unknown``);
- ``TargetTiming.AFTER`` (the condition is what the effects did: "If he moved"): the target is
  chosen as the effects resolve, never on announcement, so naming it is refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from model.abilities import Ability, TargetSpec, TargetTiming
from model.describe import condition_text
from model.evaluate import condition_holds
from model.selectors import SOURCE, Condition
from model.state import View
from solver.gate_keywords import given_view
from solver.targeting import bearer_binding
from solver.verdict import Reason

__all__ = ["gate_count", "gate_reason"]


def _binding(view: View, card: str, chosen: Mapping[str, Sequence[str]]) -> dict[str, str]:
    """The card, its bearer and every slot named with exactly one card."""
    named = {k: v[0] for k, v in chosen.items() if len(v) == 1}
    return {**named, SOURCE: card, **bearer_binding(view, card)}


def gate_count(
    view: View, player: str, card: str, spec: TargetSpec, chosen: Mapping[str, Sequence[str]]
) -> int | str | None:
    """The slot's count now, its ``count_when`` conditions checked with the cards ``chosen``
    for the other slots and the keywords traits in play give (``solver.gate_keywords``);
    None when a condition names a slot not chosen; a string: the sentence not read that may
    give a keyword it tests, when that is all that shuts the slot."""
    binding = _binding(view, card, chosen)
    for rule in spec.count_when:
        if not rule.condition.references() <= set(binding):
            return None
        if condition_holds(view, player, rule.condition, binding):
            if rule.count != 0:
                return rule.count
            given = given_view(view, rule.condition, binding)
            if isinstance(given, str):
                return given
            if given is view or condition_holds(given, player, rule.condition, binding):
                return 0
    return spec.count


def _shown(cond: Condition) -> str:
    """The condition that opens the slot ("none unless X": X)."""
    if len(cond.none_of) == 1 and cond == Condition(none_of=cond.none_of):
        return condition_text(cond.none_of[0])
    return condition_text(cond)


def gate_reason(
    view: View, player: str, card: str, ability: Ability, targets: Mapping[str, Sequence[str]]
) -> Reason | None:
    """Why an optional slot the announcement names may not be chosen now (code ``target``), or
    why that is not settled (code ``not_modelled``: ``unknown``); None: no such slot."""
    for spec in ability.all_target_specs():
        chosen = tuple(targets.get(spec.name) or ())
        if not chosen or spec.is_required_kind:
            continue
        if spec.timing is TargetTiming.AFTER:
            return Reason(
                "target",
                f"{spec.name} is chosen as the effects resolve, not on announcement: its "
                "condition is known only then (Abilities and actions / B)",
                chosen,
            )
        shut = [cw for cw in spec.count_when if cw.count == 0]
        if not shut or spec.up_to:
            continue
        count = gate_count(view, player, card, spec, targets)
        if count is None:
            return Reason(
                "not_modelled",
                f"{spec.name} may be targeted only if {_shown(shut[0].condition)}: name the "
                "cards that condition is said of",
                chosen,
            )
        if isinstance(count, str):
            return Reason(
                "not_modelled",
                f"{spec.name} may be targeted only if {_shown(shut[0].condition)}: not "
                f"modelled: a trait of a card in play may give a card what this tests: {count}",
                chosen,
            )
        if count == 0:
            return Reason(
                "target",
                f"{spec.name} may be targeted only if {_shown(shut[0].condition)}, and that "
                "does not hold (Abilities and actions / B)",
                chosen,
            )
    return None
