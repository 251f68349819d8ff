"""Alternatives of post-modifiers of a target phrase (Abilities and actions / B: every word of a
target phrase restricts what may be targeted): "with no attachments or with three or more
attachments" (a card meeting either comparison: ``where`` alternatives, ``Where.any_of``), "with
either no unbowed Followers or Shadowlands" (a card meeting either selector:
``Selector.any_of``), and the count of a card's attachments ("with three or more attachments":
the relation attribute ``attachments``, the cards attached to it, Reference 03).

Read only where each alternative is read whole on its own and the alternatives end the phrase
("with A or with B and with C": (A or B) and C, or A or (B and C)? not read); a mix of a
comparison and a selector ("with Shadowlands or with lower Force than Renyu") is not read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from model.cardtext.target_words import KEYWORDS
from model.common import NUMBER_WORDS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import SOURCE, Selector

__all__ = [
    "Reader",
    "attachment_count",
    "either_selector",
    "gives_stat",
    "hoist_another",
    "names_given",
    "or_comparisons",
]

#: What a modifier returns: (selector, relation or "", length used), why not, or None.
Read = tuple[Selector, str, int] | str | None
Reader = Callable[[str, Selector], Read]

_END = r"(?=\s*[.;:)]|\s*$)"
_NUMBERS = NUMBER_WORDS
#: "with no attachments", "with three or more attachments", "with 2 or fewer attachments"
_COUNT = lazy_regex(
    r"^\s*with (?:(?P<no>no)|(?P<n>\d+|one|two|three|four|five) or (?P<dir>more|fewer|less)) "
    r"attachments(?=\s*[.,;:)]|\s*$|\s+or\s+with\b)",
    re.IGNORECASE,
)
_OR_WITH = lazy_regex(r"^\s+or\s+(?=with(?:out)?\b)", re.IGNORECASE)
#: "without attached Weapons" as an alternative of a comparison ("with lower Force or without
#: attached Weapons"): none attached, a count of zero (model.selectors.ATTACHED_COUNTS).
_WITHOUT_COUNTED = lazy_regex(
    r"^\s*without (?:attached )?(?P<noun>weapons|followers|items|spells|armor|attachments)"
    r"(?=\s*[.;:)]|\s*$|\s+or\s+with\b)",
    re.IGNORECASE,
)
_EITHER = lazy_regex(r"^\s*with either\s+", re.IGNORECASE)
_EITHER_OR = lazy_regex(r"^\s+or\s+", re.IGNORECASE)
_KEYWORD_END = lazy_regex(rf"^\s*(?P<kw>(?-i:[A-Z])[\w-]*){_END}", re.IGNORECASE)
_KEYWORD_OR = lazy_regex(r"^\s*(?P<kw>(?-i:[A-Z])[\w-]*)(?=\s+or\s)", re.IGNORECASE)


def attachment_count(rest: str) -> tuple[str, int] | None:
    """ "with no attachments", "with three or more attachments" at the start of ``rest``: the
    comparison of the card's attachments (the cards attached to it) and the length used."""
    m = _COUNT.match(rest)
    if m is None:
        return None
    if m.group("no"):
        return "{slot}.attachments == 0", m.end()
    word = m.group("n").lower()
    n = int(word) if word.isdigit() else _NUMBERS[word]
    op = ">=" if m.group("dir").lower() == "more" else "<="
    return f"{{slot}}.attachments {op} {n}", m.end()


def _comparison(rest: str, sel: Selector, read: Reader) -> tuple[str, int] | None:
    """One alternative read as a comparison alone (the selector unchanged)."""
    counted = attachment_count(rest)
    if counted is not None:
        return counted
    from model.cardtext.target_counts import attached_count  # (imports this module)

    relative = attached_count(rest, sel, alternative=True)  # "or with fewer attachments"
    if relative is not None and not isinstance(relative, str):
        return relative[1], relative[2]
    if (m := _WITHOUT_COUNTED.match(rest)) is not None:
        noun = m.group("noun").lower()
        attr = "attachments" if noun == "attachments" else f"attached_{noun.removesuffix('s')}"
        return f"{{slot}}.{attr} == 0", m.end()
    got = read(rest, sel)
    if got is None or isinstance(got, str):
        return None
    new, relation, used = got
    if new != sel or not relation or " or " in relation:
        return None
    return relation, used


def or_comparisons(rest: str, sel: Selector, read: Reader) -> Read:
    """ "with no attachments or with three or more attachments", "with lower Force or with
    higher Chi than this card": the card meets either comparison (a ``where`` entry of two
    alternatives). None: no such alternatives at the start of ``rest``."""
    low = rest.lower()
    if not re.match(r"^\s*with\b", rest, re.IGNORECASE) or not (
        " or with " in low or " or without " in low
    ):
        return None
    first = _comparison(rest, sel, read)
    if first is None:
        return None
    joined = _OR_WITH.match(rest[first[1] :])
    if joined is None:
        return None
    at = first[1] + joined.end()
    second = _comparison(rest[at:], sel, read)
    if second is None:
        return f"the words after a target: {rest.strip()[:40]!r}"
    end = at + second[1]
    if not re.match(_END, rest[end:]):
        # "with A or with B and with C", "..., or with D": of which alternatives?
        return f"the words after a target: {rest.strip()[:40]!r}"
    return sel, f"{first[0]} or {second[0]}", end


def _alternative(rest: str, read: Reader, last: bool) -> tuple[Selector, int] | None:
    """One alternative after "with either": a keyword ("Shadowlands"), or what "with <it>"
    reads on its own as a selector ("no unbowed Followers"); None: not read."""
    word = (_KEYWORD_END if last else _KEYWORD_OR).match(rest)
    if word is not None and word.group("kw").lower() in KEYWORDS:
        return Selector(keyword=(word.group("kw").lower(),)), word.end()
    got = read("with " + rest, Selector())
    if got is None or isinstance(got, str) or got[1]:
        return None
    sub, _, used = got
    if sub == Selector() or sub.references() or sub.grouped() or sub.any_of:
        return None
    return sub, used - len("with ")


def either_selector(rest: str, sel: Selector, read: Reader) -> Read:
    """ "with either no unbowed Followers or Shadowlands": the card matches either (Selector
    ``any_of``). None: no "with either" at the start of ``rest``."""
    m = _EITHER.match(rest)
    if m is None:
        return None
    refused = f"the words after a target: {rest.strip()[:40]!r}"
    if sel.any_of:
        return refused
    first = _alternative(rest[m.end() :], read, last=False)
    if first is None:
        return refused
    at = m.end() + first[1]
    joined = _EITHER_OR.match(rest[at:])
    if joined is None:
        return refused
    at += joined.end()
    second = _alternative(rest[at:], read, last=True)
    if second is None or not re.match(_END, rest[at + second[1] :]):
        return refused
    return replace(sel, any_of=(first[0], second[0])), "", at + second[1]


#: "Give a target non-Stronghold Port, Geisha House, or Sake Works +2 Gold Production."
#: (Sailors): a stat change given, the whole rest of the sentence
_GIVEN_STAT = lazy_regex(
    r"^\s+[+-]\d+\s*(?:F|C|GP|Force|Chi|Gold Production|Personal Honor|Province Strength)"
    r"\s*(?:\.|$)"
)


def gives_stat(rest: str) -> bool:
    """Whether ``rest`` (after the target phrase of "give") is only the stat change given
    ("+2 Gold Production."): nothing in it restricts the target (Abilities and actions / B),
    so keyword alternatives before it are read as for a keyword given (h43adv5 U9)."""
    return _GIVEN_STAT.match(rest) is not None


def names_given(m: re.Match[str] | None) -> bool:
    """Whether the keywords given after a target phrase ("Give your target Spirit Expendable
    (Draw a card after your Expendable card is destroyed).") were read: a parenthesis after
    them is read only as a keyword's reminder, which names the keyword it explains (any other
    words in parentheses could restrict the target or the effect)."""
    if m is None:
        return False
    reminder = m.group("reminder")
    if reminder is None:
        return True
    given = re.findall(r"[A-Z][\w-]*", m.group(0)[: m.start("reminder")])
    return any(re.search(rf"\b{re.escape(word)}\b", reminder) for word in given)


def hoist_another(
    a: Selector, b: Selector, card_type: CardType | None
) -> tuple[Selector, Selector, tuple[str, ...]]:
    """ "Target another Personality or a Follower" on a Personality: "another" (other than the
    card itself) said of one alternative holds of the whole target when the card can't be the
    other alternative (a Follower is never this Personality); the alternatives without it and
    the ``other_than`` of the whole. Else unchanged (the caller refuses an alternative that
    relates the card to another)."""
    for one, other in ((a, b), (b, a)):
        if (
            one.other_than == (SOURCE,)
            and not other.other_than
            and card_type is not None
            and other.type
            and card_type not in other.type
        ):
            stripped = replace(one, other_than=())
            return (stripped, other, (SOURCE,)) if one is a else (other, stripped, (SOURCE,))
    return a, b, ()
