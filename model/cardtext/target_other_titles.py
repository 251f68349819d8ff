"""Another card's title as the alternative of a card type in a target phrase (Abilities and
actions / B; Reference 03, Card Title: a card's title is its name without subtitle; Reference
02: cards with the same title at different Experienced levels): "Straighten a target Holding or
Shosuro Kameyoi." (Yasuki Tono • Experienced), "Bow or straighten a target Ring or Moshi
Tomiko." (Moto Ming-Gwok • Experienced).

The importer has no list of titles, so a name is told from a keyword of several words ("Black
Scroll", "Battle Maiden", "Soul of Hida Kisada") by the keyword vocabulary of the real card data
(``model.keyword_vocabulary.data_keywords``: every keyword the Oracle export and the set files
print): read as a title only when it is two or more capitalized words, none of them a word the
phrase grammar reads otherwise (a card noun, keyword or game term; a clan only as the first
word, a family name: "Moto Ming-Gwok"), and the whole is no
printed keyword. The caller reads it only after a phrase naming a card type and nothing else
("your target unbowed Ring or Moto Ming-Gwok": unbowed of the Ring only, or of both? not read).
"""

from __future__ import annotations

from model.cardtext.target_words import KEYWORDS, NOUNS, PLURAL
from model.common import CLANS
from model.keyword_vocabulary import data_keywords

__all__ = ["other_title"]

#: Capitalized words of the game's vocabulary, never part of a title read here.
_GAME_WORDS = frozenset(
    {"battle", "open", "limited", "reaction", "interrupt", "engage", "political", "dynasty"}
    | {"attack", "attacks", "phase", "honor", "force", "chi", "gold", "cost", "focus", "value"}
    | {"maiden", "maidens", "virtue", "virtues", "champion", "strategy", "recon", "fate"}
    | {"province", "provinces", "token", "tokens", "army", "unit", "ability", "action"}
    | {"imperial", "favor", "family", "deck", "discard", "pile", "hand", "home", "player"}
    | {"stronghold", "sensei", "wind", "ring", "clan", "experienced"}
)
_CLANS = frozenset(CLANS)
_KNOWN = NOUNS.keys() | KEYWORDS | PLURAL.keys()


def other_title(name: str) -> bool:
    """Whether ``name`` (capitalized words after "or") reads as another card's title."""
    words = [w.lower() for w in name.split()]
    if len(words) < 2 or any(w in _KNOWN or w in _GAME_WORDS for w in words):
        return False
    if any(w in _CLANS for w in words[1:]):  # a family name may be a clan's ("Moto Ming-Gwok")
        return False
    return " ".join(words) not in data_keywords()
