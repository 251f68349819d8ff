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
(``unknown``) — but a Recruit pays for the card it brings: "When paying for a Holding" at the
Recruit of a Personality is not it (``recruit_payment_apart``).
"""

from __future__ import annotations

import re

from model.clan_alignment import card_clans
from model.common import RULES_CLANS, CardType
from model.lazy_regex import LazyPattern, lazy_regex
from model.state import View

__all__ = ["ENTERED", "PAYMENT_APART", "PAYMENT_FAMILY", "recruit_payment_apart"]

#: the kind of a state's ``enters_play`` event with timing ``after``: a card has entered play
ENTERED = "entered"
#: (kind, printed words): "When paying for an attachment", "When paying a Gold cost", "Before
#: paying a cost of discarding the Imperial Favor"
PAYMENT_FAMILY: tuple[str, LazyPattern] = (
    "paying",
    lazy_regex(r"^(?:when|before|while) paying\b", re.IGNORECASE),
)
#: pairs of kinds certainly apart from a payment
PAYMENT_APART: tuple[tuple[str, str], ...] = (
    ("paying", "engaging"),
    ("paying", "battle"),
    ("paying", "resolved"),
    ("paying", ENTERED),
)


#: "When paying for a Holding", "When paying for a Fox Clan Personality"
_FOR_A = lazy_regex(
    r"^(?i:when|before|while) paying for an? (?:(?P<clan>[A-Z][a-z]+) Clan )?(?P<type>[A-Z][a-z]+)$"
)
_TYPES = {t.value: t for t in CardType if t is not CardType.OTHER}


def recruit_payment_apart(view: View, printed: str) -> bool:
    """Is the state's ``recruited`` event certainly not the payment ``printed`` names? A Recruit
    pays for the card it brings (Reference 02, Recruit; Abilities and actions, C): none of the
    event's cards is of the type (Reference 03: printed, fixed), or of the Clan (``card_clans``:
    its mon or its "<X> Clan" keyword), that the words name. h42adv3 N4, N12."""
    event = view.state.event
    m = _FOR_A.match(printed.strip().rstrip(","))
    if event is None or event.kind != "recruited" or m is None or not event.cards:
        return False
    kind = _TYPES.get(m.group("type").lower())
    clan = (m.group("clan") or "").lower()
    if kind is None or not all(view.has(c) for c in event.cards):
        return False
    return not any(
        view.definition(c).type is kind and (not clan or _of_clan(view, c, clan))
        for c in event.cards
    )


def _of_clan(view: View, card: str, clan: str) -> bool:
    """May ``card`` be a "<clan> Clan" card: its Clan Alignments (``card_clans``) for the nine
    Clans; for another ("Fox"), its printed clan or a "<clan> Clan" keyword."""
    if clan in RULES_CLANS:
        return clan in card_clans(view, card)
    keywords = {k.casefold() for k in view.keywords(card)}
    return clan in view.definition(card).clan or f"{clan} clan" in keywords
