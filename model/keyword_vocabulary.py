"""The keyword vocabulary: the words a state file or a request may give as a keyword.

Reference 04, Keywords: a keyword is a phrase printed at the top of a card's text box
(separated by "•"), and Ability keywords: the boldface words before an ability's designator
("Political Limited:"). A state names keywords in ``action_keywords``, an effect's
``actions.keyword``, a card's ``added_keywords``, an event's ``keywords``, a past fact's
``keyword`` and the keyword fields of selectors; a word that is no keyword matches nothing, so a
misspelt one ("politcal") would silently turn an ongoing effect off. It is refused instead,
naming the path and the nearest keywords.

The vocabulary, compared in lower case with spaces collapsed (keywords match case-insensitively):

- every keyword the real card data prints (``keywords.txt`` beside this module: the Oracle of
  the Void export and every printing of the set files, card keywords and ability keywords,
  written by ``vocabulary_of`` and checked against the data by the tests), so a keyword only
  real card data knows ("hettan", "iaijustu") is known without that data loaded;
- the clans, alone and as "<clan> clan" (Reference 03: a Clan is a keyword);
- the keywords of the cards in use: the bundled library, a state's inline ``definitions`` and
  the user's card data (``--cards``), so a card set of one's own brings its own words.
"""

from __future__ import annotations

import difflib
import html
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from model.common import CLANS, CardType, Designator
from model.errors import InputError
from model.named_fields import named_fields

if TYPE_CHECKING:
    from model.oracle.pool import CardPool
    from model.state import CardLibrary, GameState

__all__ = [
    "KEYWORD_FIELDS",
    "data_keywords",
    "keyword_problems",
    "keyword_words",
    "unknown_keyword",
    "vocabulary_of",
]

_FILE = Path(__file__).with_name("keywords.txt")
#: Fields of the state's values that hold keywords (one word or a list).
KEYWORD_FIELDS = frozenset(
    {
        "keyword",
        "keywords",
        "any_keyword",
        "not_keyword",
        "base_keyword",
        "added_keywords",
        "action_keywords",
    }
)
#: A field naming a designator or a keyword ("If the action is Political": ``action_has``).
_DESIGNATOR_OR_KEYWORD = frozenset({"action_has"})
#: Keywords card text gives that no card prints (Reference 04: effects grant keywords).
_GIVEN_BY_TEXT = frozenset({"tribe"})


def _fold(word: str) -> str:
    return " ".join(word.lower().split())


def keyword_words(raw: Iterable[str]) -> tuple[str, ...]:
    """The keywords of a card's keyword lines, lower case, in order, each once: HTML tags
    dropped, entities decoded, split at "•" (Reference 04: the separator)."""
    from model.oracle.text import HTML_TAG, SPACES

    words: list[str] = []
    for item in raw:
        for part in html.unescape(HTML_TAG.sub("", item)).split("•"):
            word = SPACES.sub(" ", part).strip().lower()
            if word and word not in words:
                words.append(word)
    return tuple(words)


@cache
def data_keywords() -> frozenset[str]:
    """The keywords of the real card data (``keywords.txt``), the clans and text-given ones."""
    words = {_fold(w) for line in _FILE.read_text("utf-8").splitlines() for w in line.split(";")}
    words |= set(CLANS) | {f"{c} clan" for c in CLANS} | _GIVEN_BY_TEXT
    return frozenset(w for w in words if w)


def vocabulary_of(entries: Iterable[Mapping[str, Any]]) -> frozenset[str]:
    """Card keywords and ability keywords of export-like entries (``keywords``, ``text``,
    ``type``); a Sensei's keyword lines are clan restrictions, not keywords (Reference 02)."""
    from model.cardtext.split import split_printed
    from model.cardtext.timing import parse_prefix

    found: set[str] = set()
    for entry in entries:
        kinds = entry.get("type") or [""]
        if str(kinds[0] if isinstance(kinds, list) else kinds).strip().lower() != "sensei":
            found.update(keyword_words(_strings(entry.get("keywords"))))
        for para in split_printed(_strings(entry.get("text"))):
            if para.prefix and (prefix := parse_prefix(para.prefix)).problem is None:
                found.update(prefix.keywords)
    return frozenset(found)


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


_POOL_WORDS: dict[int, tuple[object, frozenset[str]]] = {}


def _pool_keywords(pool: CardPool) -> frozenset[str]:
    """The keywords of the user's card data (built once per pool)."""
    found = _POOL_WORDS.get(id(pool))
    if found is not None and found[0] is pool:
        return found[1]
    words = vocabulary_of(raw[4] for raw in pool.index.values())
    if len(_POOL_WORDS) > 8:
        _POOL_WORDS.clear()
    _POOL_WORDS[id(pool)] = (pool, words)
    return words


def _library_keywords(lib: CardLibrary) -> frozenset[str]:
    words: set[str] = set()
    for title in lib:
        card = lib[title]
        words.update(card.keywords)
        words.update(card.clan)
        words.update(f"{c} clan" for c in card.clan)
        for ability in card.abilities:
            words.update(ability.keywords)
    return frozenset(_fold(w) for w in words)


#: attacks and duels an action makes, said where a keyword is asked for
_MADE = {
    "ranged attack": "ranged_attack",
    "melee attack": "melee_attack",
    "duel": "duel",
}


def unknown_keyword(
    word: str, lib: CardLibrary | None = None, pool: CardPool | None = None
) -> str | None:
    """Why ``word`` is no keyword of the vocabulary (module doc); None when it is one."""
    folded = _fold(word)
    known = data_keywords()
    if folded in known:
        return None
    more = _library_keywords(lib) if lib is not None else frozenset()
    if folded in more:
        return None
    if pool is not None and folded in _pool_keywords(pool):
        return None
    close = difflib.get_close_matches(folded, sorted(known | more), n=3, cutoff=0.75)
    hint = f"did you mean {', '.join(repr(c) for c in close)}? " if close else ""
    if (made := _MADE.get(folded.replace("_", " "))) is not None:
        # a Ranged Attack is what an action makes (Effects), no keyword of it (README "State
        # files": ``action_makes``)
        hint = f"what the action makes is stated as action_makes: [{made}]; "
    return (
        f"{word!r} is not a keyword; {hint}keywords are those the card data prints on cards "
        "and before ability designators (Reference 04) and the clans; your own cards' once "
        "their data is given (--cards, or 'definitions')"
    )


def keyword_problems(
    state: GameState, lib: CardLibrary, name: str, pool: CardPool | None = None
) -> Iterator[InputError]:
    """Every keyword the state names (``KEYWORD_FIELDS`` at any depth) that is no keyword. A
    designator is no keyword (Reference 04: "Battle", "Limited", ... are designators, not
    keywords) but where a field takes either (``action_has``); a past fact's ``keyword`` may
    be a card type ("if you have put any Items into play this turn": ``model.past``)."""
    designators = {d.value for d in Designator}
    types = {t.value for t in CardType}
    for path, word, owner in _keywords_in(state, "", ""):
        folded = _fold(word)
        if folded in designators and owner == "designator":
            continue
        if folded in types and owner in ("PastFact", "Past"):
            continue
        if folded in designators:
            yield InputError(name, path, f"{word!r} is {_DESIGNATOR_HINT}")
        elif (why := unknown_keyword(word, lib, pool)) is not None:
            yield InputError(name, path, why)


_DESIGNATOR_HINT = (
    "a designator, not a keyword (Reference 04): an action's designator is given apart "
    "('designator' of an effect's 'actions' or an 'event', 'action_designator')"
)


def _keywords_in(value: object, path: str, owner: str) -> Iterator[tuple[str, str, str]]:
    """(path, word, what holds it: its dataclass's name, or "designator" for a field taking a
    designator or a keyword) of every keyword in ``value``."""
    for where, kind, name, item in named_fields(value, _ALL_FIELDS, path):
        held = "designator" if name in _DESIGNATOR_OR_KEYWORD else kind or owner
        if isinstance(item, str):
            yield where, item, held
        elif isinstance(item, tuple):
            for i, word in enumerate(item):
                if isinstance(word, str):
                    yield f"{where}[{i}]", word, held


_ALL_FIELDS = KEYWORD_FIELDS | _DESIGNATOR_OR_KEYWORD
