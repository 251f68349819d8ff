"""Cards named by their deck in a target ("a target Fate card in your discard pile", "two
target Dynasty or Fate cards (in play)"; Reference 02: the Dynasty and Fate decks, each card
of one of them by its type, ``model.common.DYNASTY_TYPES`` / ``FATE_TYPES``): the words are
joined into one noun whose types are that deck's (both decks': every type but the Stronghold,
Sensei and Wind, which are of neither deck)."""

from __future__ import annotations

from model.common import DYNASTY_TYPES, FATE_TYPES, CardType

__all__ = ["DECK_NOUNS", "deck_words", "join_decks"]

_FATE = tuple(sorted(FATE_TYPES))
_DYNASTY = tuple(sorted(DYNASTY_TYPES))
_BOTH = tuple(sorted(FATE_TYPES | DYNASTY_TYPES))

#: the joined nouns (lower case) and their card types
DECK_NOUNS: dict[str, tuple[CardType, ...]] = {
    "fate card": _FATE,
    "fate cards": _FATE,
    "dynasty card": _DYNASTY,
    "dynasty cards": _DYNASTY,
    "dynasty or fate card": _BOTH,
    "dynasty or fate cards": _BOTH,
    "fate or dynasty card": _BOTH,
    "fate or dynasty cards": _BOTH,
}


def join_decks(words: list[str]) -> list[str]:
    """``words`` with "Fate card(s)", "Dynasty card(s)" and "Dynasty or Fate card(s)" each
    joined into one word (the text's length kept: joined with its spaces)."""
    out: list[str] = []
    i = 0
    while i < len(words):
        for n in (4, 2):
            part = " ".join(words[i : i + n])
            if len(words) - i >= n and part.rstrip(".,;:").lower() in DECK_NOUNS:
                out.append(part)
                i += n
                break
        else:
            out.append(words[i])
            i += 1
    return out


def deck_words(types: tuple[CardType, ...]) -> set[str]:
    """The words a target naming exactly ``types`` by their deck reads (the word audit)."""
    found = set(types)
    if found == set(_BOTH):
        return {"dynasty", "or", "fate"}
    return {"fate"} if found == FATE_TYPES else {"dynasty"} if found == DYNASTY_TYPES else set()
