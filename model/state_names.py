"""Names a state gives freely that a typo turns into another answer (README "Input handling";
h40input): battlefield names, a card's title given as an effect's ``source``, and the title
words of a ``won_duel_from_titled`` past fact.

- A battlefield is named freely (a province's id by custom, ``crab-p1``; Reference 05,
  Battlefields: each is the Province a battle is at). A card names the battlefield it is at;
  a name no other card and no other field names (``battlefields``, ``current_battlefield``,
  ``reconnaissance``), one edit from another battlefield's name (case aside: "crab-p",
  "Crab-p2", "crab-p22" for ``crab-p2``), would put the card alone at a battlefield of its own,
  so it is refused with that name. Names differing in one digit only ("crab-p1", "crab-p2") are
  two Provinces' battlefields, so are names whose last part (after the last separator) differs
  by a whole short token (``_another_label``: "crab-a"/"crab-b", "crab-i"/"crab-ii",
  "crab-p3"/"crab-p3b", "plain"/"plains"), names beginning with two players' ids ("a-p1",
  "b-p1") two players' Provinces; a battlefield meant to stand beside a near name is listed under
  ``battlefields``.
- An effect's or a modifier's ``source`` says the state states that card's effects when it is
  the card's id (``solver.effects``: not applied twice). The title of the one card in play
  with it is read as that card's id; the title of several cards in play is refused naming
  their ids (whose effects it states is not said). A title of cards not in play is a
  description (their effects are not applied from their text).
- ``won_duel_from_titled``: ``title`` is the words the condition names ("from a card with
  "Contest" in its title" is ``contest``), compared with the condition's lower-case words
  (``model.past``): casefolded and single-spaced as loaded (``fold_duel_titles``: "Contest"
  is ``contest``), and, with the card data given (``--cards``), found in a card's title (the
  bundled titles alone are too few to refuse words by).
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from model.errors import InputError
from model.lazy_regex import lazy_regex
from model.state import CardInstance, CardLibrary, GameState, StatModifier

if TYPE_CHECKING:
    from model.oracle.pool import CardPool

__all__ = [
    "battlefield_problems",
    "fold_duel_titles",
    "one_edit",
    "resolve_source_titles",
    "won_duel_title_problems",
]


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


def one_edit(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` (folded) equal, or one character added, dropped, changed or two
    neighbours swapped apart?"""
    if a == b:
        return True
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        if len(diff) == 1:
            return True
        i = diff[0]
        return len(diff) == 2 and diff[1] == i + 1 and a[i] == b[i + 1] and a[i + 1] == b[i]
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def _another_province(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` differ in one digit only ("crab-p1", "crab-p2": two Provinces)?"""
    if len(a) != len(b):
        return False
    diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return len(diff) == 1 and diff[0][0].isdigit() and diff[0][1].isdigit()


_ROMAN = lazy_regex(r"^(?=[ivx]+$)x{0,3}(?:ix|iv|v?i{0,3})$")
#: the last part of a name: after its last separator ("crab-p3b": "p3b")
_LAST = lazy_regex(r"^(.*[^0-9A-Za-z])?([0-9A-Za-z]*)$", re.DOTALL)


def _another_label(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` name two battlefields by their last part (after the last separator),
    differing there by a whole short token, not a slip: one letter each ("crab-a", "crab-b"),
    two Roman numerals ("crab-i", "crab-ii"), a letter suffix after a number ("crab-p3",
    "crab-p3b"), a plural "s" after a word ("plain", "plains")? A dropped number ("crab-p",
    "crab-p2"), a case change, a character dropped, doubled or swapped inside a word are not."""
    ma, mb = _LAST.match(a), _LAST.match(b)
    if ma is None or mb is None or (ma.group(1) or "") != (mb.group(1) or ""):
        return False
    x, y = ma.group(2), mb.group(2)
    if not x or not y or x.casefold() == y.casefold():
        return False
    if len(x) == 1 and len(y) == 1 and x.isalpha() and y.isalpha():
        return True
    if _ROMAN.match(x) and _ROMAN.match(y):
        return True
    short, long_ = (x, y) if len(x) < len(y) else (y, x)
    rest = long_[len(short) :]
    if not long_.startswith(short) or not rest.isalpha() or len(rest) > 2:
        return False
    if short[-1].isdigit():
        return True  # "p3" / "p3b": a letter suffix after a number
    return rest == "s" and short.isalpha() and len(short) >= 3 and short[-1] != "s"


def _player_of(name: str, players: list[str]) -> str | None:
    """The player whose id begins ``name`` ("crab" of "crab-p1"), the longest; None: none."""
    found = [p for p in players if name == p or (name.startswith(p) and not name[len(p)].isalnum())]
    return max(found, key=len, default=None)


def _near_battlefield(name: str, other: str, players: list[str]) -> bool:
    """Is ``other`` one edit from ``name`` (case aside), not another Province of the same
    player ("crab-p1", "crab-p2") nor one of another player ("a-p1", "b-p1")?"""
    if name == other:
        return False
    mine, theirs = _player_of(name, players), _player_of(other, players)
    if mine is not None and theirs is not None and mine != theirs:
        return False
    return (
        one_edit(name.casefold(), other.casefold())
        and not _another_province(name, other)
        and not _another_label(name, other)
    )


def battlefield_problems(state: GameState, name: str) -> Iterator[InputError]:
    """A card's battlefield that only it names, one edit from another battlefield's name."""
    # a card attached is where its Personality is (``model.load``): a unit counts once
    at = [
        (i, c.battlefield)
        for i, c in enumerate(state.cards)
        if c.battlefield and c.attached_to is None
    ]
    count = Counter(b for _, b in at)
    named = set(state.battlefields)
    if state.current_battlefield is not None:
        named.add(state.current_battlefield)
    for p in state.players:
        named |= set(p.reconnaissance or ())
    lone = {b for b, n in count.items() if n == 1 and b not in named}
    first = {b: i for i, b in reversed(at)}
    every = sorted(set(count) | named)
    players = [p.id for p in state.players]
    for i, where in at:
        if where not in lone:
            continue
        close = [
            o
            for o in every
            if _near_battlefield(where, o, players) and not (o in lone and first[o] > i)
        ]
        if not close:
            continue
        best = max(close, key=lambda o: (count.get(o, 0), o in named, _ratio(where, o)))
        yield InputError(
            name,
            f"cards[{i}].battlefield",
            f"{where!r} is named by this card (and its attachments) only; did you mean "
            f"{best!r}? (a battlefield name one edit from another would put this card alone at "
            "a battlefield of its own; list a distinct one under 'battlefields')",
        )


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a.casefold(), b.casefold()).ratio()


def resolve_source_titles(
    state: GameState, lib: CardLibrary, name: str
) -> tuple[GameState, list[InputError]]:
    """The state with each ``source`` that is the title of the one card in play with it read
    as that card's id; the problems: a title of several cards in play."""
    ids = {c.id for c in state.cards}
    in_play: dict[str, list[str]] = {}
    for c in state.cards:
        if not c.in_play:
            continue
        titles = {_fold(c.title)}
        if c.title in lib:
            titles.add(_fold(lib[c.title].title))
        for t in titles:
            in_play.setdefault(t, []).append(c.id)
    problems: list[InputError] = []

    def resolved(source: str | None, path: str) -> str | None:
        if source is None or source in ids:
            return source
        found = in_play.get(_fold(source))
        if found is None:
            return source
        if len(found) == 1:
            return found[0]
        problems.append(
            InputError(
                name,
                path,
                f"expected a card id, got the title of {', '.join(map(repr, found))}, each in "
                "play: give the id of the card whose effects this states (a source naming a "
                "card's id says its effects are stated, so they are not applied twice)",
            )
        )
        return source

    effects = tuple(
        replace(e, source=resolved(e.source, f"effects[{i}].source"))
        for i, e in enumerate(state.effects)
    )
    cards = tuple(_with_sources(c, i, resolved) for i, c in enumerate(state.cards))
    if effects == state.effects and cards == state.cards:
        return state, problems
    return replace(state, effects=effects, cards=cards), problems


def _with_sources(card: CardInstance, i: int, resolved: _Resolve) -> CardInstance:
    mods = tuple(
        StatModifier(m.stat, m.amount, resolved(m.source, f"cards[{i}].modifiers[{j}].source"))
        for j, m in enumerate(card.modifiers)
    )
    return card if mods == card.modifiers else replace(card, modifiers=mods)


if TYPE_CHECKING:
    from collections.abc import Callable

    _Resolve = Callable[[str | None, str], str | None]


def fold_duel_titles(state: GameState) -> GameState:
    """The state with each ``won_duel_from_titled`` title casefolded and single-spaced
    ("Contest", as the card prints it, is ``contest``: the condition's words, ``model.past``)."""
    past = tuple(
        replace(f, title=_fold(f.title))
        if f.event == "won_duel_from_titled" and f.title is not None
        else f
        for f in state.past
    )
    return state if past == state.past else replace(state, past=past)


def won_duel_title_problems(
    state: GameState, lib: CardLibrary, name: str, pool: CardPool | None
) -> Iterator[InputError]:
    """A ``won_duel_from_titled`` fact's title words in no known title (case aside)."""
    facts = [
        (i, f.title)
        for i, f in enumerate(state.past)
        if f.event == "won_duel_from_titled" and f.title is not None
    ]
    if not facts:
        return
    titles = {_fold(lib[t].title) for t in lib}
    if pool is not None:  # without the card data, the titles known are too few to refuse by
        titles |= {_fold(pool.title_of(k)) for k in pool.index}
    for i, words in facts:
        path = f"past[{i}].title"
        if pool is not None and not any(_fold(words) in t for t in titles):
            yield InputError(name, path, f"{words!r} is in no card's title{_hint(words, titles)}")


def _hint(words: str, titles: set[str]) -> str:
    """'; did you mean ...' with title word runs as long as ``words``, or nothing."""
    n = len(words.split())
    runs = {
        " ".join(parts[k : k + n])
        for t in titles
        for parts in [t.split()]
        for k in range(len(parts) - n + 1)
    }
    close = difflib.get_close_matches(words, sorted(runs), n=3, cutoff=0.75)
    where = " (the cards known: the state's, bundled, 'definitions', --cards)"
    return (f"; did you mean {', '.join(map(repr, close))}?" if close else "") + where
