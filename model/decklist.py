"""Deck lists: the text formats players share, resolved against a card library.

Reference 02 (Deck Construction): a play deck is one Stronghold, optionally one Sensei, a
Dynasty deck (Holdings, Personalities, Events, Regions, Celestials) and a Fate deck (Strategies,
Followers, Items, Spells, Rings, Ancestors); Reference 03 (card types: which deck each type
belongs to).

The plain format::

    # comments start with '#', blank lines are ignored
    Stronghold                     # or inline: "Stronghold: Kyuden Hida (Exp)"
    1 Kyuden Hida • Experienced
    Sensei                         # optional, and so are "Wind" and "Pregame Holdings"
    1 Kobi Sensei
    Dynasty (40)                   # header: case-insensitive, optional count "(40)", ": 40"
    3 Iron Mine
    3x Hida Kisada                 # "N Title" or "Nx Title"
    Holdings (14)                  # optional sub-header: a card type of the current deck
    Fate (40)
    3 Ambush

The Sun and Moon export: the same "N Title" lines under headers written as '#' lines::

    # Stronghold
    1 Plains of the Maiden
    # Sensei                       # optional, and so is "# Wind" (at most one of each)
    # Pregame Holdings             # Holdings that begin the game in play (see below)
    1 Border Keep - exp2
    # Dynasty
    # Personalities (22)           # or "# Personality - (22) [9 distinct]"
    1 Utaku Liu Xeung - exp
    # Fate
    # Strategies (35)

The export also writes the Dynasty deck's types with no "# Dynasty" line after the Pregame
Holdings ("# Pregame Holdings", "1 Border Keep", "# Holding - (18)", "# Personality - (22)"):
a Holding sub-header heads the Pregame Holdings only while none is listed under them yet, and
the Dynasty deck's Holdings after them. Its "# Pre-Game - (4) [4 distinct]" header opens the
Pregame Holdings (its count, of every starting card, is not checked).

A line whose text after the '#' is exactly a header or a sub-header (plural or singular type
name, optional count "(N)" and "[N distinct]") is that header; any other '#' line, and anything
after a '#' on a card line, is a comment. Both formats may be mixed; a UTF-8 byte order mark,
CRLF line ends and trailing spaces are ignored. A file with no header of either format and no
card line (an "N Title" line or a known title) is not a deck list (an error naming its first
line).

Pregame Holdings: the deck list states that they begin the game in play (the rules files do not
mention them); they are Holdings only, are not part of the Dynasty deck (nor its 40-card
minimum), but count toward the copy limits by title together with the Dynasty copies. A Wind is
a starting card like the Sensei (the rules files do not mention Winds either): at most one, in
play from the start.

Titles resolve case-insensitively against the library's keys (the bundled library's titles,
or an Oracle export's display titles, where other versions are "Title • Experienced"); the
spellings players use for versions also resolve: "Title (Exp)", "Title - Experienced 2",
"Title Exp2", "Title - exp2", "Title - inexp", curly apostrophes. A line without a count is one
copy. Every problem is an ``InputError`` naming the file and the line: unknown titles (with the
closest matches), cards in the wrong section, not exactly one Stronghold, more than one Sensei
or Wind.

A list is bounded so that a hostile file cannot take memory or time (issue 12): at most
``MAX_DECK_BYTES`` and ``MAX_DECK_LINES`` lines of ``MAX_LINE_CHARS`` characters, at most
``MAX_COPIES_PER_LINE`` copies on one line and ``MAX_DECK_CARDS`` cards in all; more is an
error naming the file and the line ("1000000000 Iron Mine" is not 8 GB of card names).

Deck-building rules that a goldfish run can do without are *warnings*, not errors (a test deck
of 38 copies of one card is useful): the copy limits (one of a Unique card, three of any other
by title, Experienced versions counting as different titles), the 40/40 minimum, and a
header's stated count (or number of distinct titles) that differs from the cards listed.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Protocol, runtime_checkable

from model.cards import DYNASTY_TYPES, FATE_TYPES, CardDef, CardType
from model.deck_construction import construction_warnings
from model.deck_hints import comment_hint, printing_stripped
from model.deck_text import read_decklist_text
from model.errors import InputError, InputErrors, article, clip
from model.lazy_regex import lazy_regex
from model.state import CardLibrary

__all__ = [
    "DeckEntry",
    "DeckList",
    "Section",
    "load_decklist",
    "normalise_title",
    "parse_decklist",
]

#: Minimum deck sizes of the standard formats (Reference 02: "40/40").
MIN_DECK = 40
#: Copy limit of a non-Unique card by title (Reference 02).
MAX_COPIES = 3
#: Most copies one line may list (a warning above MAX_COPIES, an error above this).
MAX_COPIES_PER_LINE = 1000
#: Most cards a whole list may hold (every section together).
MAX_DECK_CARDS = 10_000
#: Largest deck list file read (bytes), most lines, longest line (characters).
MAX_DECK_LINES = 20_000
MAX_LINE_CHARS = 500
#: Problems reported with "did you mean" (a fuzzy search each); later ones are named without
#: it, so every problem of a list comes in one run (h40adv2 E4), up to ``MAX_LISTED_ERRORS``.
MAX_ERRORS = 20
MAX_LISTED_ERRORS = 500


class Section(StrEnum):
    """The parts of a play deck (Reference 02), and the two starting parts of the Sun and Moon
    export (a Wind, Pregame Holdings: module doc)."""

    STRONGHOLD = "stronghold"
    SENSEI = "sensei"
    WIND = "wind"
    DYNASTY = "dynasty"
    FATE = "fate"
    PREGAME = "pregame holdings"


#: Card types each section holds (Reference 03). Dynasty comes before Pregame Holdings: the
#: first section holding a type is the one named in wrong-section errors.
SECTION_TYPES: dict[Section, frozenset[CardType]] = {
    Section.STRONGHOLD: frozenset({CardType.STRONGHOLD}),
    Section.SENSEI: frozenset({CardType.SENSEI}),
    Section.WIND: frozenset({CardType.WIND}),
    Section.DYNASTY: DYNASTY_TYPES,
    Section.FATE: FATE_TYPES,
    Section.PREGAME: frozenset({CardType.HOLDING}),
}

_SUBHEADERS: dict[str, CardType] = {
    "holdings": CardType.HOLDING,
    "personalities": CardType.PERSONALITY,
    "events": CardType.EVENT,
    "regions": CardType.REGION,
    "celestials": CardType.CELESTIAL,
    "strategies": CardType.STRATEGY,
    "followers": CardType.FOLLOWER,
    "items": CardType.ITEM,
    "spells": CardType.SPELL,
    "rings": CardType.RING,
    "ancestors": CardType.ANCESTOR,
}
#: The Sun and Moon export's sub-headers: the plural names and the singular ones.
_EXPORT_SUBHEADERS: dict[str, CardType] = {
    **_SUBHEADERS,
    **{t.value: t for t in _SUBHEADERS.values()},
}
#: The Sun and Moon export's headers (the plain format's and two more).
_EXPORT_HEADERS: dict[str, Section] = {
    "stronghold": Section.STRONGHOLD,
    "sensei": Section.SENSEI,
    "wind": Section.WIND,
    "pregame holdings": Section.PREGAME,
    "pregame holding": Section.PREGAME,
    "pre-game": Section.PREGAME,  # its count is of every starting card: not checked
    "dynasty": Section.DYNASTY,
    "fate": Section.FATE,
}


def _names(words: Mapping[str, object]) -> str:
    """An alternation of ``words``, longest first, spaces as one space."""
    return "|".join(re.escape(w).replace(r"\ ", " ") for w in sorted(words, key=len, reverse=True))


_COUNT_SUFFIX = r"(?:\s*[:\-]?\s*[(\[]?\s*(?P<n>\d+)(?:\s*cards?)?\s*[)\]]?)?\s*:?"
_DISTINCT = r"(?:\s?\[\s?(?P<d>\d+)\s?distinct\s?\])?\s?:?"
_HEADER = lazy_regex(
    r"^(?P<name>stronghold|sensei|wind|pregame holdings|dynasty|fate)(?:\s+deck)?"
    + _COUNT_SUFFIX
    + "$",
    re.IGNORECASE,
)
_SUBHEADER = lazy_regex(
    r"^(?P<name>" + "|".join(_SUBHEADERS) + ")" + _COUNT_SUFFIX + "$", re.IGNORECASE
)
_EXPORT_HEADER = lazy_regex(
    r"^(?P<name>" + _names(_EXPORT_HEADERS) + r")(?:\s+deck)?" + _COUNT_SUFFIX + _DISTINCT + "$",
    re.IGNORECASE,
)
_EXPORT_SUBHEADER = lazy_regex(
    r"^(?P<name>" + _names(_EXPORT_SUBHEADERS) + ")" + _COUNT_SUFFIX + _DISTINCT + "$",
    re.IGNORECASE,
)
_INLINE = lazy_regex(r"^(?P<name>stronghold|sensei|wind)\s*:\s*(?P<rest>\S.*)$", re.IGNORECASE)
_CARD = lazy_regex(r"^(?:(?P<n>\d+)\s*[x×]?\s+)?(?P<title>\S.*?)$", re.IGNORECASE)
_COUNTED = lazy_regex(r"^\d+\s*[x×]?\s+\S", re.IGNORECASE)
#: "-2 Heisha": a count with a minus sign (h43adv1 W3), not a title
_NEGATIVE = lazy_regex(r"^[-−–]\s*(?P<n>\d+)\s*[x×]?\s+(?P<title>\S.*?)$", re.IGNORECASE)
_EXP = lazy_regex(r"\b(in)?exp(?:erienced)?(?=\d|\b)\.?\s*(\d*)")
_PUNCT = lazy_regex(r"[•·()\[\],:;\-–—_/]")
_SPACE = lazy_regex(r"\s+")
_BOM = "\ufeff"

#: Why a file is refused before its lines are read.
NOT_A_DECK_LIST = (
    "not a deck list: expected lines 'N Title' under section headers (plain or Sun and Moon export)"
)


def normalise_title(title: str) -> str:
    """A spelling-tolerant key: case, bullets, dashes, brackets, "Exp" and quotes folded."""
    t = title.casefold().replace("’", "'").replace("‘", "'").replace("`", "'")
    t = _PUNCT.sub(" ", t)
    t = _EXP.sub(
        lambda m: (m.group(1) or "") + "experienced" + (" " + m.group(2) if m.group(2) else ""),
        t,
    )
    return _SPACE.sub(" ", t).strip()


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """``count`` copies of the card ``title`` (its key in the library), from line ``line``."""

    title: str
    count: int
    card: CardDef
    line: int


@dataclass(frozen=True, slots=True)
class DeckList:
    """A resolved play deck (Reference 02). ``warnings``: deck-building rules it breaks.
    ``pregame``: Holdings that begin the game in play; ``wind``: a starting Wind (module doc)."""

    name: str
    stronghold: DeckEntry
    sensei: DeckEntry | None
    dynasty: tuple[DeckEntry, ...]
    fate: tuple[DeckEntry, ...]
    warnings: tuple[str, ...] = ()
    pregame: tuple[DeckEntry, ...] = ()
    wind: DeckEntry | None = None

    @property
    def clan(self) -> str | None:
        """The player's Clan Alignment: the Stronghold's (Reference 02)."""
        clans = self.stronghold.card.clan
        return clans[0] if clans else None

    @property
    def starting_honor(self) -> int:
        """Starting Family Honor: the Stronghold's stat plus the Sensei's modifier (Ref. 02/03)."""
        honor = self.stronghold.card.starting_honor or 0
        if self.sensei is not None:
            honor += self.sensei.card.starting_honor or 0
        return honor

    @property
    def gold_production_modifier(self) -> int:
        """The Sensei's Gold Production modifier on the Stronghold (Reference 03, Sensei)."""
        return (self.sensei.card.gold_production or 0) if self.sensei is not None else 0

    def dynasty_cards(self) -> tuple[str, ...]:
        """Every Dynasty card (library keys), one per copy, in list order."""
        return tuple(e.title for e in self.dynasty for _ in range(e.count))

    def fate_cards(self) -> tuple[str, ...]:
        """Every Fate card (library keys), one per copy, in list order."""
        return tuple(e.title for e in self.fate for _ in range(e.count))

    def pregame_cards(self) -> tuple[str, ...]:
        """Every Pregame Holding (library keys), one per copy, in list order."""
        return tuple(e.title for e in self.pregame for _ in range(e.count))

    def entries(self) -> tuple[DeckEntry, ...]:
        """Every entry: the starting cards, Pregame Holdings, Dynasty, then Fate."""
        starting = (self.stronghold, self.sensei, self.wind)
        return (*(e for e in starting if e is not None), *self.pregame, *self.dynasty, *self.fate)

    def library(self) -> CardLibrary:
        """The deck's cards keyed by the titles the list resolved to."""
        lib = CardLibrary()
        for entry in self.entries():
            lib.add(entry.card, entry.title)
        return lib


@runtime_checkable
class BaseTitles(Protocol):
    """A card mapping that is the whole card data (a ``CardPool``'s definitions): the cards
    sharing a base title are every version there is (``CardPool._Definitions.same_base``)."""

    def same_base(self, title: str) -> list[str]: ...


class _Resolver:
    """Title lookup: exact (case-insensitive) key, then the spelling-tolerant key; with the
    whole card data, a title without a version mark naming the one card of that base title
    (the export's ``title``: "Hida Kisada, the Little Bear" for "... • Experienced"), as
    ``goodfaith cards show`` resolves it; several: ambiguous, never a guess (h36adv3 D1)."""

    def __init__(self, cards: Mapping[str, CardDef]) -> None:
        self.cards = cards
        self.bases = cards.same_base if isinstance(cards, BaseTitles) else None
        self.folded: dict[str, str] = {}
        self.normal: dict[str, list[str]] = {}
        for key in cards:
            self.folded.setdefault(key.casefold(), key)
            self.normal.setdefault(normalise_title(key), []).append(key)

    def resolve(self, title: str, *, fuzzy: bool = True) -> str | list[str]:
        """The key, or the candidates when unknown (close matches, searched when ``fuzzy``) or
        ambiguous (several)."""
        exact = self.folded.get(title.casefold())
        if exact is not None:
            return exact
        norm = normalise_title(title)
        keys = self.normal.get(norm)
        if keys is not None and len(keys) == 1:
            return keys[0]
        if keys:
            return sorted(keys)
        same = self.bases(title) if self.bases is not None else []
        if len(same) == 1:  # the whole data holds one card of that title: it
            return same[0]
        if same:
            return sorted(same)
        # only Experienced versions of that title exist: name them (never pick one: a deck's
        # versions are different cards)
        versions = [k for n, ks in self.normal.items() if n.startswith(f"{norm} experienced")
                    for k in ks]  # fmt: skip
        if len(versions) == 1 and self._renamed(versions[0], norm):
            return versions[0]
        if versions:
            return sorted(versions)[:3]
        if not fuzzy:
            return []
        close = difflib.get_close_matches(norm, list(self.normal), n=3, cutoff=0.6)
        return [self.normal[c][0] for c in close]

    def _renamed(self, key: str, norm: str) -> bool:
        """Is ``key`` the one card printed with the title ``norm`` (normalised): an Experienced
        version of a card of another name ("Toturi Kurako", keyword "Experienced Akodo Kurako"),
        so that no other card bears its printed title (h27adv2 N4)?"""
        for k in self.cards[key].keywords:
            # "Experienced 2" is a version of the same name, not another name (h36adv3 D1)
            other = re.sub(r"^\d+\s*", "", k[len("experienced ") :])
            if k.startswith("experienced ") and other and normalise_title(other) != norm:
                return True
        return False

    def ambiguous(self, title: str, found: list[str]) -> bool:
        """Are ``found`` the versions ``title`` names alike (not close matches of a typo)?"""
        if not found:
            return False
        if normalise_title(found[0]) == normalise_title(title):
            return True
        return self.bases is not None and sorted(self.bases(title)) == sorted(found)

    def known(self, title: str) -> bool:
        """``title`` names a card (exactly or by its spelling-tolerant key; no fuzzy search)."""
        return title.casefold() in self.folded or normalise_title(title) in self.normal


@dataclass(frozen=True, slots=True)
class _Header:
    """A header line: a section (``subtype`` None) or a sub-header (a card type of a deck),
    as written (``label``), with its stated count and number of distinct titles if any."""

    label: str
    section: Section | None
    subtype: CardType | None
    count: int | None
    distinct: int | None


@dataclass(frozen=True, slots=True)
class _Stated:
    """A header's stated count (``distinct``: of distinct titles) to check against the list."""

    line: int
    label: str
    n: int
    section: Section
    subtype: CardType | None
    distinct: bool = False


def _count(digits: str) -> int:
    """A count as written; beyond the caps it is only "too many" (no 4,300-digit ints)."""
    return int(digits) if len(digits) <= 9 else MAX_DECK_CARDS + 1


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _header(line: str, exported: bool) -> _Header | None:
    """The header ``line`` is (spaces already folded): ``exported``, the text after a '#' (the
    Sun and Moon headers), else a plain line (the plain format's headers only)."""
    main, sub = (_EXPORT_HEADER, _EXPORT_SUBHEADER) if exported else (_HEADER, _SUBHEADER)
    m = main.match(line)
    if m is not None:
        key = m.group("name").lower()
        section = _EXPORT_HEADERS[key] if exported else Section(key)
        return _Header(m.group("name"), section, None, *_stated(m, exported))
    m = sub.match(line)
    if m is not None:
        subtype = (_EXPORT_SUBHEADERS if exported else _SUBHEADERS)[m.group("name").lower()]
        return _Header(m.group("name"), None, subtype, *_stated(m, exported))
    return None


#: Headers whose stated count is of every starting card (the Sun and Moon "# Pre-Game - (4)":
#: Stronghold, Sensei and Pregame Holdings together), so not checked against one section.
_STARTING_COUNTS = frozenset({"pre-game"})


def _opens_pregame(
    subtype: CardType, found: Mapping[Section, list[DeckEntry]], opened: int
) -> bool:
    """A Holding sub-header in the Pregame Holdings section (opened at line ``opened``) heads
    the Pregame Holdings themselves while none is listed yet ("# Pregame Holdings", "# Holding
    - (2)"); after them it heads the Dynasty deck's Holdings (the Sun and Moon export lists the
    Dynasty deck by type, "# Holding - (18)", with no "# Dynasty" line between)."""
    listed = any(e.line > opened for e in found[Section.PREGAME])
    return subtype in SECTION_TYPES[Section.PREGAME] and not listed


def _stated(m: re.Match[str], exported: bool) -> tuple[int | None, int | None]:
    n = _count(m.group("n")) if m.group("n") is not None else None
    d = _count(m.group("d")) if exported and m.group("d") is not None else None
    return n, d


def _comment_text(raw: str) -> str | None:
    """The text after the '#' of a '#' line (spaces folded), None for any other line."""
    text = raw.strip()
    return _SPACE.sub(" ", text[1:]).strip() if text.startswith("#") else None


def _plain_text(raw: str) -> str:
    """A plain line without its comment, one space between words (the patterns then cannot
    backtrack for long)."""
    return _SPACE.sub(" ", raw.split("#", 1)[0]).strip()


def _is_deck_text(lines: list[str], resolver: _Resolver) -> bool:
    """A header of either format, an inline header, an "N Title" line or a card title is found
    (a line too long counts: the reading reports it)."""
    for raw in lines:
        if len(raw) > MAX_LINE_CHARS:
            return True
        after = _comment_text(raw)
        if after is not None:
            if _header(after, exported=True) is not None:
                return True
            continue
        line = _plain_text(raw)
        if line and (
            _header(line, exported=False) is not None
            or _INLINE.match(line) is not None
            or _COUNTED.match(line) is not None
            or resolver.known(line)
        ):
            return True
    return False


def _lines_of(entries: list[DeckEntry]) -> str:
    return ", ".join(
        f"line {e.line}: " + (f"{e.count} x " if e.count > 1 else "") + repr(e.title)
        for e in entries
    )


def parse_decklist(
    text: str, name: str = "<deck>", cards: Mapping[str, CardDef] | None = None
) -> DeckList:
    """Parse and resolve a deck list, plain or Sun and Moon export (format: module doc).
    ``cards``: the card library (default: the bundled one). Raises ``InputError`` naming
    ``name`` and the line."""
    if cards is None:
        from model.load import bundled_library

        cards = bundled_library()
    resolver = _Resolver(cards)
    errors: list[InputError] = []
    unread: set[Section | None] = set()  # sections with a line whose title is not read
    warnings: list[str] = []
    found: dict[Section, list[DeckEntry]] = {s: [] for s in Section}
    stated: list[_Stated] = []
    section: Section | None = None
    declared: Section | None = None  # the section of the last main header
    opened = 0  # the line of the header that opened ``section`` (named in errors; h42adv4 H4)
    subtype: CardType | None = None
    lines = text.removeprefix(_BOM).splitlines()
    if len(lines) > MAX_DECK_LINES:
        raise InputError(name, "", f"more than {MAX_DECK_LINES:,} lines, the limit for a deck list")
    if not _is_deck_text(lines, resolver):
        first = next((i for i, raw in enumerate(lines, start=1) if raw.strip()), None)
        raise InputError(name, f"line {first}" if first is not None else "", NOT_A_DECK_LIST)
    total = 0
    for number, raw in enumerate(lines, start=1):
        where = f"line {number}"
        if len(errors) >= MAX_LISTED_ERRORS:  # bounded words: stop
            errors.append(InputError(name, where, f"stopped after {MAX_LISTED_ERRORS} errors"))
            raise InputErrors(errors)
        if len(raw) > MAX_LINE_CHARS:
            raise InputError(
                name, where, f"longer than {MAX_LINE_CHARS} characters, the limit for a line"
            )
        after = _comment_text(raw)
        if after is not None:  # a Sun and Moon header, or a comment
            head = _header(after, exported=True)
            if head is None:
                continue
            line = after
        else:
            line = _plain_text(raw)
            if not line:
                continue
            head = _header(line, exported=False)
        if head is not None and head.section is not None:
            section, subtype = head.section, None
            declared, opened = section, number
            if head.count is not None and head.label.lower() not in _STARTING_COUNTS:
                stated.append(_Stated(number, head.label, head.count, section, None))
            continue
        if head is not None and head.subtype is not None:
            subtype = head.subtype
            deck = Section.DYNASTY if subtype in DYNASTY_TYPES else Section.FATE
            if section is Section.PREGAME and _opens_pregame(subtype, found, opened):
                deck = Section.PREGAME  # "# Holdings (2)" under "# Pregame Holdings"
            if declared in (Section.DYNASTY, Section.FATE) and declared is not deck:
                errors.append(
                    InputError(
                        name,
                        where,
                        f"'{head.label}' are {deck.value.title()} cards, but this is the "
                        f"{declared.value.title()} section",
                    )
                )
            section, opened = deck, number
            if head.count is not None:
                stated.append(_Stated(number, head.label, head.count, deck, subtype))
            if head.distinct is not None:
                stated.append(_Stated(number, head.label, head.distinct, deck, subtype, True))
            continue
        if m := _INLINE.match(line):  # "Stronghold: Kyuden Hida"
            section, subtype = Section(m.group("name").lower()), None
            declared, opened = section, number
            line = m.group("rest").strip()
        if (neg := _NEGATIVE.match(line)) is not None and not resolver.known(line):
            said = f"a negative count (-{neg.group('n')}) of {neg.group('title').strip()!r}"
            errors.append(InputError(name, where, said))
            continue
        m = _CARD.match(line)
        assert m is not None  # any non-blank line matches
        count = _count(m.group("n")) if m.group("n") is not None else 1
        title = m.group("title").strip()
        if count < 1:
            errors.append(InputError(name, where, f"a count of {count} copies of {title!r}"))
            continue
        if count > MAX_COPIES_PER_LINE:
            shown = f"{count:,}" if count <= MAX_DECK_CARDS else "too many"
            said = f"{shown} copies of {title!r}: at most {MAX_COPIES_PER_LINE:,} on one line"
            errors.append(InputError(name, where, said))  # the other mistakes too (h43adv1 W3)
            continue
        total += count
        if total > MAX_DECK_CARDS:
            raise InputError(
                name, where, f"more than {MAX_DECK_CARDS:,} cards, the limit for a deck list"
            )
        resolved = resolver.resolve(title, fuzzy=len(errors) < MAX_ERRORS)
        if isinstance(resolved, list):
            if resolver.ambiguous(title, resolved):
                listed = ", ".join(repr(k) for k in resolved)
                errors.append(
                    InputError(
                        name,
                        where,
                        f"card title {title!r} is ambiguous: {listed}; write the full title",
                    )
                )
            else:
                bare = printing_stripped(title, resolver.resolve)  # "(Diamond Edition)" (E4)
                if bare is not None:
                    resolved = [bare, *(k for k in resolved if k != bare)][:3]
                hint = f"; did you mean {', '.join(repr(k) for k in resolved)}?" if resolved else ""
                hint = comment_hint(raw) or hint  # a "//" comment line (h40adv2 E4)
                errors.append(InputError(name, where, f"unknown card title {title!r}{hint}"))
            unread.add(section)
            continue
        card = cards[resolved]
        if section is None:
            errors.append(
                InputError(
                    name,
                    where,
                    f"{resolved!r} comes before any section header (Stronghold, Sensei, "
                    "Dynasty, Fate)",
                )
            )
            continue
        if card.type not in SECTION_TYPES[section]:
            home = next((s for s, types in SECTION_TYPES.items() if card.type in types), None)
            belongs = (
                f"it belongs in the {home.value.title()} section"
                if home is not None
                else "it belongs in no section of a play deck"
            )
            errors.append(
                InputError(
                    name,
                    where,
                    f"{resolved!r} is {article(card.type.value)} {card.type.value}: not a "
                    f"{section.value.title()} card "
                    f"({belongs}; Reference 02/03; the {section.value.title()} section "
                    f"began at line {opened}: {clip(lines[opened - 1].strip(), 60)!r})",
                )
            )
            unread.add(section)
            continue
        found[section].append(DeckEntry(resolved, count, card, number))
    strongholds = sum(e.count for e in found[Section.STRONGHOLD])
    # none read because its line is refused already: no follow-on count (h38adv1 M3)
    if strongholds != 1 and not (strongholds == 0 and Section.STRONGHOLD in unread):
        listed = ", ".join(f"line {e.line}: {e.title!r}" for e in found[Section.STRONGHOLD])
        errors.append(
            InputError(
                name,
                "",
                f"a play deck has exactly one Stronghold (Reference 02), this one has "
                f"{strongholds}" + (f" ({listed})" if listed else ""),
            )
        )
    for starting, rule in (
        (Section.SENSEI, "Reference 02"),
        (Section.WIND, "a starting card like the Sensei, Reference 02/03"),
    ):
        entries = found[starting]
        n = sum(e.count for e in entries)
        if n > 1:
            extra = entries[1] if len(entries) > 1 else entries[0]
            errors.append(
                InputError(
                    name,
                    f"line {extra.line}",
                    f"a play deck has at most one {starting.value.title()} ({rule}), this one "
                    f"has {n} ({_lines_of(entries)})",
                )
            )
    if errors:
        raise errors[0] if len(errors) == 1 else InputErrors(errors)
    for s in stated:
        entries = [e for e in found[s.section] if s.subtype is None or e.card.type is s.subtype]
        have = len({e.title for e in entries}) if s.distinct else sum(e.count for e in entries)
        if have != s.n:
            what = "distinct titles" if s.distinct else "cards"
            scope = "titles" if s.distinct else "cards"
            warnings.append(
                f"line {s.line}: '{s.label}' says {s.n} {what}, the list has {have}"
                + (f" (counting the {scope} of that type in the section)" if s.subtype else "")
            )
    warnings.extend(construction_warnings({str(k): v for k, v in found.items()}))
    warnings.extend(_sensei_warnings(found))
    return DeckList(
        name=name,
        stronghold=found[Section.STRONGHOLD][0],
        sensei=found[Section.SENSEI][0] if found[Section.SENSEI] else None,
        dynasty=tuple(found[Section.DYNASTY]),
        fate=tuple(found[Section.FATE]),
        warnings=tuple(warnings),
        pregame=tuple(found[Section.PREGAME]),
        wind=found[Section.WIND][0] if found[Section.WIND] else None,
    )


def _sensei_warnings(found: Mapping[Section, list[DeckEntry]]) -> list[str]:
    """Reference 02 (Stronghold and Sensei): a player may only start with a Sensei that is
    "All Clans" or names his Stronghold's clan."""
    out: list[str] = []
    strongholds = found[Section.STRONGHOLD]
    clans = set(strongholds[0].card.clan) if strongholds else set()
    for entry in found[Section.SENSEI]:
        allowed = entry.card.sensei_clans
        if allowed and not clans & set(allowed):
            named = ", ".join(c.title() for c in allowed)
            have = ", ".join(sorted(c.title() for c in clans)) or "unaligned"
            out.append(
                f"{entry.title!r} may only be used with a Stronghold of {named}; this one is "
                f"{have} (Reference 02, line {entry.line})"
            )
    return out


def load_decklist(path: Path, cards: Mapping[str, CardDef] | None = None) -> DeckList:
    """Read and resolve a deck list file (format: module doc)."""
    return parse_decklist(read_decklist_text(path), str(path), cards)  # refused first
