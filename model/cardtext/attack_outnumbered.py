"""An attack's bonus while the target's army is outnumbered ("Melee Attack equal to the number
of Personalities in Nissho's army, with +1 strength if the target's army is outnumbered",
Matsu Nissho), for ``attack_bonuses``.

The strict reading's target is an opponent's card at the current battlefield (the Fear and
Melee Attack reminders), so its army is the current enemy army; an army is a side's units, one
per Personality (Reference 03, units; Reference 05, Side), and "outnumbered" is read as the
other army having more of them (``ArmyCompare`` of units, as "your current army has more units
than the current enemy army" is read). With more than two players "the target's army" may be
one player's army of the enemy side: not read there (the bonus left out, the lower strength).
"""

from __future__ import annotations

import re

from model.selectors import ArmyCompare, Condition

__all__ = ["target_army_outnumbered"]

_TARGET_ARMY = re.compile(
    r"^(?:the|its) target'?s army is outnumbered$|^the target is in an outnumbered army$",
    re.IGNORECASE,
)
#: your army at the current battlefield has more units than the enemy army there
_MORE_UNITS = Condition(army=ArmyCompare(measure="units", fewer=False))


def target_army_outnumbered(text: str) -> Condition | None:
    """ "the target's army is outnumbered" as a condition on the state (None: other words)."""
    if _TARGET_ARMY.fullmatch(" ".join(text.split()).rstrip(".")) is None:
        return None
    return Condition(all_of=(_MORE_UNITS,), none_of=(Condition(players_at_least=3),))
