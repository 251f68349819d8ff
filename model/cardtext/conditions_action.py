"""What the action an Interrupt is played to makes by its effects (Reference 01, change 4: an
Interrupt is played to an action once it is announced, its targets chosen): "If the action
creates a duel", "If the action has a Melee or Ranged Attack", read into
``Condition.action_makes``, which the state's ``action_makes`` answers (not stated: unknown).

Not read: whom the duel involves ("creates a duel involving Burei"), "is a Ranged Attack action"
(an action that only makes a Ranged Attack, or any that has one?), what the action did after it
resolved.
"""

from __future__ import annotations

from model.lazy_regex import lazy_regex
from model.selectors import ActionMakes, Condition

__all__ = ["action_makes_condition"]

_MAKES = lazy_regex(
    r"the action (?:(?P<duel>creates a duel)"
    r"|has an? (?P<one>melee|ranged) attack|has a (?P<both>melee or ranged) attack)"
)
_ATTACKS: dict[str, ActionMakes] = {"melee": "melee_attack", "ranged": "ranged_attack"}


def action_makes_condition(low: str) -> Condition | None:
    """``low`` (lower case, one space between words) as one of the conditions above; None: not
    one."""
    m = _MAKES.fullmatch(low)
    if m is None:
        return None
    if m.group("duel"):
        return Condition(action_makes="duel")
    if m.group("one"):
        return Condition(action_makes=_ATTACKS[m.group("one")])
    # "a Melee or Ranged Attack": an attack of either form
    return Condition(any_of=tuple(Condition(action_makes=a) for a in _ATTACKS.values()))
