"""Challenges and duels in the effects, as far as legality needs them.

A challenge ("Makoto challenges a target enemy Personality", "Your target unbowed Personality
challenges another player's target Personality", "Target an enemy Personality: Daisuke duels
him") is an effect; what legality needs of it is its targeting, which the target grammar reads
(Abilities and actions / Good Faith Rule, Required targeting). Whether the challenge is refused
and the duel's outcome ("Destroy the duel's loser", "Give the winner +2F") happen when the
effects resolve, and effects need not succeed (FAQ, "Is an action legal if an effect can't
happen?"; effects.txt: a duel comes from the effect that created its challenge). The dueling
procedure itself is not in the rules files (Reference 04 points to it), so only a challenge
between the cards the sentence names is read: nothing else is assumed of it.
"""

from __future__ import annotations

import re

from model.cardtext.conditions import named_card
from model.common import CardType

__all__ = ["DUEL_NOUNS", "is_challenge"]

#: A challenge sentence after its target phrases were replaced by "it": "<who> challenges
#: <whom>", "<who> duels <whom>", optionally "to a duel of Force" (the duel's stat).
_CHALLENGE = re.compile(
    r"^(?P<who>[\w' -]+?) (?:challenges|duels) (?P<whom>[\w' -]+?)"
    r"(?: to a duel of (?:Force|Chi|Personal Honor))?\.?$",
    re.IGNORECASE,
)
#: Words naming a card chosen before (a target or performer of this action).
_CHOSEN = re.compile(
    r"^(?:it|he|she|him|her|the target|the personality|your (?:personality|samurai|duelist))$",
    re.IGNORECASE,
)
#: The duel this action's challenge creates, named again in a later sentence ("Destroy the
#: duel's loser", "during the duel", "In this duel, ..."): an effect on it.
DUEL_NOUNS = re.compile(r"\b(?:the|this|that) (?:duel|challenge)\b('s)?", re.IGNORECASE)


def is_challenge(
    rest: str, title: str, card_type: CardType | None, *, found: bool, chosen: bool
) -> bool:
    """Is ``rest`` (a sentence whose target phrases are replaced by "it") a challenge between
    cards it names: a card it targets ("it", ``found``: the sentence has target phrases), the
    card itself (or, on an attachment, its bearer), or a card chosen before (``chosen``: a
    target or performer of an earlier sentence or block)? Only then the verb is read."""
    m = _CHALLENGE.fullmatch(rest.strip())
    if m is None:
        return False
    return all(
        (side.lower() == "it" and found)
        or (chosen and _CHOSEN.fullmatch(side) is not None)
        or named_card(side.lower(), title, card_type) is not None
        for side in (m.group("who").strip(), m.group("whom").strip())
    )
