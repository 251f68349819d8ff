"""The explanation of two readings when the state settles an opening "If": "Water Battle: If
there is a dead Personality in any discard pile, Ranged 3 Attack." (Moto Ming-Gwok •
Experienced; h44adv5 E1).

The opening reads two ways (README, Readings: a restriction on the action, or a condition of
the effect whose targets are then required only if it holds: Abilities and actions / B, a
currently known condition). When the condition holds now, both readings ask the same of the
targets, so the doubt that remains is only the other relaxations the lenient reading makes
(the attack's Force limit); the opening's note is left out of the explanation. Explanation
only: the verdict is the two readings' as before."""

from __future__ import annotations

from model.abilities import Ability
from model.evaluate import condition_holds
from model.selectors import SOURCE, Condition
from model.state import View

__all__ = ["settled_note"]

_OPENING = "the opening 'If "


def _gates(ab: Ability) -> list[Condition]:
    """The conditions of the lenient reading's "none unless X" target gates (each X)."""
    lenient = ab.lenient
    if lenient is None:
        return []
    return [
        rule.condition.none_of[0]
        for spec in lenient.all_target_specs()
        for rule in spec.count_when
        if rule.count == 0
        and len(rule.condition.none_of) == 1
        and rule.condition == Condition(none_of=rule.condition.none_of)
    ]


def settled_note(view: View, player: str, card: str, ab: Ability) -> str:
    """``ab.lenient_note`` without the opening's note when its condition holds now (see the
    module); unchanged otherwise."""
    parts = ab.lenient_note.split("; ")
    rest = [p for p in parts if not p.startswith(_OPENING)]
    if len(rest) == len(parts) or not rest:
        return ab.lenient_note
    gates = _gates(ab)
    binding = {SOURCE: card}
    if not gates or not all(
        g.references() <= set(binding) and condition_holds(view, player, g, binding) for g in gates
    ):
        return ab.lenient_note
    return "; ".join(rest)
