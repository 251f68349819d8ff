"""Conditions on the armies of the battle (Reference 05, Side: "The Attacker and Defender each
have their own side"; a unit is a Personality with his attachments, Reference 03), read by
``model.cardtext.conditions.parse_condition``:

- "your current army has more units than the current enemy army", "your army has fewer units
  than the enemy army" (or "the opposing army"): how many units each side has at the current
  battlefield (``Condition.army``);
- "your army is currently opposed by an army with greater total Force", "your current army is
  opposed by an army with less total Force containing at least one unit": both sides have units
  and the enemy's total Force is greater (less) (outside battle resolution every card counts,
  Reference 04);
- "there are any attacking enemy units at the current battlefield": an attacking Personality
  of another player's there;
- "you are the Attacker or Defender (in this battle)": either (as "you are the attacker" and
  "you are the defender" are read);
- "your current army has lower total Force than the current enemy army" (a side with no units
  has an absent total Force, Reference 04: zero when compared), "your side has fewer units than
  the enemy side", "there are any units in the current enemy army".

"Your army" names your army at the current battlefield, so outside the Combat Segment the
solver answers unknown. Not read: "your attacking army" (at Engage there is no current
battlefield: which of your armies?), a total Force compared in another way.
"""

from __future__ import annotations

from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import ArmyCompare, Condition, Controller, CountAtLeast, Selector
from model.zones import Place

__all__ = ["army_condition"]

_ENEMY_ARMY = r"the (?:(?:current )?enemy army|opposing army|army opposing it|enemy side)"
_UNITS = lazy_regex(
    rf"your (?:(?:current )?army|side) has (?P<cmp>fewer|more) units than {_ENEMY_ARMY}"
)
#: (a side with no units has an absent total Force, Reference 04: zero when compared)
_FORCE = lazy_regex(
    r"your (?:current )?army has (?P<cmp>lower|less|greater|more|higher) total force than "
    + _ENEMY_ARMY
)
_ENEMY_HAS_UNITS = lazy_regex(
    r"there are any units in the current enemy army|the current enemy army contains at least "
    r"one unit"
)
#: "your army is currently opposed by an army with greater total force" (Legendary Victory),
#: "your current army is opposed by an army with less total Force containing at least one
#: unit" (Refuse Advantage): "opposed" already needs a unit there, so the last words add nothing
_OUTFORCED = lazy_regex(
    r"your (?:current )?army is (?:currently )?opposed by an army with "
    r"(?P<cmp>greater|higher|less|lower) total force(?: containing at least one unit)?"
)
_ATTACKING_ENEMY = lazy_regex(
    r"there are any attacking enemy units (?:at|in) (?:the current|this) battlefield"
)
_ROLES = lazy_regex(
    r"you are the (?P<a>attacker|defender) or (?:the )?(?P<b>attacker|defender)(?: in this "
    r"battle)?|you are the (?P<one>attacker|defender) in this battle"
)


def army_condition(low: str) -> Condition | None:
    """``low`` (lower case, one space between words) as one of the conditions above; None: not
    one."""
    if m := _UNITS.fullmatch(low):
        return Condition(army=ArmyCompare(measure="units", fewer=m.group("cmp") == "fewer"))
    if m := _FORCE.fullmatch(low):
        fewer = m.group("cmp") in ("lower", "less")
        return Condition(army=ArmyCompare(measure="force", fewer=fewer))
    if m := _OUTFORCED.fullmatch(low):
        fewer = m.group("cmp") in ("greater", "higher")  # the enemy's is greater: yours less
        return Condition(army=ArmyCompare(measure="force", fewer=fewer, opposed=True))
    if _ENEMY_HAS_UNITS.fullmatch(low):
        enemy = Selector(
            type=(CardType.PERSONALITY,),
            controller=Controller.OPPONENT,
            location=Place.CURRENT_BATTLEFIELD,
        )
        return Condition(exists=CountAtLeast(select=enemy))
    if _ATTACKING_ENEMY.fullmatch(low):
        # an enemy unit is another player's Personality with his attachments (Reference 03)
        attacking = Selector(
            type=(CardType.PERSONALITY,),
            controller=Controller.OPPONENT,
            location=Place.CURRENT_BATTLEFIELD,
            attacking=True,
        )
        return Condition(exists=CountAtLeast(select=attacking))
    if m := _ROLES.fullmatch(low):
        roles = [m.group("one")] if m.group("one") else [m.group("a"), m.group("b")]
        if len(set(roles)) != len(roles):
            return None
        said = tuple(
            Condition(you_are="attacking" if r == "attacker" else "defending") for r in roles
        )
        return said[0] if len(said) == 1 else Condition(any_of=said)
    return None
