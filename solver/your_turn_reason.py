"""The reason for refusing a Limited action in another player's turn when the action's own
opening condition is "If it is your turn, ..." (Bayushi Paneki • Experienced 3: "Limited: If it
is your turn, target ..."): a trait may let its card take Limited actions in other players'
Action Phases ("You may take Limited actions as well as Open actions during other players'
Action Phases"), but the condition fails whatever the timing, so it is the reason given
(Costs and restrictions / Restrictions; h30adv2 W3b: the answer blamed the timing)."""

from __future__ import annotations

import re

from model.abilities import Ability
from model.cardtext.keyword_timing import read_paragraph
from model.describe import condition_text
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["your_turn_reason"]

_OPENS = lazy_regex(r"^\s*If it is your turn\s*,", re.IGNORECASE)


def your_turn_reason(view: View, player: str, ab: Ability, late: str) -> str | None:
    """The condition's reason instead of the timing reason ``late``, or None."""
    if view.state.active_player == player or "of another player" not in late:
        return None
    opens = ab.condition is not None and condition_text(ab.condition) == "it is your turn"
    for text in ab.not_understood:
        read = read_paragraph(text)
        opens = opens or (read is not None and bool(_OPENS.match(read[1])))
    if not opens:
        return None
    return f"condition not met: it is your turn (it is {view.state.active_player}'s turn)"
