"""A condition of an attack's strength bonus read on the board: a stat or attachments of the
card itself or of its bearer ("Melee 2 Attack, with +1 strength if this Personality has 5 or
more Chi", "+1 strength if Yutaro has two Weapons"), for ``attack_bonuses``.

The state shows both when the action is announced (Reference 04, stats; Reference 03: a
Personality "has" the cards attached to him). Whom: a word of the card's own title, "this
<its type>", or "this Personality" on an attachment, its bearer (``conditions.named_card``).
"has N or more <stat>" is the current stat at least N; "has a Weapon" at least one attached;
"has two Weapons" ("has one Weapon") exactly two (one) attached (both "at least two" and
"exactly two" then hold: the bonus is given only where every reading gives it).
"""

from __future__ import annotations

import re

from model.cardtext.attack_army_all import army_all_condition
from model.cardtext.conditions import named_card
from model.common import NUMBER_WORDS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import ATTACHED_COUNTS, BEARER, SOURCE, Condition

__all__ = ["board_condition"]

_WHO = r"(?P<who>this (?-i:[A-Z][a-z]+)|(?-i:[A-Z][\w-]+))"
_STAT = lazy_regex(
    _WHO + r" has (?P<n>\d+|one|two|three|four|five|six|seven|eight) or "
    r"(?:more|higher|greater) (?P<stat>Force|Chi|Personal Honor)",
    re.IGNORECASE,
)
_ATTACHED = lazy_regex(
    _WHO + r" has (?P<n>an?|one|two|three) (?P<kind>Weapons?|Followers?|Items?|Spells?|Armors?)",
    re.IGNORECASE,
)
_COUNTS = {f"attached_{v}": k for k, v in ATTACHED_COUNTS.items()}


def _number(word: str) -> int:
    low = word.lower()
    return int(low) if low.isdigit() else NUMBER_WORDS[low]


def board_condition(text: str, title: str, card_type: CardType | None) -> Condition | None:
    """The condition ``text`` states on the card or its bearer, as a relation on the board
    (None: not one of these forms)."""
    words = text.strip()
    if (army := army_all_condition(words, card_type)) is not None:
        return army  # "all your Personalities in this army are Shadowlands"
    if (m := _STAT.fullmatch(words)) is not None:
        who = named_card(m.group("who").lower(), title, card_type)
        if who not in (SOURCE, BEARER):
            return None
        stat = m.group("stat").lower().replace(" ", "_")
        return Condition(where=(f"{who}.{stat} >= {_number(m.group('n'))}",))
    if (m := _ATTACHED.fullmatch(words)) is not None:
        who = named_card(m.group("who").lower(), title, card_type)
        holder = card_type if who == SOURCE else CardType.PERSONALITY if who == BEARER else None
        if holder is not CardType.PERSONALITY:
            return None  # (the cards attached to a Personality: Reference 03)
        kind = m.group("kind").lower().removesuffix("s")
        attr = f"attached_{kind}"
        if attr not in _COUNTS:
            return None
        article = m.group("n").lower() in ("a", "an")
        n = _number(m.group("n"))
        if (n == 1) == m.group("kind").lower().endswith("s"):
            return None  # "a Weapons", "two Weapon": not read
        # "has a Weapon": at least one; "has two Weapons": exactly two (every reading's)
        return Condition(where=(f"{who}.{attr} {'>=' if article else '=='} {n}",))
    return None
