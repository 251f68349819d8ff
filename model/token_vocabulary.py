"""The token vocabulary: the names a state file may give a card's ``tokens``.

Card text puts tokens on cards ("Give him a -1F/-1C Poison token", "Put a Fire token on this
card", "Give a target Personality a +1F token"; Reference 05 lists the "+1F/+1C tokens" of Ninja
Shapeshifter) and reads them ("-1F for each of their Madness tokens", "if Natsuki has no
Training tokens"). The readers match a token by its name, the words before "token" after its
stat change ("Poison" of a "-1F/-1C Poison token"), case-insensitively; a state lists one entry
per token. A name no card prints matches nothing, so a misspelt one ("Madnes") would silently
turn a count or a condition: it is refused instead, naming the path and the nearest names.

The vocabulary, compared in lower case with spaces collapsed (as the keyword vocabulary):

- every token name the real card data prints (``tokens.txt`` beside this module: the Oracle of
  the Void export and every printing of the set files, written by ``token_vocabulary_of`` and
  checked against the data by the tests); a token with no name is named by its stat change as
  printed ("+1F", "-1F/-1C", "+1 Gold Production");
- the token names of the cards in use: the bundled library, a state's inline ``definitions``
  (printed text, token costs, token production, selectors) and the user's card data
  (``--cards``), so a card set of one's own brings its own names.

A name given with its stat change ("+1GP Wealth") or with the word "token" ("Fire token") is
refused with the name to give: the readers count "Wealth" tokens, and the stat change a token
gives the card is stated in the card's ``modifiers``.
"""

from __future__ import annotations

import difflib
import html
import re
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from model.errors import InputError
from model.lazy_regex import lazy_regex
from model.named_fields import named_fields

if TYPE_CHECKING:
    from model.oracle.pool import CardPool
    from model.state import CardLibrary, GameState

__all__ = [
    "data_tokens",
    "token_names",
    "token_problems",
    "token_vocabulary_of",
    "unknown_token",
]

_FILE = Path(__file__).with_name("tokens.txt")
_STAT_PART = r"(?:[+-]\d+[A-Z]*|\d+[A-Z]+)"
#: a token's stat change as printed: "+1F", "-1F/-1C", "0F/1C", "+1 Gold Production"
_STAT = (
    r"(?:[+-]\d+ (?:Gold Production|Gold Cost|strength|Force|Chi|Personal Honor)"
    rf"|{_STAT_PART}(?:/{_STAT_PART})*)"
)
_WORD = r"[A-Z][A-Za-z-]*"
#: the words before "token": a stat change, a name (capitalized words, "Doom of the Dragon"), or
#: both; a name starts a word (not "Mitsu's Fire": "Fire")
_BEFORE = lazy_regex(
    rf"(?:(?<!\S)(?P<stat>{_STAT})\s+)?"
    rf"(?:(?<![\w'])(?P<name>{_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_WORD})*)\s+)?$"
)
_TOKEN = lazy_regex(r"\btokens?\b")
#: capitalized words that start a sentence or a noun phrase, never a token's name
_NOT_NAMES = frozenset(
    {"the", "this", "these", "those", "that", "each", "all", "any", "his", "her", "its", "a"}
)
#: a verb or a card type before a name is no part of it ("Give Tsuruchi Arrow tokens": "Arrow")
_BEFORE_NAMES = frozenset(
    {"give", "put", "place", "destroy", "remove", "discard", "transfer", "add", "target"}
    | {"holding", "personality", "personalities", "item", "spell", "region", "province"}
)
_SUFFIX = lazy_regex(r"\s+tokens?$", re.IGNORECASE)
_STAT_PREFIX = lazy_regex(rf"^{_STAT}\s+", re.IGNORECASE)


def _fold(word: str) -> str:
    return " ".join(word.lower().split())


def token_names(text: str) -> tuple[str, ...]:
    """The token names ``text`` prints, as printed, in order, each once: the name before each
    "token(s)", its last word too when it has several (the readers read one word), and the stat
    change of a token with no name ("+1F")."""
    plain = " ".join(html.unescape(re.sub(r"<[^>]*>", " ", text)).split())
    found: list[str] = []
    for m in _TOKEN.finditer(plain):
        before = _BEFORE.search(plain[: m.start()])
        if before is None:
            continue
        name, stat = before.group("name"), before.group("stat")
        if name is not None and name.split()[0].lower() in _NOT_NAMES:
            name = None
        elif name is not None and name.split()[0].lower() in _BEFORE_NAMES:
            name = name.split()[-1]
        if name is not None:
            found.append(name)
            if len(words := name.split()) > 1:
                found.append(words[-1])
        elif stat is not None:
            found.append(stat)
    return tuple(dict.fromkeys(found))


def token_vocabulary_of(entries: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    """Folded token name -> the name as printed (first seen), of export-like entries' ``text``."""
    out: dict[str, str] = {}
    for entry in entries:
        for text in _strings(entry.get("text")):
            for name in token_names(text):
                out.setdefault(_fold(name), name)
    return out


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


@cache
def data_tokens() -> Mapping[str, str]:
    """The token names of the real card data (``tokens.txt``): folded -> as printed."""
    lines = _FILE.read_text("utf-8").splitlines()
    return {_fold(line): line.strip() for line in lines if line.strip()}


_POOL_TOKENS: dict[int, tuple[object, Mapping[str, str]]] = {}
#: the fields of card definitions and selectors that name a token
_NAMED = frozenset({"token", "from_tokens", "per_token", "has_token", "lacks_token"})


def _pool_tokens(pool: CardPool) -> Mapping[str, str]:
    """The token names of the user's card data (built once per pool)."""
    found = _POOL_TOKENS.get(id(pool))
    if found is not None and found[0] is pool:
        return found[1]
    words = token_vocabulary_of(raw[4] for raw in pool.index.values())
    if len(_POOL_TOKENS) > 8:
        _POOL_TOKENS.clear()
    _POOL_TOKENS[id(pool)] = (pool, words)
    return words


def _library_tokens(lib: CardLibrary) -> dict[str, str]:
    """The token names of the cards in use: their printed text and the names their abilities,
    production and selectors give."""
    out: dict[str, str] = {}
    for title in lib:
        card = lib[title]
        for name in token_names(card.printed_text or ""):
            out.setdefault(_fold(name), name)
        for _, _, field, value in named_fields(card, _NAMED):
            given: object = getattr(value, "name", None) if field == "token" else value
            if isinstance(given, str):
                out.setdefault(_fold(given), given)
    return out


def unknown_token(
    word: str, lib: CardLibrary | None = None, pool: CardPool | None = None
) -> str | None:
    """Why ``word`` is no token name of the vocabulary (module doc); None when it is one."""
    folded = _fold(word)
    known = dict(data_tokens())
    if folded in known:
        return None
    more = _library_tokens(lib) if lib is not None else {}
    if folded in more:
        return None
    if pool is not None and folded in _pool_tokens(pool):
        return None
    known.update(more)
    bare = _STAT_PREFIX.sub("", _SUFFIX.sub("", folded))
    if bare != folded and bare in known:
        said = "its stat change" if bare != _fold(_SUFFIX.sub("", folded)) else "the word 'token'"
        return (
            f"{word!r} names a token with {said}: give its name alone, {known[bare]!r} (the "
            "readers count tokens by name; a stat change a token gives is in 'modifiers')"
        )
    close = difflib.get_close_matches(folded, sorted(known), n=3, cutoff=0.75)
    hint = f"did you mean {', '.join(repr(known[c]) for c in close)}? " if close else ""
    return (
        f"{word!r} is not a token name; {hint}token names are the words before 'token' in the "
        "card data ('Poison' of a '-1F/-1C Poison token'; a token with no name by its stat "
        "change, '+1F'); your own cards' once their data is given (--cards, or 'definitions')"
    )


def token_problems(
    state: GameState, lib: CardLibrary, name: str, pool: CardPool | None = None
) -> Iterator[InputError]:
    """Every token name the state gives (a card's ``tokens``; an effect selector's
    ``has_token`` / ``lacks_token``) that is no token name."""
    for i, card in enumerate(state.cards):
        for j, token in enumerate(card.tokens):
            if (why := unknown_token(token, lib, pool)) is not None:
                yield InputError(name, f"cards[{i}].tokens[{j}]", why)
    for path, _, _, value in named_fields(state.effects, _NAMED - {"token"}, "effects"):
        if isinstance(value, str) and (why := unknown_token(value, lib, pool)) is not None:
            yield InputError(name, path, why)
