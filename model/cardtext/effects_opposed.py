""" "If <card> would be opposed" opening an effects text (a Personality is opposed when the
enemy side has units at his battlefield, effects.txt; a unit is a Personality with his
attachments, Reference 03): read for a card you control only; in a later sentence, of the one
Personality of yours it targets and moves to the current battlefield (``opposed_targets_if``).
"""

from __future__ import annotations

import re

from model.cardtext.conditions import named_card, parse_condition
from model.cardtext.targets import Phrase
from model.common import ATTACHMENT_TYPES, CardType
from model.lazy_regex import lazy_regex
from model.selectors import BEARER, SOURCE, Condition, Controller

__all__ = ["WOULD_BE_OPPOSED", "opposed_targets_if", "would_be_opposed"]

WOULD_BE_OPPOSED = lazy_regex(r"^(.+?) would be opposed$", re.IGNORECASE)
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


_TO_CURRENT = lazy_regex(r"\bto (?:the current|this) battlefield\b", re.IGNORECASE)


def opposed_targets_if(
    read: Condition | str,
    cond: str,
    tail: str,
    found: list[Phrase] | str,
    title: str,
    card_type: CardType | None,
) -> Condition | str:
    """``read`` (the condition ``cond`` as read), or when it is not read and ``cond`` is "he
    would be opposed" in "If he would be opposed, move your target Personality at any location
    to this battlefield" (a sentence after the first; ``found``: the phrases of ``tail``, the
    words after the condition): "he" is the one card the sentence targets, a Personality of
    yours it moves to the current battlefield, where he would be opposed when enemy units are
    there - a currently known condition, so the targeting is required when it holds (Abilities
    and actions / B). Not on a Personality or an attachment ("he" may name the card itself or
    its bearer)."""
    m = WOULD_BE_OPPOSED.match(cond.strip())
    if not isinstance(read, str) or isinstance(found, str) or m is None:
        return read
    if m.group(1).lower() not in _PRONOUNS or not _TO_CURRENT.search(tail):
        return read
    if card_type is CardType.PERSONALITY or card_type in ATTACHMENT_TYPES or len(found) != 1:
        return read
    (phrase,) = found
    select = phrase.select
    if select.type != (CardType.PERSONALITY,) or select.controller is not Controller.YOU:
        return read
    if phrase.count != 1 or phrase.more or phrase.optional or phrase.performer or phrase.where:
        return read
    return parse_condition("any enemy units are at the current battlefield", title, card_type)
