"""An attack's bonus under a condition naming its target by title: "plus 2 if the Ranged
Attack targets Daigotsu Arakan" (Zansho • Experienced, read as "if the target is Daigotsu
Arakan": ``attack_plain``).

A title named in card text names every Experienced level of that title (Reference 02: cards
with the same title but different Experienced levels; ``Selector.title_version``). The words
are read as a title only when there are two or more and none is a keyword, a Clan or a card
type (then they are the keywords, Clan or type as before): the state settles whether the
target bears that title, so the bonus is a second Force limit under it (``attack_bonuses``).
"""

from __future__ import annotations

from model.cardtext.target_words import KEYWORDS, NOUNS
from model.common import CLANS, clan_word
from model.selectors import Selector

__all__ = ["title_named"]


def title_named(words: list[str]) -> Selector | None:
    """``words`` ("Daigotsu Arakan") as a title at any Experienced level (None: not one)."""
    if len(words) < 2:
        return None
    for word in words:
        low = word.lower()
        if low in KEYWORDS or low in NOUNS or low in ("clan", "card", "cards"):
            return None
        if clan_word(word) in CLANS:
            return None
    return Selector(title_version=" ".join(words))
