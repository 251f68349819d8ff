"""Two wordings of one cost-substitution trigger (Costs and restrictions / Substituted costs,
Example 4: "Before paying a cost of discarding the Imperial Favor" refers to when the cost
requirement is set; h42adv3 N13):

- "Before paying a cost that requires discarding the Imperial Favor" (Honor) names the same
  moment as "Before paying a cost of discarding the Imperial Favor" (Lobbyist): both the cost
  requirement, not its carrying out ("Before you discard the Imperial Favor to pay a cost",
  Example 5, stays another wording).
- "... during the Attack Phase" (Political Adjunct): the same moment, in that phase only. In
  another phase the trigger is not met (Abilities and actions / Designators: "Reaction: At its
  stated trigger"); in that phase the rest of the words are compared.

"When paying a cost ..." is not equated with "Before paying a cost ..." (the rules files do not
say they coincide): ``solver.trigger_words`` keeps that doubt."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex
from model.quotes import ascii_quotes
from model.state import View

__all__ = ["cost_trigger_apart"]

_COST = lazy_regex(r"^before paying a cost\b", re.IGNORECASE)
_REQUIRES = lazy_regex(r"\ba cost that requires\b", re.IGNORECASE)
_DURING = lazy_regex(
    r",? during the (?P<phase>Straighten|Events|Action|Attack|Dynasty|Discard|Draw|End) Phase$",
    re.IGNORECASE,
)


def _key(words: str) -> str:
    return _REQUIRES.sub("a cost of", ascii_quotes(words).strip().rstrip(",")).casefold()


def cost_trigger_apart(view: View, pending: str, printed: str) -> bool | None:
    """For a "Before paying a cost ..." trigger: True when ``printed`` can't be the moment
    ``pending`` names (its phase is not now), False when it names that moment (see the
    module), None when neither is settled here."""
    if _COST.match(pending.strip()) is None or _COST.match(printed.strip()) is None:
        return None
    words = [pending.strip().rstrip(","), printed.strip().rstrip(",")]
    for i, w in enumerate(words):
        if (m := _DURING.search(w)) is not None:
            if m["phase"].casefold() != view.state.phase.value:
                return True  # "during the Attack Phase" in the Action Phase
            words[i] = w[: m.start()]
    return False if _key(words[0]) == _key(words[1]) else None
