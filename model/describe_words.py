"""Words of a selector as a card prints them (``model.describe``): keywords capitalised word by
word ("Geisha House", "Brotherhood of Shinsei"), and a set of card types that is every type but
a few said as the card says it ("non-Stronghold"; Reference 03: Card types; Reference 04:
Keywords)."""

from __future__ import annotations

from collections.abc import Iterable

from model.common import CardType

__all__ = ["MAX_EXCLUDED", "excluded_types", "keyword_text"]

#: Words a printed keyword keeps in lower case past its first word ("Advisor to the Emerald
#: Champion", "Oni no Akuma").
_SMALL = frozenset({"a", "an", "and", "by", "for", "from", "in", "no", "of", "on", "the", "to"})


def keyword_text(keyword: str) -> str:
    """A keyword (kept in lower case: keywords match case-insensitively) as printed: every
    word capitalised but the small ones after the first."""
    words = keyword.split(" ")
    return " ".join(w if i and w in _SMALL else w[:1].upper() + w[1:] for i, w in enumerate(words))


#: Most types left out that are still said as "non-<type>" ("Dynasty or Fate cards", every
#: type but four, keep their list).
MAX_EXCLUDED = 2


def excluded_types(types: Iterable[CardType]) -> tuple[CardType, ...]:
    """The types a selector leaves out when it names all but one or two ("non-Stronghold"
    reads every type but Stronghold); () otherwise (none named, a short list, every type)."""
    named = set(types)
    missing = tuple(t for t in CardType if t not in named)
    return missing if named and 0 < len(missing) <= MAX_EXCLUDED else ()
