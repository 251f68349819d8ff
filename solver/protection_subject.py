"""Whom another card's unread protection names by its subject (Costs and restrictions: a change
that is prevented can't pay a cost; Reference 03 and 04: card types and keywords). "Other
Fortifications attached to this Province will not be destroyed." (South Wall of Otosan Uchi)
protects only Fortifications: a card that is neither of that type nor has that keyword (an Item
attached to a Personality, Wise Investment) is not among them, so the sentence can't stop its
cost (h42adv2 W4). Read only for a subject that opens the sentence as "[Other] <Word>s" followed
by "attached to", "you control", "in play" or "at": the word must be a card type or a keyword
the card lacks; any other opening keeps the doubt."""

from __future__ import annotations

from model.common import CardType
from model.keyword_vocabulary import data_keywords
from model.lazy_regex import lazy_regex
from model.state import View

__all__ = ["outside_subject"]

_SUBJECT = lazy_regex(
    r"^(?:Other )?(?P<word>[A-Z][a-z]+?)(?:ies|s) (?:attached to|you control|in play|at)\b"
)
_TYPES = {t.value for t in CardType if t is not CardType.OTHER}


def outside_subject(view: View, card: str, sentence: str) -> bool:
    """Is ``card`` certainly not of the subject ``sentence`` opens with (see the module)?"""
    m = _SUBJECT.match(sentence.strip())
    if m is None:
        return False
    full = m.group(0).split(" ")[1 if m.group(0).startswith("Other ") else 0]
    word = (full[:-3] + "y" if full.endswith("ies") else full[:-1]).casefold()
    kind = view.definition(card).type.value
    keywords = {k.casefold() for k in view.keywords(card)}
    return word != kind and word not in keywords and (word in _TYPES or _keyword_word(word))


def _keyword_word(word: str) -> bool:
    """A keyword real card data prints (``model.keyword_vocabulary``: "fortification")."""
    return word in data_keywords()
