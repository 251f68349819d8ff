"""Whom a pronoun in a restriction names ("Reaction: Even if Ayumu is bowed, after you announce a
Tactical action, if he is at the current battlefield: Straighten him."): the one card named
before it, when the trigger between them names no card (Costs and restrictions / Restrictions:
the condition is checked when the action is announced)."""

from __future__ import annotations

import re

from model.cardtext.conditions import parse_condition
from model.cardtext.conditions_cards import said_of
from model.cardtext.target_words import KEYWORD_WORDS, NOUNS, PLURAL, self_words
from model.selectors import Condition

__all__ = ["pronoun_condition", "trigger_names_no_card"]

_CARD_PRONOUNS = frozenset(
    {"he", "him", "his", "she", "her", "it", "its", "they", "them", "their", "unit", "units"}
    | {"army", "armies", "one"}
)


def trigger_names_no_card(trigger: str, title: str) -> bool:
    """No card noun, keyword noun, pronoun or word of the card's title in the trigger ("after you
    announce a Tactical action": a keyword before "action" is the action's)."""
    words = re.findall(r"[a-z][\w'-]*", trigger.lower())
    own = {w for w in self_words(title) if len(w) > 2}
    for i, word in enumerate(words):
        follows = words[i + 1] if i + 1 < len(words) else ""
        if word in NOUNS or word in _CARD_PRONOUNS or word in own or word in PLURAL:
            return False
        if word in KEYWORD_WORDS and follows not in ("action", "actions"):
            return False
    return True


def pronoun_condition(text: str, antecedent: str, title: str) -> Condition | None:
    """ "he is at the current battlefield" said of ``antecedent`` (a slot: the card itself or
    its bearer), when it is read as "this card is ..." (None: not read)."""
    m = re.fullmatch(r"(?:he|she|it) is (.+)", " ".join(text.split()).rstrip(".:"), re.I)
    if m is None:
        return None
    named = parse_condition(f"this card is {m.group(1)}", title, None)
    return None if isinstance(named, str) else said_of(named, antecedent)
