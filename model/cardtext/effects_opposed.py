""" "If <card> would be opposed" opening an effects text (a Personality is opposed when the
enemy side has units at his battlefield, effects.txt; a unit is a Personality with his
attachments, Reference 03): read for a card you control only."""

from __future__ import annotations

import re

from model.cardtext.conditions import named_card, parse_condition
from model.common import CardType
from model.selectors import BEARER, SOURCE, Condition

__all__ = ["WOULD_BE_OPPOSED", "would_be_opposed"]

WOULD_BE_OPPOSED = re.compile(r"^(.+?) would be opposed$", re.IGNORECASE)
_PRONOUNS = frozenset({"he", "she", "they", "it", "he or she", "he/she"})


def would_be_opposed(
    who: str,
    title: str,
    card_type: CardType | None,
    pronoun: str | None,
    pronoun_yours: bool,
) -> tuple[Condition | str, str]:
    """ "If <your card> would be opposed": an enemy army is at the current battlefield (a
    Personality is opposed when the enemy side has units at his battlefield, effects.txt's
    "while they are opposed"; a unit is a Personality with his attachments, Reference 03).

    Read only for a card you control: the card itself (a Personality: its controller uses its
    abilities), the one target or performer chosen before when it is yours, or the targets of
    the sentence the "If" governs, each of which must be yours (the second value: "targets",
    or "targets or self" on a Personality, whom "he" may name when nothing is targeted)."""
    enemy = parse_condition("any enemy units are at the current battlefield", title, card_type)
    itself = card_type is CardType.PERSONALITY
    if who in _PRONOUNS:
        if pronoun is not None:
            return (enemy if pronoun_yours else f"whom {who!r} names (not a card of yours)"), ""
        return enemy, "targets or self" if itself else "targets"
    if named_card(who, title, card_type) == SOURCE and itself:
        return enemy, ""
    if named_card(who, title, card_type) == BEARER:
        # "If this Personality would be opposed" on an attachment: its bearer, a Personality
        # of yours (attachments attach only to Personalities their player controls, Reference 03)
        return enemy, ""
    return f"whom {who!r} names", ""
