"""Cards named by a title in the Gold text (Reference 03: a title names every card of that
title): "plus 1 Gold for each Iron Mine in play", "the number of Silk Works in play". The text
is read lower-case, so the names are taken from the card's text as printed first
(``printed_names``): a run of two or more capitalized words, not all keywords, none a card
type or a word of the rules ("Honor", "Human", ...; not "Gold", a word of titles: "Gold
Mine"), nor a keyword of two words ("Geisha House"). A name also matches the cards that have
it as a keyword (the card data gives "Iron Mine" as a keyword to cards that count as one), and
every Experienced level of its title (Reference 02).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from model.cardtext.target_words import KEYWORDS
from model.common import CardType
from model.lazy_regex import lazy_regex
from model.selectors import Selector

_PRINTED: ContextVar[frozenset[str]] = ContextVar("printed_names", default=frozenset())
_NAME = lazy_regex(r"\b[A-Z][a-z']+(?: [A-Z][a-z']+)+\b")
#: Capitalized words that are no part of a title in the Gold text.
_RULE_WORDS = frozenset(
    {"honor", "production", "cost", "costs", "focus", "value", "family", "personal"}
    | {"force", "chi", "clan", "player", "players", "your", "you", "this", "the", "a", "an"}
    | {"when", "after", "before", "if", "while", "produce", "bow", "each", "all", "any"}
    | {"human", "nonhuman", "non", "unique", "other", "another", "target"}
)
_TYPES = (
    frozenset(t.value for t in CardType)
    | frozenset(f"{t.value}s" for t in CardType)
    | frozenset(f"{t.value[:-1]}ies" for t in CardType if t.value.endswith("y"))
    | {"attachment", "attachments", "card", "cards"}
)


def is_name(words: str) -> bool:
    """Are these capitalized words (lower-cased) a name, not keywords ("Nonhuman
    Shadowlands"), nor with a card type or a word of the rules?"""
    split = words.split()
    return len(split) > 1 and not (
        all(w in KEYWORDS for w in split) or any(w in _TYPES or w in _RULE_WORDS for w in split)
    )


def _names(text: str) -> frozenset[str]:
    return frozenset(
        name for m in _NAME.finditer(text) if is_name(name := " ".join(m.group(0).lower().split()))
    )


@contextmanager
def printed_names(text: str) -> Iterator[None]:
    """While reading ``text`` (plain, as printed): the names it gives cards by their title."""
    token = _PRINTED.set(_names(text))
    try:
        yield
    finally:
        _PRINTED.reset(token)


def titled(phrase: str) -> Selector | None:
    """The cards a name of the text being read names ("iron mine", "silk works", "trade
    routes"): that title or keyword, or, for a plural, without the final "s"; None when the
    phrase is not such a name."""
    if phrase not in _PRINTED.get():
        return None
    forms = [phrase, phrase[:-1]] if phrase.endswith("s") else [phrase]
    return Selector(  # a title names its every Experienced level (Reference 02)
        any_of=tuple(Selector(title_version=f) for f in forms)
        + tuple(Selector(keyword=(f,)) for f in forms)
    )
