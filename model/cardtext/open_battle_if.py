"""An opening "If it is a Combat Segment" on a Battle/Open action (Abilities and actions /
Designators): a condition of the effect only, one reading.

A Battle/Open action is Open when used in the Action Phase and Battle in the Combat Segment
(Abilities and actions: "the action it creates only has one designator; Open if used in the
Action Phase, or Battle if used in the Combat Segment"). Read as a restriction, an effects
text opening "If it is a Combat Segment" would forbid every Open use and make the designator
meaningless, so the "If" conditions the effect alone: the lenient reading is the only one.
"""

from __future__ import annotations

from dataclasses import replace

from model.abilities import Ability, Designator
from model.selectors import Condition

#: the condition "If it is a Combat Segment" (or "during a battle") reads to
_IN_BATTLE = Condition(in_battle=True)


def _adds_only_battle(strict: Condition | None, lenient: Condition | None) -> bool:
    """Whether the strict restriction is the lenient one plus "in a battle" alone."""
    if lenient is None:
        return strict == _IN_BATTLE
    return strict == Condition(all_of=(*(lenient.all_of or (lenient,)), _IN_BATTLE)) or (
        strict == Condition(all_of=(lenient, _IN_BATTLE))
    )


def open_battle_opening(ability: Ability) -> Ability:
    """``ability`` with its strict reading dropped when that reading only adds an opening
    "If it is a Combat Segment" as a restriction to a Battle/Open action (module docstring)."""
    lenient = ability.lenient
    if (
        lenient is None
        or not {Designator.OPEN, Designator.BATTLE} <= set(ability.designators)
        or not ability.lenient_note.startswith("the opening 'If ")
        or "; " in ability.lenient_note
        or not _adds_only_battle(ability.condition, lenient.condition)
    ):
        return ability
    return replace(lenient, lenient=None, lenient_note="")
