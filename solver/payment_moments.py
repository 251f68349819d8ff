"""The moment a cost is paid, as a printed trigger ("Reaction: When paying for an attachment:
Produce 2 Gold."; "When paying for a Holding, produce 2 Gold which may only pay for that card.";
"Before paying a cost of discarding the Imperial Favor, ..."), against the moments a state's
``event`` names (``solver.trigger_words`` compares kinds of moments).

Rules (Abilities and actions / Using abilities): an action is announced (A), its targets chosen
(B), its costs paid (C: "an action's mandatory costs ... are paid"), and only then are its
effects activated (D, Action resolution), after which it ends (E). So a payment is a step of an
action, before its effects:

- not engaging (Reference 05, battles: engaging is no action, it pays nothing), nor a battle's
  resolution (no action either);
- not after an action resolved (its costs were paid before its resolution, step C);
- not after a card entered play (``enters_play``, after): a card enters play by an effect
  (step D) or a Recruit's resolution, after the costs of the action bringing it were paid.

A payment inside a Reaction answering that event is that Reaction's own moment, which a state
names by its own event or trigger. A Recruit or an action awaiting Interrupts (``recruited``,
``action_targets``, ``action_resolves`` before) may be next to its own payment: not held apart
(``unknown``).
"""

from __future__ import annotations

import re

__all__ = ["ENTERED", "PAYMENT_APART", "PAYMENT_FAMILY"]

#: the kind of a state's ``enters_play`` event with timing ``after``: a card has entered play
ENTERED = "entered"
#: (kind, printed words): "When paying for an attachment", "When paying a Gold cost", "Before
#: paying a cost of discarding the Imperial Favor"
PAYMENT_FAMILY: tuple[str, re.Pattern[str]] = (
    "paying",
    re.compile(r"^(?:when|before|while) paying\b", re.IGNORECASE),
)
#: pairs of kinds certainly apart from a payment
PAYMENT_APART: tuple[tuple[str, str], ...] = (
    ("paying", "engaging"),
    ("paying", "battle"),
    ("paying", "resolved"),
    ("paying", ENTERED),
)
