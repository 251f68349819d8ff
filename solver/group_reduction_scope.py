"""An unread reduction naming the keywords or Clans of the cards it lowers ("Fox and Fox Clan
Personalities enter play paying 2 less Gold for you.", Kyuden Kitsune; "Obsidian Items enter
play for you for 4 less Gold."; "Shadowlands cards enter play for you for 1 less Gold."): Costs
and restrictions / Changes to costs and payments. Its subject is read with certainty: cards of
that type with one of the words, as a keyword or as a Clan (Reference 02: a Clan Alignment is a
card's Clan or its "<X> Clan" keyword; a bare word is taken as either, the wider reading), and,
with "for you", its controller's only. A card of another type, or with none of the words (its
printed keywords, those the state gives and those unread text in play names: ``keywords_at_most``;
any unread text that may give others keeps the doubt), can't be paid for by it (h43adv4 F5).
"""

from __future__ import annotations

import re

from model.cards import CardDef
from model.clan_alignment import card_clans
from model.common import CLANS
from model.keyword_vocabulary import data_keywords
from model.lazy_regex import lazy_regex
from model.state import View
from solver.entering_scope import TYPE_NOUNS
from solver.play_keyword_scope import keywords_at_most

__all__ = ["group_cannot_lower"]

_WORD = r"[A-Z][a-z'-]+(?: Clan)?"
_SHAPE = lazy_regex(
    rf"^(?P<who>{_WORD}(?:(?:, | and | or |, and |, or ){_WORD})*) "
    r"(?P<type>Personalities|Holdings|Followers|Items|Spells|cards) enter play (?P<you1>for you )?"
    r"(?:paying|for) (?:\d+|one|two|three|four) less Gold(?P<you2> for you)?\.?$"
)
#: "Title (id): sentence" or "Title: sentence", as the solver shows unread text
_SHOWN = lazy_regex(r"^[^:]*?(?:\([^)]*\))?: (?P<text>.*)$")


def _words(who: str) -> list[str]:
    parts = re.split(r", and |, or |, | and | or ", who)
    return [p.strip().casefold() for p in parts if p.strip()]


def group_cannot_lower(
    said: str, view: View, definition: CardDef, card: str | None, yours: bool
) -> bool:
    """True when ``said`` (a sentence, or "Title (id): sentence") is of that shape and surely
    can't lower the Gold ``card`` (``definition``) costs to enter play; ``yours``: the
    sentence's card is controlled by the player paying. False when not sure."""
    text = said.strip()
    m = _SHAPE.fullmatch(text)
    if m is None and (shown := _SHOWN.match(text)) is not None:
        m = _SHAPE.fullmatch(shown.group("text").strip())
    if m is None:
        return False
    words = _words(m.group("who"))
    known = data_keywords() | CLANS
    if not all(w in known or w.removesuffix(" clan") in known for w in words):
        return False  # "Your Holdings ...", "Gold-producing ...": no keyword, not read here
    if (m.group("you1") or m.group("you2")) and not yours:
        return True  # "for you": its controller's plays only
    noun = m.group("type").casefold()
    if noun != "cards" and TYPE_NOUNS[noun] is not definition.type:
        return True
    if card is None or not view.has(card):
        return False
    keywords = keywords_at_most(view, card)
    if keywords is None:
        return False  # text not read may give it any keyword
    has = {k.casefold() for k in keywords}
    clans = {c.casefold() for c in (*definition.clan, *card_clans(view, card))}
    for word in words:
        base = word.removesuffix(" clan")
        if word in has or f"{base} clan" in has or base in clans:
            return False
        if word == base and base in has:
            return False
    return True
