"""A state's ``trigger`` typed against the printed triggers the engine reads (README "Input
handling"; h40input).

The engine compares a state's ``trigger`` with the printed trigger of each Reaction and
Interrupt of the state's cards, case, surrounding spaces and a final comma aside
(``solver.trigger_words``; Abilities and actions / Designators: "Reaction: At its stated
trigger"). Words that differ from a printed trigger of a card of the state only in their
punctuation, spacing or quotes, or only in one or two misspelt words (a word printed in no card
text known, a close spelling of the printed word: "battelfield"; without the card data, whose
texts give the words known, one edit only, not an ending), name no moment a card prints: a Reaction
printing the words would be read as answering another moment (``unknown``, or ``illegal`` when
the two moments cannot coincide). They are refused with the printed words. Words far from every
printed trigger, or differing in real words ("After your Ranged Attack is targeted" beside "After
a Ranged Attack is targeted"), are as given: two wordings may name one moment.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from model.abilities import INTERRUPT_TO_AN_ACTION
from model.errors import InputError
from model.lazy_regex import lazy_regex
from model.quotes import ascii_quotes
from model.state import CardLibrary, GameState
from model.state_names import one_edit

if TYPE_CHECKING:
    from model.oracle.pool import CardPool

__all__ = ["trigger_problems"]

_WORD = lazy_regex(r"[a-z0-9]+(?:['’][a-z]+)*")


def _engine(words: str) -> str:
    """The engine's comparison key (``solver.trigger_words._same``)."""
    return ascii_quotes(words).strip().rstrip(",").casefold()


def _words(text: str) -> list[str]:
    return _WORD.findall(ascii_quotes(text).casefold())


def trigger_problems(
    state: GameState, lib: CardLibrary, name: str, pool: CardPool | None = None
) -> Iterator[InputError]:
    """The state's ``trigger`` when it is a printed trigger of one of its cards misspelt."""
    said = state.trigger
    if said is None or _engine(said) == _engine(INTERRUPT_TO_AN_ACTION):
        return
    printed = sorted(
        {
            ab.trigger
            for c in state.cards
            if c.title in lib
            for ab in lib[c.title].abilities
            if ab.trigger is not None
        }
    )
    if any(_engine(said) == _engine(p) for p in printed):
        return
    mine = _words(said)
    vocab: set[str] | None = None
    for p in printed:
        theirs = _words(p)
        if mine == theirs:
            yield _refused(name, said, p, "differs from it in punctuation or spacing only")
            return
        if len(mine) != len(theirs):
            continue
        pairs = [(a, b) for a, b in zip(mine, theirs, strict=True) if a != b]
        if len(pairs) > 2 or not all(_close(a, b, pool is not None) for a, b in pairs):
            continue
        if vocab is None:
            vocab = _vocabulary(state, lib, pool)
        if all(a not in vocab for a, _ in pairs):
            bad = ", ".join(repr(a) for a, _ in pairs)
            yield _refused(name, said, p, f"{bad}: in no card's text")
            return


def _refused(name: str, said: str, printed: str, why: str) -> InputError:
    return InputError(
        name,
        "trigger",
        f"{said!r}: did you mean {printed!r}? ({why}; a state's trigger is a card's printed "
        "trigger as printed, compared case aside: these words would name another moment)",
    )


def _close(said: str, printed: str, all_words: bool) -> bool:
    """Is ``said`` a close spelling of ``printed``? Without the card data (``all_words``
    False: the words known are the bundled cards' few) only one edit that is no ending
    ("move"/"moves"): a real word the few texts lack may be meant."""
    if all_words:
        return difflib.SequenceMatcher(None, said, printed).ratio() >= 0.7
    short, long_ = sorted((said, printed), key=len)
    if long_.startswith(short) and long_[len(short) :] in ("s", "es", "'s", "d", "ed"):
        return False
    return one_edit(said, printed)


_POOL_WORDS: dict[int, tuple[object, frozenset[str]]] = {}


def _vocabulary(state: GameState, lib: CardLibrary, pool: CardPool | None) -> set[str]:
    """Every word of the known cards' texts and printed triggers."""
    words: set[str] = set()
    for title in lib:
        card = lib[title]
        words.update(_words(card.printed_text or ""))
        words.update(_words(card.title))
        for ab in card.abilities:
            words.update(_words(ab.trigger or ""))
    if pool is not None:
        words |= _pool_words(pool)
    return words


def _pool_words(pool: CardPool) -> frozenset[str]:
    held = _POOL_WORDS.get(id(pool))
    if held is not None and held[0] is pool:
        return held[1]
    found: set[str] = set()
    for raw in pool.index.values():
        found.update(_words(raw[0]))
        for text in _strings(raw[4].get("text")):
            found.update(_words(text))
    frozen = frozenset(found)
    _POOL_WORDS[id(pool)] = (pool, frozen)
    return frozen


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        return [value]
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
