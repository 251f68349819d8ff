"""Deck-construction rules of a play deck (Reference 02, Deck Construction), with the "Soul of"
rule and the deck-construction sentences printed on its cards.

Reference 02: one copy of a Unique card, three of a non-Unique one, by card title (Experienced
versions are other titles); 40/40 minimum decks; '"Soul of" Personalities are equivalent to the
older card (the one named after "Soul of") for deck construction purposes': their copies count
with the older card's (the keyword "Soul of Ikoma Sido" names it).

Sentences printed on cards of the deck (``CardDef.deck_rules``) are applied when read with
certainty, whatever copies of the card the deck holds:

- "You may include up to seven copies of this card in your deck." / "Your deck may include four
  copies of this Item." / "... any number of copies of this card ...": that title's limit;
- "You may include four copies of each non-Unique Ashigaru Personality in your deck.": the limit
  of the cards of that keyword and type;
- "This Holding does not count towards your minimum deck size.": its copies are not counted.

Others are reported, never guessed: "Your minimum Dynasty deck size is increased by two." with
more than one copy (whether copies add up is not in the rules files: the warning it may give
says so), "You must have at least 16 Holdings in your deck construction." (counted without and
with the Pregame Holdings: a count between says so), and any other sentence ("Your deck may
include four copies each of one or two non-Unique Strategies ...") is reported as not checked;
a copy-limit warning such a sentence may lift is marked doubtful.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from model.common import NUMBER_WORDS
from model.lazy_regex import lazy_regex

if TYPE_CHECKING:
    from model.decklist import DeckEntry

__all__ = ["construction_warnings", "deck_rules"]

MIN_DECK = 40
MAX_COPIES = 3

#: A sentence on deck construction (not a game effect: "search your deck" never says these).
_DECK_RULE = lazy_regex(
    r"\binclude\b[^.]*\bdeck\b|\bdeck\b[^.]*\binclude\b|\bdeck size\b|\bdeck construction\b",
    re.IGNORECASE,
)
#: number words (Reference 02's limits run up to ten copies: "seven copies", "ten")
_NUMBERS = {
    **{w: n for w, n in NUMBER_WORDS.items() if w not in ("a", "an")},
    "nine": 9,
    "ten": 10,
}
_N = r"(?P<n>\d+|" + "|".join(_NUMBERS) + r"|any number of)"
_THIS = r"this (?:card|item|follower|personality|holding|strategy|spell|region|event)"
_OWN_LIMIT = lazy_regex(
    rf"^(?:you may include|your deck may include) (?:up to )?{_N} (?:copies (?:of )?)?{_THIS}"
    r"(?: in your deck)?\.?$",
    re.IGNORECASE,
)
_KIND_LIMIT = lazy_regex(
    rf"^you may include {_N} copies of each (?P<nonunique>non-unique )?(?P<kw>[a-z-]+) "
    r"(?P<type>personality|follower|item|holding|strategy|spell) in your deck\.?$",
    re.IGNORECASE,
)
_NOT_COUNTED = lazy_regex(
    rf"^{_THIS} does not count towards your minimum deck size\.?$", re.IGNORECASE
)
_MIN_SIZE = lazy_regex(
    r"^your minimum (?P<deck>dynasty|fate) deck size is (?P<dir>increased|decreased) by "
    rf"{_N}\.?$",
    re.IGNORECASE,
)
_AT_LEAST = lazy_regex(
    rf"^you must have at least {_N} (?P<type>holding|personality|follower|item|strategy|spell)s? "
    r"in your deck construction\.?$",
    re.IGNORECASE,
)
_SOUL_OF = lazy_regex(r"^soul of (?P<older>.+)$", re.IGNORECASE)


def deck_rules(traits: Iterable[str]) -> tuple[str, ...]:
    """The deck-construction sentences of a card's trait paragraphs."""
    out: list[str] = []
    for text in traits:
        for sentence in re.split(r"(?<=\.)\s+", text.strip()):
            s = sentence.strip().lstrip(")").strip()
            if s and _DECK_RULE.search(s):
                out.append(s)
    return tuple(out)


def _number(word: str) -> int | None:
    """A count in words; None for "any number of"."""
    w = word.lower()
    return None if w.startswith("any") else int(w) if w.isdigit() else _NUMBERS[w]


def _group(entry: DeckEntry) -> str:
    """The title copies count under: the older card's for a "Soul of" card (Reference 02)."""
    for kw in entry.card.keywords:
        if (m := _SOUL_OF.match(kw)) is not None:
            return _plain(m.group("older"))
    return _plain(entry.title)


def _plain(title: str) -> str:
    return " ".join(title.replace("•", " ").replace("&#149;", " ").split()).casefold()


@dataclass
class _Rules:
    """What the deck's printed sentences change; ``open_``: those not applied (card, text)."""

    own: dict[str, int | None]
    kinds: list[tuple[int | None, bool, str, str]]
    not_counted: set[str]
    sizes: list[tuple[str, int, int, str]]
    at_least: list[tuple[int, str, str]]
    open_: list[tuple[str, str]]


def _read(entries: Sequence[tuple[str, DeckEntry]]) -> _Rules:
    rules = _Rules({}, [], set(), [], [], [])
    for _, e in entries:
        for s in e.card.deck_rules:
            if (m := _OWN_LIMIT.match(s)) is not None:
                rules.own[e.title] = _number(m.group("n"))
            elif (m := _KIND_LIMIT.match(s)) is not None:
                kind = (_number(m.group("n")), bool(m.group("nonunique")), m.group("kw").lower())
                rules.kinds.append((*kind, m.group("type").lower()))
            elif _NOT_COUNTED.match(s) is not None:
                rules.not_counted.add(e.title)
            elif (m := _MIN_SIZE.match(s)) is not None and (n := _number(m.group("n"))):
                sign = 1 if m.group("dir").lower() == "increased" else -1
                rules.sizes.append((m.group("deck").lower(), sign * n, e.count, e.title))
            elif (m := _AT_LEAST.match(s)) is not None and (n := _number(m.group("n"))):
                rules.at_least.append((n, m.group("type").lower(), e.title))
            else:
                rules.open_.append((e.title, s))
    return rules


def _limit(rules: _Rules, entries: Sequence[DeckEntry]) -> int | None:
    """The copy limit of one group of titles (None: no limit)."""
    if any(e.card.unique for e in entries):
        return 1
    limits: list[int | None] = [MAX_COPIES]
    for e in entries:
        if e.title in rules.own:
            limits.append(rules.own[e.title])
        for n, nonunique, kw, card_type in rules.kinds:
            if kw in e.card.keywords and e.card.type.value == card_type and nonunique:
                limits.append(n)
    return None if None in limits else max(n for n in limits if n is not None)


def construction_warnings(found: Mapping[str, Sequence[DeckEntry]]) -> list[str]:
    """Reference 02 deck-building rules: copy limits by title ("Soul of" cards with the older
    card; Pregame Holdings count with the Dynasty copies), 40/40 minimum (Dynasty and Fate decks
    only), and the deck-construction sentences of the deck's cards (module doc)."""
    every = [(str(sec), e) for sec, es in found.items() for e in es]
    rules = _read(every)
    out: list[str] = []
    doubt = [
        f"{t!r}: {s!r}" for t, s in rules.open_ if "cop" in s.lower() or "include" in s.lower()
    ]
    groups: dict[str, list[DeckEntry]] = {}
    for sec in ("pregame holdings", "dynasty", "fate"):
        for e in found.get(sec, ()):
            groups.setdefault(_group(e), []).append(e)
    for entries in groups.values():
        n = sum(e.count for e in entries)
        limit = _limit(rules, entries)
        if limit is None or n <= limit:
            continue
        names = list(dict.fromkeys(repr(e.title) for e in entries))
        titles = " and ".join(names)
        soul = ' (a "Soul of" card counts as the older card)' if len(names) > 1 else ""
        kind = "a Unique card" if limit == 1 else "a non-Unique card"
        lines = sorted({e.line for e in entries})  # every line listing it (h41adv3 M2)
        where = f"line {lines[0]}" if len(lines) == 1 else "lines " + _few(lines)
        text = f"{titles}: {n} copies, but {kind} allows {limit}{soul} (Reference 02, {where})"
        if doubt and limit != 1:
            text = f"doubtful: {text}; a card's text not checked may allow more: {doubt[0]}"
        out.append(text)
    out.extend(_size_warnings(found, rules))
    out.extend(f"{t!r}: its deck-construction text is not checked: {s!r}" for t, s in rules.open_)
    return out


def _size_warnings(found: Mapping[str, Sequence[DeckEntry]], rules: _Rules) -> list[str]:
    out: list[str] = []
    for sec in ("dynasty", "fate"):
        n = sum(e.count for e in found.get(sec, ()) if e.title not in rules.not_counted)
        changes = [(by, copies, t) for deck, by, copies, t in rules.sizes if deck == sec]
        least = MIN_DECK + sum(by for by, _, _ in changes)  # one change per title
        most = MIN_DECK + sum(by * copies for by, copies, _ in changes)  # every copy's
        low, high = min(least, most), max(least, most)
        said = "".join(f"; {t!r} changes it by {by:+d}" for by, _, t in changes)
        if n < low:
            out.append(
                f"the {sec.title()} deck has {_plural(n, 'card')}; the standard formats need at "
                f"least {low} (Reference 02{said})"
            )
        elif n < high:
            out.append(
                f"doubtful: the {sec.title()} deck has {_plural(n, 'card')}; it needs {low} or "
                f"{high}: whether copies of a card changing the minimum add up is not in the "
                f"rules files{said}"
            )
    for need, card_type, title in rules.at_least:
        counted = [e for sec in ("dynasty", "fate") for e in found.get(sec, ())]
        pregame = list(found.get("pregame holdings", ()))
        low = sum(e.count for e in counted if e.card.type.value == card_type)
        high = low + sum(e.count for e in pregame if e.card.type.value == card_type)
        if high < need:
            out.append(f"{title!r} needs at least {need} {card_type}s; the deck has {high}")
        elif low < need:
            out.append(
                f"doubtful: {title!r} needs at least {need} {card_type}s; the deck has {low}, "
                f"{high} with its Pregame Holdings (whether those count is not in the rules "
                "files)"
            )
    return out


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


#: line numbers a warning names before "... and N more" (h46adv3: a 2,000-line deck)
_LINES_SHOWN = 10


def _few(lines: list[int]) -> str:
    """ "4, 5, 6" or, past ``_LINES_SHOWN``, the first ones and "... and N more"."""
    shown = ", ".join(map(str, lines[:_LINES_SHOWN]))
    more = len(lines) - _LINES_SHOWN
    return f"{shown} ... and {more} more" if more > 0 else shown
