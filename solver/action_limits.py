"""A trait of a card in play limiting how many actions a player takes in a period: "Each player
may take only one Limited or Open action per turn." (Short Season). Costs and restrictions /
Restrictions: a restriction only forbids; Abilities and actions: an action has the one
designator of when it is taken ("Open if used in the Action Phase, or Battle if used in the
Combat Segment").

Read in full, such a sentence can't forbid an action of another designator, an action of a
player it does not bind, nor a player's first action of the period: the state's ``past`` fact
``took_action`` for that player and period, not happened (README "State files"). Otherwise it
stays a doubt on a legal answer (``solver.traits_in_play``).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import cast

from model.lazy_regex import lazy_regex
from model.past import Past, Period
from model.state import View
from solver.designator_scope import other_designator

__all__ = ["limit_spares"]

_DESIGNATOR = r"(?:battle|open|limited|engage)"
_LIMIT = lazy_regex(
    r"^(?P<who>each player|you|other players|each other player) may (?:only take|take only) one "
    rf"(?P<kinds>{_DESIGNATOR}(?:(?:,|,? or) {_DESIGNATOR})*) actions? "
    r"(?:per|each) (?P<period>turn|phase|battle)\.?$",
    re.IGNORECASE,
)


def limit_spares(
    view: View, holder: str, said: str, player: str, designators: Collection[str] | None
) -> bool:
    """Is ``said`` (a trait of ``holder``, in play) a per-period action limit read in full that
    can't forbid ``player``'s action now (``designators``: the action's designators now, lower
    case; None: any)? Or a sentence about Reactions or Interrupts only while the action is
    neither (``solver.designator_scope``)."""
    if other_designator(said, designators):  # "Reactions have ...": not a Reaction now
        return True
    m = _LIMIT.match(said.strip())
    if m is None:
        return False
    controller = view.card(holder).controlled_by
    who = m["who"].casefold()
    if (who == "you") != (player == controller) and who != "each player":
        return True  # "You ..." binds its controller, "Other players ..." the others
    kinds = set(re.findall(_DESIGNATOR, m["kinds"].casefold()))
    if designators is not None and not kinds & set(designators):
        return True
    first = Past("took_action", cast(Period, m["period"].casefold()))
    return view.state.happened(first, player=player) is False
