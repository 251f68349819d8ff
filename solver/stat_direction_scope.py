"""The direction of an unread stat change settles a comparison one way only (Reference 04: a
bonus raises the stat, a penalty lowers it; h30shield). A trait sentence in play not read
("While this Personality opposes a Shadowlands Personality in a battle or faces one in a
duel, this card has an additional +2C." Crystal Katana) either changes its cards' stat or
not; when all its changes raise (all lower) their stats, a comparison of the action that
names those stats only by a number or another card's stat moves one way:

- "target1.chi >= 3" (Superior Tactics: "with 3 or more Chi") and "target.personal_honor <
  source.chi" (Doji Shigeyuki) are loosened by a higher Chi: a legal answer stands;
- "target1.force <= 3" (Fear 3, "with 3 or lower Force") is tightened by a higher Force: an
  illegal answer stands (a lower Force loosens it: a legal answer stands).

Read whole or not at all: the sentence's signed changes ("+2C", "+1F and +1PH") all of one
sign, no other wording of a change ("bonus", "penalty", "equal to", "instead"); the action's
only tests of those stats are such comparisons (``TargetSpec.where``, ``where_when``,
``Condition.where``), none under a negation (``none_of``), none "=" or "!=", no superlative
("highest Chi"), no stat it gives or pays Gold with. Anything else keeps the doubt.
"""

from __future__ import annotations

import functools
import re

from model.abilities import Ability, GoldFrom, StatChange, TargetSpec
from model.cardtext.qualities import quality_kinds
from model.common import nested
from model.lazy_regex import lazy_regex
from model.selectors import Condition, Relation, Selector, Term, parse_where

__all__ = ["keeps_direction", "raising_loosens", "stat_direction"]

_SIGNED = lazy_regex(r"(?<![\w/])([+-])(\d+)\s*(PH|F|C)\b")
_STAT = {"F": "force", "C": "chi", "PH": "personal_honor"}
#: words by which a sentence may change a stat otherwise than by its signed numbers
_OTHER_CHANGE = lazy_regex(
    r"\b(?:bonus|penalty|penalties|bonuses|equal|reduce\w*|increase\w*|lower\w*|rais\w*|"
    r"double\w*|halve\w*|set|becomes?|instead|lose|gain|minus|plus|total|printed|base|"
    r"Force|Chi|Personal Honor)\b|/",
    re.IGNORECASE,
)


@functools.lru_cache(maxsize=8192)  # a pure reading of the words: once per sentence
def stat_direction(said: str) -> tuple[frozenset[str], int] | None:
    """The stats the sentence changes and the sign (+1 all raise, -1 all lower) of every change,
    or None when it is not read so (see the module)."""
    printed = said.strip()  # its kinds are read as printed ("an additional +2F/+1C")
    said = _PAIRED.sub(r"\1 and ", printed)  # "+2F/+2C": "+2F and +2C"
    found = _SIGNED.findall(said)
    head = _WHILE_TAIL.sub("", said)  # its condition changes nothing (h40adv3 N2)
    if not found or _OTHER_CHANGE.search(_SIGNED.sub(" ", head)):
        return None
    if len(_SIGNED.findall(head)) != len(found):
        return None
    signs = {sign for sign, _, _ in found}
    stats = frozenset(_STAT[letters] for _, _, letters in found)
    kinds = quality_kinds(printed)
    if len(signs) != 1 or kinds != frozenset({"stat", *(f"stat:{s}" for s in stats)}):
        return None  # a keyword, a Clan or another stat too: not this reading
    if signs == {"-"} and "chi" in stats:
        return None  # a Chi penalty may destroy a Personality (Chi 0): more than a comparison
    return stats, 1 if signs == {"+"} else -1


#: "+2F/+2C" (Shinjo Osema): two signed changes, both of the sentence's card
_PAIRED = lazy_regex(r"([+-]\d+\s*(?:PH|F|C))/(?=[+-]\d+\s*(?:PH|F|C)\b)")
#: a closing condition ("while opposed by any Human Personalities with 0 Personal Honor, or
#: while facing one in a duel"): it says when the change holds, with no verb of another change
_WHILE_TAIL = lazy_regex(
    r" (?:while|if) (?![^;]*\b(?:ha(?:s|ve)|gets?|gains?|loses?|lose|gives?|penalt\w*|bonus\w*|"
    r"[+-]\d)\b)[^;]*$",
    re.IGNORECASE,
)


def _moves(term: Term, stats: frozenset[str], still: frozenset[str] = frozenset()) -> bool:
    """Does the term's ``slot.stat`` name one of ``stats`` (also a total or base of it), its
    slot not one of ``still`` (cards the sentence does not change)?"""
    return (
        term.ref is not None
        and term.ref not in still
        and term.attr is not None
        and any(s in term.attr for s in stats)
    )


def _effect(
    rel: Relation, stats: frozenset[str], sign: int, still: frozenset[str] = frozenset()
) -> set[int] | None:
    """How raising (``sign`` +1) or lowering the stats moves ``rel``: {+1} loosens it, {-1}
    tightens it, both or None (an "=" or "!="): either way."""
    out: set[int] = set()
    for left, terms in ((True, rel.left.parts()), (False, rel.right.parts())):
        for term in terms:
            if not _moves(term, stats, still):
                continue
            if (way := raising_loosens(rel, left)) is None:
                return None
            out.add(way * sign * (1 if term.factor > 0 else -1))
    return out


def raising_loosens(rel: Relation, left: bool) -> int | None:
    """+1 when raising a term of the ``left`` (else right) side loosens ``rel``, -1 when it
    tightens it, None for "=", "!=" (either way)."""
    side = -1 if left else 1
    if rel.op in ("<", "<="):
        return side
    if rel.op in (">", ">="):
        return -side
    return None


def _relations(ab: Ability) -> list[Relation] | None:
    """The ability's comparisons, or None when it tests a stat otherwise (a superlative, a stat
    given or paid with, a condition under a negation)."""
    texts: list[str] = []
    for obj in nested(ab):
        if isinstance(obj, StatChange | GoldFrom):
            return None
        if isinstance(obj, Selector) and obj.extreme is not None:
            return None
        if isinstance(obj, Condition):
            if obj.none_of:
                return None
            texts += obj.where
        elif isinstance(obj, TargetSpec):
            texts += [*obj.where, *(t for w in obj.where_when for t in w.where)]
    return [rel for text in texts for rel in parse_where(text).relations()]


def keeps_direction(
    status: str, ab: Ability | None, said: str, still: frozenset[str] = frozenset()
) -> bool:
    """Can the unread sentence ``said`` not turn the ``status`` answer of ``ab``: a legal one
    every comparison of whose on the changed stats it can only loosen, an illegal one every
    such comparison it can only tighten (at least one such comparison)? ``still``: slots
    ("source": the acting card) whose stats the sentence does not change ("Osema has ..." for
    Kitsuki Goshi's "with lower Chi", h40adv3 N2)."""
    if ab is None or status not in ("legal", "illegal"):
        return False
    read = stat_direction(said)
    rels = _relations(ab)
    if read is None or rels is None:
        return False
    stats, sign = read
    ways: set[int] = set()
    for rel in rels:
        way = _effect(rel, stats, sign, still)
        if way is None:
            return False
        ways |= way
    want = 1 if status == "legal" else -1
    return ways == {want}
