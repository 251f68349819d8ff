"""A second "If" that negates the opening one word for word (README, Complementary "If"s): "If
it is an Attack Phase, move this Personality to any location. If it is not, gain 1 Honor."
(Wandering Pilgrim), "If he is Naval, straighten him. If he is not Naval, give him Naval."
(Yoritomo Iwata • Experienced). The second condition is the opening's with "not" put after its
verb ("he is Naval" / "he is not Naval"; "you have X" / "you do not have X"; "you control X" /
"you do not control X"), or that verb phrase cut short ("it is not", "he does not"): it holds
exactly when the opening does not, so the two "If"s choose between two effects (Good Faith Rule:
one of them is always the effect; no restriction). Any other wording is left to the condition
grammar (``effect_conditions.complementary_if``)."""

from __future__ import annotations

import re

from model.lazy_regex import lazy_regex

__all__ = ["negated_in_words"]

#: the opening's subject and verb, and the words after
_SAID = lazy_regex(
    r"^(?P<subj>it|he|she|they|you|(?-i:[A-Z][\w-]+))\s+(?P<verb>is|are|has|have|controls?)\s+"
    r"(?P<rest>(?!not\b).+)$",
    re.IGNORECASE,
)
#: the verb negated: "is" -> "is not", "has" -> "does not have", "controls" -> "does not control"
_NOT = {
    "is": ("is not", "isn't"),
    "are": ("are not", "aren't"),
    "has": ("does not have", "doesn't have"),
    "have": ("do not have", "don't have"),
    "control": ("do not control", "don't control"),
    "controls": ("does not control", "doesn't control"),
}
#: words that make a condition more than one statement (its negation is not one "not")
_COMPOUND = lazy_regex(r"\b(?:and|or|not|unless|if|no|never|only)\b|,", re.IGNORECASE)


def negated_in_words(opening: str, second: str) -> bool:
    """Is ``second`` (the condition of a later "If") ``opening`` negated by one "not" after its
    verb, in full or cut short after it?"""
    m = _SAID.match(opening.strip())
    if m is None or _COMPOUND.search(m.group("rest")):
        return False
    said = " ".join(second.strip().rstrip(".").split()).lower()
    subj, rest = m.group("subj").lower(), " ".join(m.group("rest").split()).lower()
    for negated in _NOT[m.group("verb").lower()]:
        head = f"{subj} {negated}"
        # cut short after the verb or its auxiliary ("it is not", "he does not")
        short = f"{subj} {' '.join(negated.split()[:2])}"
        if said in (head, short, f"{head} {rest}"):
            return True
    return False
