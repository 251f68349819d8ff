"""A noun that names both a card type and a printed keyword ("a target Sensei": the Sensei card
type, or a Personality with the Sensei keyword; "your performing Ancestor": the Ancestor card
type, or a Personality with the Ancestor keyword).

The rules files do not say which one such a word names alone. A performer is a Follower or
Personality (Abilities and actions / B), so "performing Ancestor" can only be the keyword.
Otherwise two readings are kept: strictly a card that is both (demanding more than either
reading, never less), leniently a card that is either (``Phrase.lenient_select``), so an answer
the choice would settle is ``unknown``, never a false ``legal`` or ``illegal``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.target_phrase import KEYWORD_SCOPE
from model.common import ATTACHMENT_TYPES, CardType
from model.selectors import Selector

__all__ = ["settle_kind", "type_or_keyword"]

#: The nouns, with the card type and the keyword each may name.
_BOTH = {"ancestor": CardType.ANCESTOR, "sensei": CardType.SENSEI}
_PERFORMERS = (CardType.FOLLOWER, CardType.PERSONALITY)


def type_or_keyword(
    words: str, sel: Selector, performer: bool, lenient: Selector | None
) -> tuple[Selector, Selector | None] | str | None:
    """The selector (and lenient one) of a phrase whose noun is one of those words alone
    (``words``: the phrase's text); None when it has none; a string: not read."""
    nouns = {
        n for n in _BOTH if re.search(rf"\b{n}s?\b(?!\s+(?:personalit|follower|card))", words, re.I)
    }
    if len(nouns) != 1:
        return None if not nouns else "two nouns that are a card type and a keyword"
    (noun,) = nouns
    kind = _BOTH[noun]
    as_type = sel.type == (kind,) and noun not in sel.keyword
    as_keyword = not sel.type and sel.keyword == (noun,)
    if not (as_type or as_keyword) or sel.any_of or sel.any_keyword:
        return None if noun in sel.keyword or kind in sel.type else f"{noun!r} with another noun"
    if lenient is not None:
        return f"{noun!r}, a card type or a keyword, in a phrase read two ways already"
    if performer:
        return replace(sel, type=_PERFORMERS, keyword=(noun,)), None
    both = replace(sel, type=(kind,), keyword=(noun,))
    either = replace(
        sel, type=(), keyword=(), any_of=(Selector(type=(kind,)), Selector(keyword=(noun,)))
    )
    return both, either


#: Cards that stand at a location of their own (a Personality, and what is attached to one).
_STANDS_AT_BATTLEFIELDS = frozenset({CardType.PERSONALITY, *ATTACHMENT_TYPES})


def settle_kind(
    words: str,
    sel: Selector,
    performer: bool,
    scoped: tuple[Selector, Selector] | None,
    card_type: CardType | None,
) -> tuple[Selector, Selector | None, str] | str:
    """A phrase's selector, its lenient one and why it reads two ways, once the nouns that name
    a card type and a keyword are settled (``type_or_keyword``; ``scoped``: the two readings of
    "an Infantry Personality or Follower"); a string: not read. "this battlefield" on a card
    that may stand at another battlefield than the current one (his, or the current one? no
    presence rule in the rules files settles it) is not read."""
    # (its Province's strength is read: only while the card is at the current battlefield)
    this = re.search(r"\bthis battlefield\b(?!'s province's strength)", words, re.I)
    if card_type in _STANDS_AT_BATTLEFIELDS and this:
        return "'this battlefield' on a card that may be at another battlefield"
    lenient = None if scoped is None else replace(sel, keyword=(), any_of=scoped)
    kind = type_or_keyword(words, sel, performer, lenient)
    if isinstance(kind, str):
        return kind
    if kind is None:
        return sel, lenient, KEYWORD_SCOPE
    why = "a word that is both a card type and a keyword names a card of either"
    return kind[0], kind[1], why
