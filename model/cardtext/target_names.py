"""Card names in a target phrase (Abilities and actions / B; Reference 03: a card's title is its
name without subtitle): "a target Personality not named Yasuki Tono" (any title but that one),
and "a target Ashalan Blade" on Ashalan Blade (a card by its own title).

The importer has no list of titles, and many keywords of the card data are several capitalized
words ("Black Scroll", "Battle Maiden", even "Soul of Hida Kisada"): after "not named" a name is
read as capitalized words none of which is a word the phrase grammar reads otherwise, running to
the end of the sentence; elsewhere only the card's own title is read as a name.
"""

from __future__ import annotations

import re
from dataclasses import replace

from model.cardtext.target_other_titles import other_title
from model.cardtext.target_title_modifier import title_readings
from model.cardtext.target_words import KEYWORDS, NOUNS, PLURAL, self_words
from model.common import CLANS, CardType
from model.lazy_regex import lazy_regex
from model.selectors import Selector

__all__ = ["named_alternative", "not_named", "own_possessive", "title_noun"]

_NAME = r"(?P<name>(?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*))*)"
_END = r"(?=\s*\.?\s*$)"
_NOT_NAMED = lazy_regex(rf"^\s*not named {_NAME}{_END}", re.IGNORECASE)
_OR_NAMED = lazy_regex(rf"^\s*or {_NAME}{_END}", re.IGNORECASE)


#: Capitalized words of the game's own vocabulary, never part of a name read here ("Battle
#: Maidens", "Ranged Attack", "Attack Phase", "Bushido Virtue", "Emerald Champion": keywords,
#: game terms and subtitles the phrase grammar does not read as a title).
_GAME_WORDS = frozenset(
    {"battle", "open", "limited", "reaction", "interrupt", "engage", "political", "dynasty"}
    | {"attack", "attacks", "phase", "honor", "force", "chi", "gold", "cost", "focus", "value"}
    | {"maiden", "maidens", "virtue", "virtues", "champion", "strategy", "recon", "fate"}
    | {"province", "provinces", "token", "tokens", "army", "unit", "ability", "action"}
)


#: Words the phrase grammar reads otherwise: card nouns, keywords, clans.
_KNOWN = NOUNS.keys() | KEYWORDS | PLURAL.keys() | set(CLANS) | {"clan"}


def _is_name(name: str) -> bool:
    """Whether ``name`` reads as a card title: two or more capitalized words, none a word the
    phrase grammar reads otherwise (a card noun, keyword or clan) or a game term."""
    words = [w.lower().removesuffix("'s") for w in name.split()]
    return len(words) >= 2 and not any(w in _KNOWN | _GAME_WORDS for w in words)


def not_named(rest: str, sel: Selector) -> tuple[Selector, str, int] | str | None:
    """ "not named <title>" at the start of ``rest``: (selector, "", length used)."""
    m = _NOT_NAMED.match(rest)
    if m is None:
        return None
    if not _is_name(m.group("name")) or sel.not_title is not None:
        return f"the words after a target: {rest.strip()[:40]!r}"
    return replace(sel, not_title=m.group("name")), "", m.end()


def named_alternative(
    rest: str, sel: Selector, title: str = ""
) -> tuple[Selector, int, Selector | None] | str | None:
    """ "or <title>" ending the sentence after a phrase naming a card type and nothing else
    ("a target Holding or Shosuro Kameyoi": any Holding, or any card with that title); with
    the type's own filters before it ("your target unbowed Ring or Moto Ming-Gwok": of the Ring
    only, or of both?) read two ways, the third item the lenient selector
    (``model.cardtext.target_title_modifier``); any other qualifier not read. The card's own
    title is read as printed; another card's only where it can't be a keyword of several words
    ("Black Scroll", "Battle Maiden" are keywords of the card data:
    ``model.cardtext.target_other_titles``), at every Experienced level."""
    m = _OR_NAMED.match(rest)
    if m is None:
        return None
    own = re.sub(r"\s*[•(].*$", "", title).strip()
    name = m.group("name")
    if name != own and other_title(name) and (two := title_readings(sel, name)) is not None:
        return two[0], m.end(), two[1]  # "your target unbowed Ring or Moto Ming-Gwok"
    if sel != Selector(type=sel.type) or not sel.type:
        return f"the words after a target: {rest.strip()[:40]!r}"
    if name == own:
        either = Selector(any_of=(Selector(type=sel.type), Selector(title=name)))
        return either, m.end(), None
    if not other_title(name):  # (model.cardtext.target_other_titles)
        return f"the words after a target: {rest.strip()[:40]!r}"
    # another card's title names it at every Experienced level (Reference 02)
    either = Selector(any_of=(Selector(type=sel.type), Selector(title_version=name)))
    return either, m.end(), None


_TITLE_NOUN = lazy_regex(rf"^{_NAME}(?=\s*[.:,;]|\s*$|\s+[+-]\d)")


def title_noun(rest: str, title: str) -> tuple[str, int] | None:
    """The card's own title right after a phrase's determiner ("a target Ashalan Blade" on
    Ashalan Blade): the title and its length; None: no such name there. Another card's name
    ("another player's Mirumoto Kyoshiro") is not read: without a list of titles it can't be
    told from a keyword of several words ("a Black Scroll")."""
    m = _TITLE_NOUN.match(rest)
    if m is None:
        return None
    own = re.sub(r"\s*[•(].*$", "", title).strip()
    name = m.group("name")
    if name == own and not _KNOWN & {w.lower() for w in name.split()}:
        return name, m.end()  # the card's own title: "Give a target Ashalan Blade +3F/+3C"
    return None


_POSSESSIVE = lazy_regex(r"(?P<name>[\w-]+)(?:'s|\u2019s)\s*$")


def own_possessive(
    before: str, det: str, title: str, card_type: CardType | None
) -> re.Match[str] | None:
    """ "Zansho's target Follower" on Zansho (a Personality): the possessive of the card's own
    name right before a target phrase without a determiner."""
    if det or card_type is not CardType.PERSONALITY:
        return None
    m = _POSSESSIVE.search(before)
    if m is None or m.group("name").lower() not in self_words(title):
        return None
    return m
