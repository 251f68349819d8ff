"""Deck lists: the plain text format players share, resolved against a card library.

Reference 02 (Deck Construction): a play deck is one Stronghold, optionally one Sensei, a
Dynasty deck (Holdings, Personalities, Events, Regions, Celestials) and a Fate deck (Strategies,
Followers, Items, Spells, Rings, Ancestors); Reference 03 (card types: which deck each type
belongs to).

The format::

    # comments start with '#', blank lines are ignored
    Stronghold                     # or inline: "Stronghold: Kyuden Hida (Exp)"
    1 Kyuden Hida • Experienced
    Sensei                         # optional
    1 Kobi Sensei
    Dynasty (40)                   # header: case-insensitive, optional count "(40)", ": 40"
    3 Iron Mine
    3x Hida Kisada                 # "N Title" or "Nx Title"
    Holdings (14)                  # optional sub-header: a card type of the current deck
    Fate (40)
    3 Ambush

Titles resolve case-insensitively against the library's keys (the bundled library's titles,
or an Oracle export's display titles, where other versions are "Title • Experienced"); the
spellings players use for versions also resolve: "Title (Exp)", "Title - Experienced 2",
"Title Exp2", curly apostrophes. A line without a count is one copy. Every problem is an
``InputError`` naming the file and the line: unknown titles (with the closest matches), cards
in the wrong section, not exactly one Stronghold, more than one Sensei.

A list is bounded so that a hostile file cannot take memory or time (issue 12): at most
``MAX_DECK_BYTES`` and ``MAX_DECK_LINES`` lines of ``MAX_LINE_CHARS`` characters, at most
``MAX_COPIES_PER_LINE`` copies on one line and ``MAX_DECK_CARDS`` cards in all; more is an
error naming the file and the line ("1000000000 Iron Mine" is not 8 GB of card names).

Deck-building rules that a goldfish run can do without are *warnings*, not errors (a test deck
of 38 copies of one card is useful): the copy limits (one of a Unique card, three of any other
by title, Experienced versions counting as different titles), the 40/40 minimum, and a
header's stated count that differs from the cards listed.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from model.cards import DYNASTY_TYPES, FATE_TYPES, CardDef, CardType
from model.errors import InputError, InputErrors
from model.reading import Limits, read_text
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
MAX_DECK_BYTES = 1024 * 1024
MAX_DECK_LINES = 20_000
MAX_LINE_CHARS = 500
#: Problems reported before reading stops.
MAX_ERRORS = 20


class Section(StrEnum):
    """The parts of a play deck (Reference 02)."""

    STRONGHOLD = "stronghold"
    SENSEI = "sensei"
    DYNASTY = "dynasty"
    FATE = "fate"


#: Card types each section holds (Reference 03).
SECTION_TYPES: dict[Section, frozenset[CardType]] = {
    Section.STRONGHOLD: frozenset({CardType.STRONGHOLD}),
    Section.SENSEI: frozenset({CardType.SENSEI}),
    Section.DYNASTY: DYNASTY_TYPES,
    Section.FATE: FATE_TYPES,
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

_COUNT_SUFFIX = r"(?:\s*[:\-]?\s*[(\[]?\s*(?P<n>\d+)(?:\s*cards?)?\s*[)\]]?)?\s*:?"
_HEADER = re.compile(
    r"^(?P<name>stronghold|sensei|dynasty|fate)(?:\s+deck)?" + _COUNT_SUFFIX + "$", re.IGNORECASE
)
_SUBHEADER = re.compile(
    r"^(?P<name>" + "|".join(_SUBHEADERS) + ")" + _COUNT_SUFFIX + "$", re.IGNORECASE
)
_INLINE = re.compile(r"^(?P<name>stronghold|sensei)\s*:\s*(?P<rest>\S.*)$", re.IGNORECASE)
_CARD = re.compile(r"^(?:(?P<n>\d+)\s*[x×]?\s+)?(?P<title>\S.*?)$", re.IGNORECASE)
_EXP = re.compile(r"\bexp(?:erienced)?(?=\d|\b)\.?\s*(\d*)")
_PUNCT = re.compile(r"[•·()\[\],:;\-–—_/]")
_SPACE = re.compile(r"\s+")


def normalise_title(title: str) -> str:
    """A spelling-tolerant key: case, bullets, dashes, brackets, "Exp" and quotes folded."""
    t = title.casefold().replace("’", "'").replace("‘", "'").replace("`", "'")
    t = _PUNCT.sub(" ", t)
    t = _EXP.sub(lambda m: "experienced" + (" " + m.group(1) if m.group(1) else ""), t)
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
    """A resolved play deck (Reference 02). ``warnings``: deck-building rules it breaks."""

    name: str
    stronghold: DeckEntry
    sensei: DeckEntry | None
    dynasty: tuple[DeckEntry, ...]
    fate: tuple[DeckEntry, ...]
    warnings: tuple[str, ...] = ()

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

    def entries(self) -> tuple[DeckEntry, ...]:
        starting = (self.stronghold,) if self.sensei is None else (self.stronghold, self.sensei)
        return (*starting, *self.dynasty, *self.fate)

    def library(self) -> CardLibrary:
        """The deck's cards keyed by the titles the list resolved to."""
        lib = CardLibrary()
        for entry in self.entries():
            lib.add(entry.card, entry.title)
        return lib


class _Resolver:
    """Title lookup: exact (case-insensitive) key, then the spelling-tolerant key."""

    def __init__(self, cards: Mapping[str, CardDef]) -> None:
        self.cards = cards
        self.folded: dict[str, str] = {}
        self.normal: dict[str, list[str]] = {}
        for key in cards:
            self.folded.setdefault(key.casefold(), key)
            self.normal.setdefault(normalise_title(key), []).append(key)

    def resolve(self, title: str) -> str | list[str]:
        """The key, or the candidates when unknown (close matches) or ambiguous (several)."""
        exact = self.folded.get(title.casefold())
        if exact is not None:
            return exact
        norm = normalise_title(title)
        keys = self.normal.get(norm)
        if keys is not None and len(keys) == 1:
            return keys[0]
        if keys:
            return sorted(keys)
        close = difflib.get_close_matches(norm, list(self.normal), n=3, cutoff=0.6)
        return [self.normal[c][0] for c in close]


def _count(digits: str) -> int:
    """A count as written; beyond the caps it is only "too many" (no 4,300-digit ints)."""
    return int(digits) if len(digits) <= 9 else MAX_DECK_CARDS + 1


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def parse_decklist(
    text: str, name: str = "<deck>", cards: Mapping[str, CardDef] | None = None
) -> DeckList:
    """Parse and resolve a deck list (format: module doc). ``cards``: the card library
    (default: the bundled one). Raises ``InputError`` naming ``name`` and the line."""
    if cards is None:
        from model.load import bundled_library

        cards = bundled_library()
    resolver = _Resolver(cards)
    errors: list[InputError] = []
    warnings: list[str] = []
    found: dict[Section, list[DeckEntry]] = {s: [] for s in Section}
    stated: list[tuple[int, str, int, Section, CardType | None]] = []
    section: Section | None = None
    declared: Section | None = None  # the section of the last main header
    subtype: CardType | None = None
    lines = text.splitlines()
    if len(lines) > MAX_DECK_LINES:
        raise InputError(name, "", f"more than {MAX_DECK_LINES:,} lines, the limit for a deck list")
    total = 0
    for number, raw in enumerate(lines, start=1):
        where = f"line {number}"
        if len(errors) >= MAX_ERRORS:  # each unknown title costs a fuzzy search: stop early
            errors.append(InputError(name, where, f"stopped after {MAX_ERRORS} errors"))
            raise InputErrors(errors)
        if len(raw) > MAX_LINE_CHARS:
            raise InputError(
                name, where, f"longer than {MAX_LINE_CHARS} characters, the limit for a line"
            )
        # one space between words: the patterns below then cannot backtrack for long
        line = _SPACE.sub(" ", raw.split("#", 1)[0]).strip()
        if not line:
            continue
        if m := _HEADER.match(line):
            section, subtype = Section(m.group("name").lower()), None
            declared = section
            if m.group("n") is not None:
                stated.append((number, m.group("name"), _count(m.group("n")), section, None))
            continue
        if m := _SUBHEADER.match(line):
            subtype = _SUBHEADERS[m.group("name").lower()]
            deck = Section.DYNASTY if subtype in DYNASTY_TYPES else Section.FATE
            if declared in (Section.DYNASTY, Section.FATE) and declared is not deck:
                errors.append(
                    InputError(
                        name,
                        where,
                        f"'{m.group('name')}' are {deck.value.title()} cards, but this is the "
                        f"{declared.value.title()} section",
                    )
                )
            section = deck
            if m.group("n") is not None:
                stated.append((number, m.group("name"), _count(m.group("n")), deck, subtype))
            continue
        if m := _INLINE.match(line):  # "Stronghold: Kyuden Hida"
            section, subtype = Section(m.group("name").lower()), None
            declared = section
            line = m.group("rest").strip()
        m = _CARD.match(line)
        assert m is not None  # any non-blank line matches
        count = _count(m.group("n")) if m.group("n") is not None else 1
        title = m.group("title").strip()
        if count < 1:
            errors.append(InputError(name, where, f"a count of {count} copies of {title!r}"))
            continue
        if count > MAX_COPIES_PER_LINE:
            shown = f"{count:,}" if count <= MAX_DECK_CARDS else "too many"
            raise InputError(
                name,
                where,
                f"{shown} copies of {title!r}: at most {MAX_COPIES_PER_LINE:,} on one line",
            )
        total += count
        if total > MAX_DECK_CARDS:
            raise InputError(
                name, where, f"more than {MAX_DECK_CARDS:,} cards, the limit for a deck list"
            )
        resolved = resolver.resolve(title)
        if isinstance(resolved, list):
            if resolved and normalise_title(resolved[0]) == normalise_title(title):
                listed = ", ".join(repr(k) for k in resolved)
                errors.append(
                    InputError(name, where, f"card title {title!r} is ambiguous: {listed}")
                )
            else:
                hint = f"; did you mean {', '.join(repr(k) for k in resolved)}?" if resolved else ""
                errors.append(InputError(name, where, f"unknown card title {title!r}{hint}"))
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
                    f"{resolved!r} is a {card.type.value}: not a {section.value.title()} card "
                    f"({belongs}; Reference 02/03)",
                )
            )
            continue
        found[section].append(DeckEntry(resolved, count, card, number))
    strongholds = sum(e.count for e in found[Section.STRONGHOLD])
    if strongholds != 1:
        listed = ", ".join(f"line {e.line}: {e.title!r}" for e in found[Section.STRONGHOLD])
        errors.append(
            InputError(
                name,
                "",
                f"a play deck has exactly one Stronghold (Reference 02), this one has "
                f"{strongholds}" + (f" ({listed})" if listed else ""),
            )
        )
    senseis = sum(e.count for e in found[Section.SENSEI])
    if senseis > 1:
        errors.append(
            InputError(
                name,
                "",
                f"a play deck has at most one Sensei (Reference 02), this one has {senseis}",
            )
        )
    if errors:
        raise errors[0] if len(errors) == 1 else InputErrors(errors)
    for number, label, n, sec, typ in stated:
        entries = found[sec]
        have = sum(e.count for e in entries if typ is None or e.card.type is typ)
        if have != n:
            warnings.append(
                f"line {number}: '{label}' says {n} cards, the list has {have}"
                + (" (counting the cards of that type in the section)" if typ else "")
            )
    warnings.extend(_construction_warnings(found))
    return DeckList(
        name=name,
        stronghold=found[Section.STRONGHOLD][0],
        sensei=found[Section.SENSEI][0] if found[Section.SENSEI] else None,
        dynasty=tuple(found[Section.DYNASTY]),
        fate=tuple(found[Section.FATE]),
        warnings=tuple(warnings),
    )


def _construction_warnings(found: Mapping[Section, list[DeckEntry]]) -> list[str]:
    """Reference 02 deck-building rules: copy limits by title, 40/40 minimum."""
    out: list[str] = []
    copies: dict[str, int] = {}
    first: dict[str, DeckEntry] = {}
    for sec in (Section.DYNASTY, Section.FATE):
        for e in found[sec]:
            # Experienced versions are different titles for deck construction: the key keeps
            # the version ("Title • Experienced"), so count by key.
            copies[e.title] = copies.get(e.title, 0) + e.count
            first.setdefault(e.title, e)
    for title, n in copies.items():
        entry = first[title]
        limit = 1 if entry.card.unique else MAX_COPIES
        if n > limit:
            kind = "a Unique card" if entry.card.unique else "a non-Unique card"
            out.append(
                f"{title!r}: {n} copies, but {kind} allows {limit} (Reference 02, line "
                f"{entry.line})"
            )
    for sec in (Section.DYNASTY, Section.FATE):
        n = sum(e.count for e in found[sec])
        if n < MIN_DECK:
            out.append(
                f"the {sec.value.title()} deck has {_plural(n, 'card')}; the standard formats "
                f"need at least {MIN_DECK} (Reference 02)"
            )
    return out


def load_decklist(path: Path, cards: Mapping[str, CardDef] | None = None) -> DeckList:
    """Read and resolve a deck list file (format: module doc)."""
    text = read_text(path, Limits(max_bytes=MAX_DECK_BYTES))
    return parse_decklist(text, str(path), cards)
