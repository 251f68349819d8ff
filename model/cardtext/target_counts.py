"""How many cards of a kind are attached to a target (Abilities and actions / B: every word of
a target phrase restricts what may be targeted; Reference 03: Followers, Items and Spells are
attachments, a Weapon or Armor one with that keyword): "an enemy Personality with fewer
Weapons" (than the card the caller names, as "with lower Force" is: ``{lower}``), "an enemy
card with as many or fewer Followers", "your Personality with exactly one Weapon".

A count is compared as ``{slot}.attached_<noun>`` (model.selectors.ATTACHED_COUNTS); the
count of every attachment stays ``{slot}.attachments`` (target_alternatives.attachment_count).
"""

from __future__ import annotations

import re

from model.cardtext.target_modifiers import AND_NEXT
from model.cardtext.target_piles import (
    even_in_a_province,
    hand_or_discard,
    in_or_out_of_play,
    in_play_or_discard,
)
from model.cardtext.target_words import STATS
from model.common import NUMBER_WORDS
from model.lazy_regex import lazy_regex
from model.selectors import ATTACHED_COUNTS, Selector

__all__ = ["attached_count", "count_or_pile"]

#: The attachments a count names: a card type or a keyword of attachments, singular or plural.
_NOUNS = {
    "weapon": "attached_weapon",
    "weapons": "attached_weapon",
    "armor": "attached_armor",
    "follower": "attached_follower",
    "followers": "attached_follower",
    "item": "attached_item",
    "items": "attached_item",
    "spell": "attached_spell",
    "spells": "attached_spell",
    "attachment": "attachments",
    "attachments": "attachments",
}
_NOUN = "|".join(sorted(_NOUNS, key=len, reverse=True))
_NUMBER = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_STOP = rf"(?: attached)?(?=\s*[.,;:)]|\s*$|{AND_NEXT}"
#: (in an alternative, "with lower Force or with fewer attachments": or_comparisons)
_OR_NEXT = r"|\s+or\s+with(?:out)?\b"
#: "with fewer Weapons", "with as many or fewer Followers (attached)", "with more attachments":
#: compared with the card the caller names (no "than ...": a "than" that follows is not read).
_RELATIVE = (
    rf"^\s*with (?P<dir>fewer|more|as many or fewer|as many or more|as many) (?P<noun>{_NOUN})"
    rf"{_STOP}"
)
#: "with exactly one Weapon", "with exactly two Followers": that many.
_EXACTLY = rf"^\s*with exactly (?P<n>\d+|{_NUMBER}) (?P<noun>{_NOUN}){_STOP}"
#: "a Personality with more Followers than Chi": compared with a stat of the card itself.
_THAN_STAT = (
    rf"^\s*with (?P<dir>fewer|more) (?P<noun>{_NOUN}) than (?:his |her |its )?"
    rf"(?P<stat>{'|'.join(sorted(STATS, key=len, reverse=True))}){_STOP}"
)
#: each pattern ending the modifier alone (``False``) or also before "or with" (``True``)
_PATTERNS = {
    alt: tuple(
        lazy_regex(p + (_OR_NEXT if alt else "") + ")", re.IGNORECASE)
        for p in (_RELATIVE, _EXACTLY, _THAN_STAT)
    )
    for alt in (False, True)
}
_OPS = {"fewer": "<", "more": ">", "as many or fewer": "<=", "as many or more": ">="}


def attached_count(
    rest: str, sel: Selector, *, alternative: bool = False
) -> tuple[Selector, str, int] | str | None:
    """One such count at the start of ``rest``: (selector unchanged, relation, length used);
    a string says why not; None: no count starts ``rest``. ``alternative``: it may end before
    "or with" (target_alternatives.or_comparisons reads the alternatives)."""
    relative, exactly, than_stat = _PATTERNS[alternative]
    if (m := than_stat.match(rest)) is not None:
        attr = _attr(m.group("noun"), plural=True)
        if attr is None:
            return f"the words after a target: {rest.strip()[:40]!r}"
        op = _OPS[m.group("dir").lower()]
        return sel, f"{{slot}}.{attr} {op} {{slot}}.{STATS[m.group('stat').lower()]}", m.end()
    if (m := relative.match(rest)) is not None:
        way = " ".join(m.group("dir").lower().split())
        if way == "as many":  # "with as many Followers": as many as, or at least as many?
            return f"the words after a target: {rest.strip()[:40]!r}"
        attr = _attr(m.group("noun"), plural=True)
        if attr is None:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return sel, f"{{slot}}.{attr} {_OPS[way]} {{lower}}.{attr}", m.end()
    if (m := exactly.match(rest)) is not None:
        word = m.group("n").lower()
        n = int(word) if word.isdigit() else NUMBER_WORDS[word]
        attr = _attr(m.group("noun"), plural=n != 1)
        if attr is None:
            return f"the words after a target: {rest.strip()[:40]!r}"
        return sel, f"{{slot}}.{attr} == {n}", m.end()
    return None


def _attr(noun: str, *, plural: bool) -> str | None:
    """The counted attribute of ``noun``; None when its number does not agree ("with fewer
    Weapon", "with exactly one Weapons"; "Armor" either way)."""
    word = noun.lower()
    if word != "armor" and word.endswith("s") != plural:
        return None
    attr = _NOUNS[word]
    assert attr in ATTACHED_COUNTS or attr == "attachments"
    return attr


def count_or_pile(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """The modifiers read before the others (target_modifiers.modifier), at the start of
    ``rest``: "in your hand or discard pile", "in play or in your discard pile"
    (``target_piles``; "in your hand" alone would be read first there) and a count of
    attached cards."""
    got = hand_or_discard(rest, sel)
    if got is None:
        got = in_play_or_discard(rest, sel)
    if got is None:
        got = even_in_a_province(rest, sel)  # "..., even if he is in a Province"
    if got is None:
        got = in_or_out_of_play(rest, sel)  # "your target face-up Personality in or out of play"
    return attached_count(rest, sel) if got is None else got
