"""A trigger that chooses a target: "After a target Shugenja attaches a Spell", "Before a
target Personality you control ... is destroyed", "After inviting a target player ...".

Abilities and actions / Targeting: a card or player the ability calls a "target" is a required
target of the ability, chosen when it is announced (so a card that may not be targeted by it,
or none at all, makes it illegal). The trigger's event names which card that must be; the
grammar does not read the choice, so such an ability is claimed no further than its costs
(fail-closed). Not a choice: "would target" and "After you target ..." (verbs: another
action's targeting), "the target" of another action ("Before a Ranged Attack's target is
chosen", "Before choosing the target for a Ranged Attack").
"""

from __future__ import annotations

import re

from model.cardtext.trigger_host import trigger_target
from model.lazy_regex import lazy_regex

#: "a target", "your target", "another target", "another player's target", "a target enemy"
_CHOSEN = lazy_regex(
    r"\b(?:a|an|your|another|another player's|one of your)\s+target\b(?!\s+(?:is|for|of)\b)",
    re.IGNORECASE,
)


def trigger_choice(trigger: str | None) -> str | None:
    """Why an ability whose trigger chooses a target is not claimed in full; None if it doesn't."""
    if trigger is None or (m := _CHOSEN.search(trigger)) is None or trigger_target(trigger):
        return None  # (the card entering play: ``model.cardtext.trigger_host.trigger_target``)
    return f"not understood: a target chosen by the trigger ({m.group(0)!r} in {trigger!r})"
